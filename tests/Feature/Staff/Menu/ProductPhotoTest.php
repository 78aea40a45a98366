<?php

use App\Models\Product;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\Feature\Staff\Menu\MenuFixtures as Menu;
use Tests\Feature\Staff\StaffFixtures as Staff;

// A product's photo: checked by content, made into square WebP sizes beside the original, shown at once.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    Menu::fakePhotoDisk();
});

it('makes square WebP sizes from a real JPEG, keeps the original and shows the photo on the storefront at once', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Menu::philadelphia();
    $this->get('/product/'.$product->slug)->assertOk(); // the old image is cached

    Menu::uploadPhoto($product, Menu::gdImage('jpeg', 800, 600, 'roll.jpg'))->assertRedirect()->assertSessionHasNoErrors();

    $photo = $product->refresh()->photo;
    $folder = dirname($photo['original']);
    expect($photo['original'])->toEndWith('/original.jpg')->and($photo['width'])->toBe(800)->and($photo['height'])->toBe(600)
        ->and(array_column($photo['sizes'], 'width'))->toBe([320])
        ->and($folder)->toEndWith('-320');
    $config = config('shop.menu.photo_widths');
    expect(min($config))->toBe(320);
    Storage::disk('public')->assertExists([$photo['original'], $folder.'/320.webp']);
    $webp = getimagesizefromstring(Storage::disk('public')->get($folder.'/320.webp'));
    expect($webp['mime'])->toBe('image/webp')->and([$webp[0], $webp[1]])->toBe([320, 320]);
    expect($product->image)->toBe('storage/'.$folder.'/320.webp');
    $this->get('/en/product/'.$product->slug)->assertInertia(fn ($page) => $page->where('product.image', 'storage/'.$folder.'/320.webp')->etc());
    expect(StaffAuditEntry::query()->where('action', 'product.photo')->sole()->after['photo'])->toBe($photo['original']);
});

it('makes every configured width a large PNG allows and shows the middle one', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Menu::philadelphia();

    Menu::uploadPhoto($product, Menu::gdImage('png', 1200, 1000, 'roll.png'))->assertRedirect()->assertSessionHasNoErrors();

    $photo = $product->refresh()->photo;
    expect(array_column($photo['sizes'], 'width'))->toBe([320, 640, 960])->and($photo['original'])->toEndWith('/original.png')
        ->and($product->image)->toEndWith('-320-640-960/640.webp');
    foreach ([320, 640, 960] as $width) {
        $size = getimagesizefromstring(Storage::disk('public')->get(dirname($photo['original']).'/'.$width.'.webp'));
        expect([$size['mime'], $size[0], $size[1]])->toBe(['image/webp', $width, $width]);
    }
});

it('refuses a text file named like a JPEG, in both languages, and writes nothing', function (string $prefix, string $message) {
    Staff::signIn(StaffRole::Manager);
    $path = tempnam(sys_get_temp_dir(), 'fake');
    file_put_contents($path, str_repeat("not an image at all\n", 100));

    Menu::uploadPhoto(Menu::philadelphia(), new UploadedFile($path, 'roll.jpg', 'image/jpeg', null, true), $prefix)
        ->assertRedirect()->assertSessionHasErrors(['photo' => $message]);

    expect(Menu::philadelphia()->photo)->toBeNull()->and(Storage::disk('public')->allFiles())->toBe([]);
})->with([
    ['', 'Поле фото має бути файлом одного з типів: jpg, jpeg, png, webp.'],
    ['/en', 'The photo field must be a file of type: jpg, jpeg, png, webp.'],
]);

it('refuses a GIF even when it is named .png', function () {
    Staff::signIn(StaffRole::Manager);

    Menu::uploadPhoto(Menu::philadelphia(), Menu::gdImage('gif', 400, 400, 'roll.png'), '/en')->assertRedirect()->assertSessionHasErrors(['photo']);
    expect(Storage::disk('public')->allFiles())->toBe([]);
});

it('refuses a photo over the size limit', function () {
    Staff::signIn(StaffRole::Manager);
    config(['shop.menu.photo_max_kb' => 20]);
    $file = Menu::gdImage('jpeg', 600, 600, 'roll.jpg', noise: true);
    expect($file->getSize())->toBeGreaterThan(20 * 1024);

    Menu::uploadPhoto(Menu::philadelphia(), $file, '/en')->assertRedirect()->assertSessionHasErrors(['photo' => 'The photo field must not be greater than 20 kilobytes.']);
    expect(Storage::disk('public')->allFiles())->toBe([]);
});

it('refuses a photo smaller than the smallest size shown, or larger than the pixel limit', function () {
    Staff::signIn(StaffRole::Manager);

    Menu::uploadPhoto(Menu::philadelphia(), Menu::gdImage('png', 200, 200, 'small.png'), '/en')->assertRedirect()->assertSessionHasErrors(['photo']);
    config(['shop.menu.photo_max_side' => 500]);
    Menu::uploadPhoto(Menu::philadelphia(), Menu::gdImage('png', 600, 400, 'wide.png'), '/en')->assertRedirect()->assertSessionHasErrors(['photo']);
    expect(Storage::disk('public')->allFiles())->toBe([]);
});

it('removes the previous photo\'s files when a new one is uploaded', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Menu::philadelphia();
    Menu::uploadPhoto($product, Menu::gdImage('png', 400, 400, 'one.png'))->assertRedirect()->assertSessionHasNoErrors();
    $first = dirname($product->refresh()->photo['original']);

    Menu::uploadPhoto($product, Menu::gdImage('jpeg', 700, 700, 'two.jpg'))->assertRedirect()->assertSessionHasNoErrors();

    Storage::disk('public')->assertMissing($first.'/original.png');
    Storage::disk('public')->assertExists($product->refresh()->photo['original']);
});

it('keeps photo uploads from operators and kitchen staff', function (StaffRole $role) {
    Staff::signIn($role);

    Menu::uploadPhoto(Menu::philadelphia(), Menu::gdImage('png', 400, 400, 'roll.png'))->assertForbidden();
    expect(Storage::disk('public')->allFiles())->toBe([]);
})->with([StaffRole::Operator, StaffRole::Kitchen]);

it('lets a photo upload through the body limit of other requests, and no larger body', function () {
    config(['shop.limits.max_body_bytes' => 1024, 'shop.menu.photo_max_kb' => 64]);
    Staff::signIn(StaffRole::Manager);
    $product = Menu::philadelphia();

    $this->call('PUT', '/staff/menu/products/'.$product->id, [], [], [], ['CONTENT_LENGTH' => 60 * 1024, 'HTTP_ACCEPT' => 'application/json'])->assertStatus(413);
    $this->call('POST', '/staff/menu/products/'.$product->id.'/photo', ['_method' => 'PUT'], [], [], ['CONTENT_LENGTH' => 200 * 1024, 'HTTP_ACCEPT' => 'application/json'])->assertStatus(413);
    $this->call('POST', '/staff/menu/products/'.$product->id.'/photo', ['_method' => 'PUT'], [], [], ['CONTENT_LENGTH' => 60 * 1024, 'HTTP_ACCEPT' => 'application/json'])->assertUnprocessable();
});
