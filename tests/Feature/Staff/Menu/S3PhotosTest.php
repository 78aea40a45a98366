<?php

use App\Models\Product;
use App\Models\Promotion;
use App\Staff\Menu\MenuPhotos;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Storage;
use Tests\Feature\Staff\Menu\MenuFixtures as Menu;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\ReportBudget;
use Tests\Support\S3Server;

// Menu and promotion photos with SHOP_MENU_PHOTO_DISK=s3, against a real S3-protocol server (s3rver on loopback, one
// per test process, a new bucket per test): the staff upload writes the sizes and the original as objects, the
// storefront and the staff pages get their absolute URLs (AWS_URL), a browser reads them back over HTTP with their
// type and a year's cache, and a replaced photo's objects are deleted.

beforeEach(function () {
    if (($reason = S3Server::unavailable()) !== null) {
        $this->markTestSkipped($reason);
    }
    seedShop();
    \Tests\Support\TestCache::flush();
    $this->s3 = S3Server::shared();
    $this->bucket = $this->s3->bucket();
    config(['shop.menu.photo_disk' => 's3', 'filesystems.disks.s3' => $this->s3->disk($this->bucket)]);
    Storage::forgetDisk('s3');
});

afterAll(fn () => S3Server::stopShared());

it('stores a product photo\'s sizes and original in the bucket and serves them to the pages from there', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $this->get('/en/product/'.$product->slug)->assertOk(); // the old image is cached
    $upload = Menu::gdImage('png', 1200, 1000, 'roll.png');
    $bytes = (string) file_get_contents($upload->getRealPath());

    Staff::upload('/staff/menu/products/'.$product->id.'/photo', ['photo' => $upload])->assertRedirect()->assertSessionHasNoErrors();
    $answer = Staff::visit('/staff/menu/products/'.$product->id.'/edit');

    $photo = $product->refresh()->photo;
    $folder = dirname($photo['original']);
    $base = $this->s3->endpoint.'/'.$this->bucket.'/'.$folder;
    expect($folder)->toMatch('#^menu/products/'.$product->id.'/[0-9a-f]{20}-320-640-960$#')
        ->and($this->s3->keys($this->bucket))->toBe([$folder.'/320.webp', $folder.'/640.webp', $folder.'/960.webp', $folder.'/original.png'])
        ->and(array_column($photo['sizes'], 'path'))->toBe([$folder.'/320.webp', $folder.'/640.webp', $folder.'/960.webp'])
        ->and($product->image)->toBe($base.'/640.webp')
        ->and($answer->json('props.product.image'))->toBe($base.'/640.webp')
        ->and($answer->json('props.product.photo.original'))->toBe($base.'/original.png');

    foreach ([320, 640, 960] as $width) {
        Menu::expectServedImage($base.'/'.$width.'.webp', 'image/webp', $width, $width);
    }
    expect(Menu::expectServedImage($base.'/original.png', 'image/png', 1200, 1000))->toBe($bytes);

    $page = $this->get('/en/product/'.$product->slug);
    $page->assertInertia(fn ($p) => $p->where('product.image', $base.'/640.webp')->etc());
    expect($page->headers->get('Content-Security-Policy'))->toContain('img-src \'self\' data: '.$this->s3->endpoint.';');
    expect($this->get('/en/menu/rolls')->headers->get('Content-Security-Policy'))->toContain($this->s3->endpoint);
});

it('deletes the previous photo\'s objects when a new one is uploaded', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $upload = fn (string $type, int $side, string $name) => Staff::upload('/staff/menu/products/'.$product->id.'/photo', ['photo' => Menu::gdImage($type, $side, $side, $name)])
        ->assertRedirect()->assertSessionHasNoErrors();

    $upload('png', 700, 'one.png');
    $first = $product->refresh()->photo;
    $firstFolder = dirname($first['original']);
    expect($this->s3->keys($this->bucket))->toBe([$firstFolder.'/320.webp', $firstFolder.'/640.webp', $firstFolder.'/original.png']);

    $upload('jpeg', 400, 'two.jpg');

    $second = dirname($product->refresh()->photo['original']);
    expect($second)->not->toBe($firstFolder)
        ->and($this->s3->keys($this->bucket))->toBe([$second.'/320.webp', $second.'/original.jpg'])
        ->and(S3Server::get($this->s3->endpoint.'/'.$this->bucket.'/'.$firstFolder.'/320.webp')['status'])->toBe(404);
    Menu::expectServedImage($product->image, 'image/webp', 320, 320);
});

it('stores a promotion photo\'s 2:1 sizes in the bucket and shows them on the storefront and the staff page', function () {
    Staff::signIn(StaffRole::Manager);
    $promotion = Promotion::query()->where('slug', 'free-delivery')->firstOrFail();

    Staff::upload('/staff/menu/promotions/'.$promotion->id.'/photo', ['photo' => Menu::gdImage('jpeg', 1400, 800, 'banner.jpg')])
        ->assertRedirect()->assertSessionHasNoErrors();
    Staff::visit('/staff/menu/promotions/'.$promotion->id.'/edit')->assertJsonPath('props.promotion.photo.width', 1400);

    $photo = $promotion->refresh()->photo;
    $folder = dirname($photo['original']);
    $base = $this->s3->endpoint.'/'.$this->bucket.'/'.$folder;
    expect($folder)->toStartWith('menu/promotions/'.$promotion->id.'/')
        ->and($this->s3->keys($this->bucket))->toBe([$folder.'/320.webp', $folder.'/640.webp', $folder.'/960.webp', $folder.'/original.jpg'])
        ->and($promotion->image)->toBe($base.'/640.webp');
    foreach ([320, 640, 960] as $width) {
        Menu::expectServedImage($base.'/'.$width.'.webp', 'image/webp', $width, intdiv($width, 2));
    }
    Menu::expectServedImage($base.'/original.jpg', 'image/jpeg', 1400, 800);

    $this->get('/promotions')->assertInertia(fn ($p) => $p->where('promotions', fn ($list) => collect($list)->firstWhere('slug', 'free-delivery')['image'] === $base.'/640.webp')->etc());
    $this->get('/en/promotions/free-delivery')->assertInertia(fn ($p) => $p->where('promotion.image', $base.'/640.webp')->etc());
    Staff::visit('/staff/menu/promotions/'.$promotion->id.'/edit')->assertOk()->assertJsonPath('props.promotion.photo.original', $base.'/original.jpg')
        ->assertJsonPath('props.promotion.image', $base.'/640.webp');
});

it('removes every object of a photo through MenuPhotos, and nothing of another photo', function () {
    $photos = app(MenuPhotos::class);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $promotion = Promotion::query()->where('slug', 'free-delivery')->firstOrFail();
    $kept = $photos->store($promotion, Menu::gdImage('png', 700, 350, 'banner.png'));
    $removed = $photos->store($product, Menu::gdImage('png', 660, 660, 'roll.png'));
    expect($removed['original'])->toEndWith('-320-640/original.png')
        ->and($this->s3->keys($this->bucket))->toHaveCount(3 + 3);

    $photos->delete($removed);

    $keptFolder = dirname($kept['original']);
    expect($this->s3->keys($this->bucket))->toBe([$keptFolder.'/320.webp', $keptFolder.'/640.webp', $keptFolder.'/original.png']);
});

it('builds the URLs from the bucket\'s endpoint when AWS_URL is not set', function () {
    config(['filesystems.disks.s3' => $this->s3->disk($this->bucket, withUrl: false)]);
    Storage::forgetDisk('s3');
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();

    $photo = app(MenuPhotos::class)->store($product, Menu::gdImage('jpeg', 400, 400, 'roll.jpg'));

    expect($photo['image'])->toBe($this->s3->endpoint.'/'.$this->bucket.'/'.dirname($photo['original']).'/320.webp');
    Menu::expectServedImage($photo['image'], 'image/webp', 320, 320);
});

it('saves nothing when the store refuses the upload, and answers with an error', function () {
    // The bucket refusing the photo is a real failure: reported once.
    ReportBudget::expect(1, 1);
    config(['filesystems.disks.s3.bucket' => 'no-such-bucket']);
    Storage::forgetDisk('s3');
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $image = $product->image;

    Staff::upload('/en/staff/menu/products/'.$product->id.'/photo', ['photo' => Menu::gdImage('png', 400, 400, 'roll.png')])
        ->assertServerError();

    expect($product->refresh()->photo)->toBeNull()->and($product->image)->toBe($image)
        ->and($this->s3->keys($this->bucket))->toBe([]);
});
