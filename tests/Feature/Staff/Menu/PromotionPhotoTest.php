<?php

use App\Models\Promotion;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\Feature\Staff\Menu\MenuFixtures as Menu;
use Tests\Feature\Staff\StaffFixtures as Staff;

// A promotion's photo: the same checks and storage as a product's, made into 2:1 WebP sizes, shown at once.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    Menu::fakePhotoDisk();
});

it('makes 2:1 WebP sizes from a real JPEG beside the original and audits the change', function () {
    Staff::signIn(StaffRole::Manager);
    $promotion = Menu::freeDelivery();

    Menu::uploadPromotionPhoto($promotion, Menu::gdImage('jpeg', 1400, 800, 'banner.jpg'))->assertRedirect()->assertSessionHasNoErrors();
    Staff::visit('/staff/menu/promotions/'.$promotion->id.'/edit')->assertJsonPath('props.promotion.photo.width', 1400)->assertJsonPath('props.promotion.photo.height', 800);

    $photo = $promotion->refresh()->photo;
    $folder = dirname($photo['original']);
    expect($folder)->toStartWith('menu/promotions/'.$promotion->id.'/')->toEndWith('-320-640-960')
        ->and($photo['original'])->toEndWith('/original.jpg')
        ->and($promotion->image)->toBe('storage/'.$folder.'/640.webp');
    foreach ([320, 640, 960] as $width) {
        $size = getimagesizefromstring(Storage::disk('public')->get($folder.'/'.$width.'.webp'));
        expect([$size['mime'], $size[0], $size[1]])->toBe(['image/webp', $width, intdiv($width, 2)]);
    }
    Storage::disk('public')->assertExists($photo['original']);
    $entry = StaffAuditEntry::query()->where('action', 'promotion.photo')->sole();
    expect($entry->before['image'])->toBe('images/promotions/free-delivery.svg')->and($entry->after['photo'])->toBe($photo['original']);
});

it('shows the new photo on the storefront\'s cached promotion list and page at once', function () {
    Staff::signIn(StaffRole::Manager);
    $promotion = Menu::freeDelivery();
    $this->get('/promotions')->assertOk();
    $this->get('/en/promotions/free-delivery')->assertInertia(fn ($page) => $page->where('promotion.image', 'images/promotions/free-delivery.svg')->etc());

    Menu::uploadPromotionPhoto($promotion, Menu::gdImage('png', 800, 400, 'banner.png'))->assertRedirect()->assertSessionHasNoErrors();

    $image = $promotion->refresh()->image;
    expect($image)->toEndWith('-320-640/640.webp');
    $this->get('/promotions')->assertInertia(fn ($page) => $page->where('promotions', fn ($list) => collect($list)->firstWhere('slug', 'free-delivery')['image'] === $image)->etc());
    $this->get('/en/promotions/free-delivery')->assertInertia(fn ($page) => $page->where('promotion.image', $image)->etc());
});

it('refuses a text file named like a JPEG, in both languages, and writes nothing', function (string $prefix, string $message) {
    Staff::signIn(StaffRole::Manager);
    $path = tempnam(sys_get_temp_dir(), 'fake');
    file_put_contents($path, str_repeat("not an image at all\n", 100));

    Menu::uploadPromotionPhoto(Menu::freeDelivery(), new UploadedFile($path, 'banner.jpg', 'image/jpeg', null, true), $prefix)
        ->assertRedirect()->assertSessionHasErrors(['photo' => $message]);

    expect(Menu::freeDelivery()->photo)->toBeNull()->and(Menu::freeDelivery()->image)->toBe('images/promotions/free-delivery.svg')
        ->and(Storage::disk('public')->allFiles())->toBe([]);
})->with([
    ['', 'Поле фото має бути файлом одного з типів: jpg, jpeg, png, webp.'],
    ['/en', 'The photo field must be a file of type: jpg, jpeg, png, webp.'],
]);

it('refuses a promotion photo over the size limit', function () {
    Staff::signIn(StaffRole::Manager);
    config(['shop.menu.photo_max_kb' => 20]);
    $file = Menu::gdImage('jpeg', 800, 400, 'banner.jpg', noise: true);
    expect($file->getSize())->toBeGreaterThan(20 * 1024);

    Menu::uploadPromotionPhoto(Menu::freeDelivery(), $file, '/en')->assertRedirect()->assertSessionHasErrors(['photo' => 'The photo field must not be greater than 20 kilobytes.']);
    expect(Menu::freeDelivery()->photo)->toBeNull()->and(Storage::disk('public')->allFiles())->toBe([]);
});

it('removes the previous promotion photo\'s files when a new one is uploaded', function () {
    Staff::signIn(StaffRole::Manager);
    $promotion = Menu::freeDelivery();
    Menu::uploadPromotionPhoto($promotion, Menu::gdImage('png', 700, 400, 'one.png'))->assertRedirect()->assertSessionHasNoErrors();
    $first = dirname($promotion->refresh()->photo['original']);

    Menu::uploadPromotionPhoto($promotion, Menu::gdImage('jpeg', 900, 500, 'two.jpg'))->assertRedirect()->assertSessionHasNoErrors();

    Storage::disk('public')->assertMissing($first.'/original.png');
    Storage::disk('public')->assertExists($promotion->refresh()->photo['original']);
});

it('keeps promotion photo uploads from operators and kitchen staff', function (StaffRole $role) {
    Staff::signIn($role);

    Menu::uploadPromotionPhoto(Menu::freeDelivery(), Menu::gdImage('png', 800, 400, 'banner.png'))->assertForbidden();
    expect(Menu::freeDelivery()->photo)->toBeNull()->and(Storage::disk('public')->allFiles())->toBe([]);
})->with([StaffRole::Operator, StaffRole::Kitchen]);

it('lets a promotion photo through the body limit of other requests', function () {
    config(['shop.limits.max_body_bytes' => 1024, 'shop.menu.photo_max_kb' => 64]);
    Staff::signIn(StaffRole::Manager);
    $url = '/staff/menu/promotions/'.Menu::freeDelivery()->id;

    $this->call('PUT', $url, [], [], [], ['CONTENT_LENGTH' => 60 * 1024, 'HTTP_ACCEPT' => 'application/json'])->assertStatus(413);
    $this->call('POST', $url.'/photo', ['_method' => 'PUT'], [], [], ['CONTENT_LENGTH' => 60 * 1024, 'HTTP_ACCEPT' => 'application/json'])->assertUnprocessable();
});
