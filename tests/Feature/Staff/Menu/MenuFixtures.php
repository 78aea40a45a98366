<?php

namespace Tests\Feature\Staff\Menu;

use App\Models\Category;
use App\Models\ModifierGroup;
use App\Models\Product;
use Illuminate\Http\UploadedFile;

/** Menu forms as the staff pages send them. */
final class MenuFixtures
{
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
}
