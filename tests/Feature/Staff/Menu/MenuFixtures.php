<?php

namespace Tests\Feature\Staff\Menu;

use App\Models\Category;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\Promotion;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Storage;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\S3Server;

/** Menu forms as the staff pages send them. */
final class MenuFixtures
{
    /** Photos go to a faked public disk. */
    public static function fakePhotoDisk(): void
    {
        Storage::fake('public');
        config(['shop.menu.photo_disk' => 'public']);
    }

    /** @return array<string, mixed> */
    public static function product(array $overrides = []): array
    {
        return $overrides + [
            'name' => ['uk' => 'Сет Весняний', 'en' => 'Spring set'],
            'description' => ['uk' => 'Сезонний сет', 'en' => 'A seasonal set'],
            'composition' => ['uk' => 'лосось, рис', 'en' => 'salmon, rice'],
            'slug' => 'spring-set',
            'category_id' => Category::query()->where('slug', 'sets')->value('id') ?? Category::query()->value('id'),
            'price' => '349.50',
            'old_price' => null,
            'weight' => 900,
            'pieces' => 32,
            'badges' => ['new'],
            'allergens' => ['fish'],
            'related' => [],
            'modifier_groups' => [],
            'visible' => true,
            'sort' => null,
        ];
    }

    /** The form of an existing product, as its page shows it. @return array<string, mixed> */
    public static function formOf(Product $product, array $overrides = []): array
    {
        return $overrides + [
            'name' => $product->name, 'description' => $product->description, 'composition' => $product->composition,
            'slug' => $product->slug, 'category_id' => $product->category_id,
            'price' => number_format($product->price / 100, 2, '.', ''),
            'old_price' => $product->old_price === null ? null : number_format($product->old_price / 100, 2, '.', ''),
            'weight' => $product->weight, 'pieces' => $product->pieces, 'badges' => $product->badges, 'allergens' => $product->allergens,
            'related' => $product->related()->pluck('products.id')->all(), 'modifier_groups' => $product->modifierGroups()->pluck('modifier_groups.id')->all(),
            'visible' => true, 'sort' => $product->sort,
        ];
    }

    /** @return array<string, mixed> */
    public static function category(array $overrides = []): array
    {
        return $overrides + ['name' => ['uk' => 'Сезонне', 'en' => 'Seasonal'], 'slug' => 'seasonal', 'visible' => true];
    }

    /** @return array<string, mixed> */
    public static function group(array $overrides = []): array
    {
        return $overrides + [
            'name' => ['uk' => 'Соус до сету', 'en' => 'Set sauce'], 'required' => true, 'min' => 1, 'max' => 1,
            'modifiers' => [
                ['id' => null, 'name' => ['uk' => 'Унагі', 'en' => 'Unagi'], 'price' => '25', 'max_quantity' => 1],
                ['id' => null, 'name' => ['uk' => 'Спайсі', 'en' => 'Spicy mayo'], 'price' => '0', 'max_quantity' => 1],
            ],
        ];
    }

    public static function seededGroup(): ModifierGroup
    {
        return ModifierGroup::query()->whereHas('modifiers')->orderBy('id')->firstOrFail();
    }

    /** A real image made with GD, as an upload with the given name. */
    public static function gdImage(string $type, int $width, int $height, string $name, bool $noise = false): UploadedFile
    {
        $image = imagecreatetruecolor($width, $height);
        imagefilledrectangle($image, 0, 0, $width, $height, imagecolorallocate($image, 230, 90, 40));
        imagefilledellipse($image, intdiv($width, 2), intdiv($height, 2), intdiv($width, 2), intdiv($height, 2), imagecolorallocate($image, 250, 240, 220));
        if ($noise) {
            for ($i = 0; $i < $width * $height / 2; $i++) {
                imagesetpixel($image, random_int(0, $width - 1), random_int(0, $height - 1), random_int(0, 0xFFFFFF));
            }
        }
        $path = tempnam(sys_get_temp_dir(), 'photo');
        match ($type) {
            'jpeg' => imagejpeg($image, $path, 100),
            'png' => imagepng($image, $path),
            'gif' => imagegif($image, $path),
        };

        return new UploadedFile($path, $name, null, null, true);
    }

    /** The first message of a field (its name may have dots, "name.uk") in the errors bag of the last save. */
    public static function fieldError(string $field): ?string
    {
        return session('errors')?->first($field) ?: null;
    }

    /** A new record's form, as its page sends it (POST to the resource). */
    public static function menuStore(string $url, array $body): \Illuminate\Testing\TestResponse
    {
        return Staff::send('POST', $url, $body);
    }

    /** An existing record's form, as its edit page sends it (PUT to the record). */
    public static function menuUpdate(string $url, array $body): \Illuminate\Testing\TestResponse
    {
        return Staff::send('PUT', $url, $body, $url.'/edit');
    }

    /** The storefront cache's key of an answer, as CachedShopApi builds it. */
    public static function cachedKey(string $locale, string $name): string
    {
        return 'shopapi:'.(int) (Cache::get('shopapi:generation') ?? 0).':'.$locale.':'.$name;
    }

    public static function saveProduct(Product $product, array $changes): void
    {
        Staff::send('PUT', '/staff/menu/products/'.$product->id, self::formOf($product->refresh(), $changes))->assertRedirect()->assertSessionHasNoErrors();
    }

    public static function uploadPhoto(Product $product, UploadedFile $file, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return Staff::upload($prefix.'/staff/menu/products/'.$product->id.'/photo', ['photo' => $file]);
    }

    public static function philadelphia(): Product
    {
        return Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    }

    public static function uploadPromotionPhoto(Promotion $promotion, UploadedFile $file, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return Staff::upload($prefix.'/staff/menu/promotions/'.$promotion->id.'/photo', ['photo' => $file]);
    }

    public static function freeDelivery(): Promotion
    {
        return Promotion::query()->where('slug', 'free-delivery')->firstOrFail();
    }

    public static function promoPost(string $url, array $body): \Illuminate\Testing\TestResponse
    {
        // A new record is POSTed to its resource, an existing one PUT to its own URL (from its edit page).
        $new = preg_match('#/(promotions|promo-codes)$#', $url) === 1;

        return Staff::send($new ? 'POST' : 'PUT', $url, $body, $new ? $url : $url.'/edit');
    }

    public static function promotionForm(Promotion $promotion, array $overrides = []): array
    {
        return $overrides + [
            'title' => $promotion->title, 'summary' => $promotion->summary, 'body' => $promotion->body, 'slug' => $promotion->slug,
            'starts_at' => $promotion->starts_at?->toDateString(), 'ends_at' => $promotion->ends_at?->toDateString(), 'visible' => true,
        ];
    }

    public static function codeForm(array $overrides = []): array
    {
        return $overrides + [
            'code' => 'spring10', 'kind' => 'percent', 'value' => '10', 'max_discount' => '50', 'min_subtotal' => '300',
            'starts_at' => null, 'ends_at' => null, 'usage_limit' => 100, 'max_uses_per_customer' => 1, 'active' => true,
        ];
    }

    /** A browser's GET of a photo URL the pages name: 200, its type, a year's immutable cache and the image itself. */
    public static function expectServedImage(string $url, string $type, int $width, int $height): string
    {
        $response = S3Server::get($url);
        expect($response['status'])->toBe(200, $url)
            ->and($response['headers']['content-type'] ?? null)->toBe($type)
            ->and($response['headers']['cache-control'] ?? null)->toBe('public, max-age=31536000, immutable');
        $size = getimagesizefromstring($response['body']);
        expect([$size['mime'], $size[0], $size[1]])->toBe([$type, $width, $height]);

        return $response['body'];
    }
}
