<?php

use App\Models\Region;
use App\Models\StaffAuditEntry;
use App\ShopApi\CachedShopApi;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopContext;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Feature\Staff\Shop\ShopFixtures as Shop;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Delivery regions for managers: money typed in hryvnias and kept in kopiyky, validation in both languages, who may
// change them, the audit trail, the checkout quote and the storefront following a change at once.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    $this->travelTo(Fx::noon());
});

it('refuses the regions to operators and kitchen staff', function (StaffRole $role) {
    Staff::signIn($role);
    $center = Fx::region();

    Staff::visit('/staff/shop/regions/'.$center->id.'/edit')->assertForbidden();
    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, ['delivery_fee' => '0']))->assertForbidden();

    expect($center->refresh()->delivery_fee)->toBe(6000);
})->with([StaffRole::Operator, StaffRole::Kitchen]);

it('changes a region\'s fee in hryvnias and the checkout quote charges it at once', function () {
    Staff::signIn(StaffRole::Manager);
    $center = Fx::region();
    $this->postJson('/checkout/quote', Fx::delivery())->assertOk()->assertJsonPath('data.totals.1', ['code' => 'delivery', 'amount' => 6000, 'free' => false]);

    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, ['delivery_fee' => '75,50']))->assertRedirect('/staff/shop/regions/'.$center->id.'/edit')->assertSessionHasNoErrors();
    Staff::visit('/staff/shop/regions/'.$center->id.'/edit')->assertJsonPath('props.region.delivery_fee', '75.50');

    expect($center->refresh()->delivery_fee)->toBe(7550);
    $this->postJson('/checkout/quote', Fx::delivery())->assertOk()
        ->assertJsonPath('data.totals.1', ['code' => 'delivery', 'amount' => 7550, 'free' => false])->assertJsonPath('data.total', 65800 + 7550);
});

it('shows a changed region on the checkout page and in the API at once, and keeps the other dictionaries warm', function () {
    Staff::signIn(StaffRole::Manager);
    $center = Fx::region();
    $this->get('/checkout')->assertOk();
    $this->get('/en/checkout')->assertOk();
    $generation = Cache::get('shopapi:generation');
    expect(Cache::has(Shop::cacheKey('en', 'regions')))->toBeTrue()->and(Cache::has(Shop::cacheKey('uk', 'payment-types')))->toBeTrue();

    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, [
        'name' => ['uk' => 'Центр міста', 'en' => 'Downtown'], 'min_order' => '450', 'free_from' => '', 'eta_minutes' => 40,
    ]))->assertRedirect()->assertSessionHasNoErrors();

    expect(Cache::get('shopapi:generation'))->toBe($generation)
        ->and(Cache::has(Shop::cacheKey('uk', 'regions')))->toBeFalse()
        ->and(Cache::has(Shop::cacheKey('en', 'regions')))->toBeFalse()
        ->and(Cache::has(Shop::cacheKey('uk', 'restaurants')))->toBeTrue()
        ->and(Cache::has(Shop::cacheKey('uk', 'payment-types')))->toBeTrue();
    $this->get('/en/checkout')->assertInertia(fn ($page) => $page->where('regions.0.name', 'Downtown')->where('regions.0.min_order', 45000)->etc());
    $this->getJson('/api/get-regions', ['Accept-Language' => 'en'])->assertOk()
        ->assertJsonPath('data.0.name', 'Downtown')->assertJsonPath('data.0.min_order', 45000)
        ->assertJsonPath('data.0.free_from', null)->assertJsonPath('data.0.eta_minutes', 40);
    $this->postJson('/en/checkout/quote', Fx::delivery(['items' => Fx::items(1)]))->assertOk()
        ->assertJsonPath('data.problems.items.0', 'The minimum order for this area is UAH 450: add UAH 121 more.');
});

it('switches a region off: the storefront stops listing it and the checkout refuses it', function () {
    Staff::signIn(StaffRole::Manager);
    $center = Fx::region();
    $this->getJson('/api/get-regions')->assertOk()->assertJsonPath('data.0.slug', 'center');

    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, ['active' => false]))->assertRedirect()->assertSessionHasNoErrors();

    $this->getJson('/api/get-regions')->assertOk()->assertJsonPath('data.0.slug', 'podil-obolon');
    expect($this->postJson('/checkout/quote', Fx::delivery())->json('data.problems'))->toHaveKey('region_id');
});

it('moves a region to another restaurant, with before and after in the audit trail', function () {
    Staff::signIn(StaffRole::Manager);
    $center = Fx::region();
    $poznyaky = Fx::restaurant('poznyaky');

    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, ['restaurant_id' => $poznyaky->id]))->assertRedirect()->assertSessionHasNoErrors();

    expect($center->refresh()->restaurant_id)->toBe($poznyaky->id);
    $entry = StaffAuditEntry::query()->where('action', 'region.update')->sole();
    expect($entry->before['restaurant_id'])->toBe(Fx::restaurant()->id)->and($entry->after['restaurant_id'])->toBe($poznyaky->id)
        ->and($entry->after['delivery_fee'])->toBe(6000);
});

it('creates a region in kopiyky with its audit entry', function () {
    Staff::signIn(StaffRole::Manager);

    Shop::post('/en/staff/shop/regions', [
        'name' => ['uk' => 'Виноградар', 'en' => 'Vynohradar'], 'slug' => 'vynohradar', 'min_order' => '500', 'delivery_fee' => '0',
        'free_from' => '1200.5', 'eta_minutes' => 70, 'restaurant_id' => Fx::restaurant()->id, 'active' => true,
    ])->assertStatus(303)->assertSessionHasNoErrors();

    $region = Region::query()->where('slug', 'vynohradar')->sole();
    expect([$region->min_order, $region->delivery_fee, $region->free_from, $region->eta_minutes])->toBe([50000, 0, 120050, 70]);
    expect(StaffAuditEntry::query()->where('action', 'region.create')->sole()->after['free_from'])->toBe(120050);
    $this->getJson('/api/get-regions')->assertOk()->assertJsonFragment(['slug' => 'vynohradar', 'delivery_fee' => 0]);
});

it('refuses a bad region with field messages in both languages', function () {
    Staff::signIn(StaffRole::Manager);
    $center = Fx::region();
    $bad = ['name' => ['uk' => 'Центр', 'en' => ''], 'slug' => 'podil-obolon', 'min_order' => '400', 'delivery_fee' => '12.345',
        'free_from' => '300', 'eta_minutes' => 0, 'restaurant_id' => 999999, 'active' => 'yes'];

    $en = Shop::post('/en/staff/shop/regions/'.$center->id, Shop::regionForm($center, $bad))->assertRedirect()
        ->assertSessionHasErrors(['delivery_fee' => 'Enter the delivery fee in hryvnias, e.g. 249 or 249.50.'])
        ->assertSessionHasErrors(['free_from' => 'Free delivery must start above the minimum order.'])
        ->assertSessionHasErrors(['slug' => 'The address (slug) has already been taken.'])
        ->assertSessionHasErrors(['restaurant_id' => 'The selected restaurant is invalid.'])
        ->assertSessionHasErrors(['eta_minutes', 'active']);
    expect(Shop::error($en, 'name.en'))->toBe('The name (English) field is required.');
    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, $bad))->assertRedirect()
        ->assertSessionHasErrors(['delivery_fee' => 'Вкажіть вартість доставки у гривнях, наприклад 249 або 249.50.'])
        ->assertSessionHasErrors(['free_from' => 'Безкоштовна доставка має починатися вище за мінімальне замовлення.']);
    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, ['min_order' => '-5', 'delivery_fee' => '200000']))->assertRedirect()
        ->assertSessionHasErrors(['min_order', 'delivery_fee']);

    expect($center->refresh()->delivery_fee)->toBe(6000)->and($center->slug)->toBe('center')->and(StaffAuditEntry::query()->count())->toBe(0);
});

it('shows a region\'s new fee at once through both ShopApi adapters, with the cache in front', function (string $adapter) {
    config(['shop.api.url' => 'http://upstream.test']);
    Staff::signIn(StaffRole::Manager);
    $center = Fx::region();
    $inner = $adapter === 'http' ? (function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    })->call($this) : app(LocalShopApi::class);
    $context = app(ShopContext::class);
    $cached = fn () => new CachedShopApi($inner, $context, Cache::store(), backoff: false);
    $fee = fn () => collect($cached()->regions())->firstWhere('id', $center->id)->deliveryFee;
    foreach (['uk', 'en'] as $locale) {
        $context->locale = $locale;
        expect($fee())->toBe(6000);
    }

    Shop::post('/staff/shop/regions/'.$center->id, Shop::regionForm($center, ['delivery_fee' => '99']))->assertRedirect()->assertSessionHasNoErrors();

    foreach (['uk', 'en'] as $locale) {
        $context->locale = $locale;
        expect($fee())->toBe(9900);
    }
})->with(['local', 'http']);
