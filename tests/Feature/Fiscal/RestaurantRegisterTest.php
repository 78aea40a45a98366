<?php

use App\Models\Restaurant;
use App\Models\StaffAuditEntry;
use App\Shop\Fiscal\Registers;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\Shop\ShopFixtures as Shop;
use Tests\Feature\Staff\StaffFixtures as Staff;

// One register per restaurant or one for the chain (docs/fiscal.md): a restaurant's licence key and cashier PIN in the
// staff's restaurant settings, encrypted at rest, never shown back or audited; without them the chain's register.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    config(['shop.fiscal.driver' => 'checkbox', 'shop.fiscal.checkbox.license_key' => 'CHAIN-KEY', 'shop.fiscal.checkbox.pin_code' => '1111']);
    Staff::signIn(StaffRole::Manager);
});

it('keeps a restaurant\'s licence key and PIN encrypted, never shows or audits them, and sends its receipts to its register', function () {
    $restaurant = Restaurant::query()->ordered()->firstOrFail();
    expect(app(Registers::class)->forRestaurant($restaurant->id)->key)->toBe('chain');

    Shop::post('/staff/shop/restaurants/'.$restaurant->id, Shop::restaurantForm($restaurant, ['fiscal_license_key' => 'PODIL-LIC-42', 'fiscal_pin_code' => '0042']))
        ->assertRedirect()->assertSessionHasNoErrors();

    $raw = DB::table('restaurants')->where('id', $restaurant->id)->first(['fiscal_license_key', 'fiscal_pin_code']);
    expect($raw->fiscal_license_key)->not->toContain('PODIL-LIC-42')->and(decrypt($raw->fiscal_license_key, false))->toBe('PODIL-LIC-42')
        ->and($raw->fiscal_pin_code)->not->toBe('0042');
    $register = app(Registers::class)->forRestaurant($restaurant->id);
    expect($register->key)->toBe('restaurant:'.$restaurant->id)->and($register->licenseKey)->toBe('PODIL-LIC-42')->and($register->pinCode)->toBe('0042');
    $audit = StaffAuditEntry::query()->where('action', 'restaurant.update')->latest('id')->firstOrFail();
    expect(json_encode([$audit->before, $audit->after]))->not->toContain('PODIL-LIC-42')->not->toContain('0042')
        ->and($audit->after['fiscal_register'])->toBeTrue();
    $this->get("/staff/shop/restaurants/{$restaurant->id}/edit")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->where('restaurant.fiscal_register', true)->where('restaurant.fiscal_license_key', '')->where('restaurant.fiscal_pin_code', '')->etc());
    expect(json_encode($restaurant->refresh()->toArray()))->not->toContain('PODIL-LIC-42');

    // Saved again without typing them: kept. Cleared: the chain's register again.
    Shop::post('/staff/shop/restaurants/'.$restaurant->id, Shop::restaurantForm($restaurant, ['phone' => '+380440000001']))->assertSessionHasNoErrors();
    expect(app(Registers::class)->forRestaurant($restaurant->id)->licenseKey)->toBe('PODIL-LIC-42');
    Shop::post('/staff/shop/restaurants/'.$restaurant->id, Shop::restaurantForm($restaurant, ['fiscal_clear' => true]))->assertSessionHasNoErrors();
    expect(app(Registers::class)->forRestaurant($restaurant->id)->key)->toBe('chain');
});

it('writes a restaurant\'s receipts to its own register key', function () {
    config(['shop.fiscal.driver' => 'sandbox']);
    \Illuminate\Support\Facades\Queue::fake();
    $other = Staff::paidSandboxOrder(50000);
    expect(Fiscal::receipts($other)->sole()->register)->toBe('chain');

    Restaurant::query()->whereKey($other->restaurant_id)->update(['fiscal_license_key' => encrypt('R-2', false), 'fiscal_pin_code' => encrypt('8', false)]);
    $third = Staff::order(\App\Shop\Ordering\OrderStatus::OnTheWay, ['restaurant_id' => $other->restaurant_id, 'total' => 50000, 'subtotal' => 50000]);
    app(\App\Shop\Ordering\OrderLifecycle::class)->changeStatus($third, \App\Shop\Ordering\OrderStatus::Completed);
    expect(Fiscal::receipts($third)->sole()->register)->toBe('restaurant:'.$other->restaurant_id);
});

it('refuses a malformed licence key or PIN, in both languages', function (string $prefix, string $key, string $pin) {
    $restaurant = Restaurant::query()->ordered()->firstOrFail();
    Shop::post("$prefix/staff/shop/restaurants/{$restaurant->id}", Shop::restaurantForm($restaurant, ['fiscal_license_key' => 'a b', 'fiscal_pin_code' => '12a']))
        ->assertSessionHasErrors(['fiscal_license_key', 'fiscal_pin_code']);
    expect(Staff::error('fiscal_license_key'))->toBe($key)->and(Staff::error('fiscal_pin_code'))->toBe($pin)
        ->and($restaurant->refresh()->fiscal_license_key)->toBeNull();
})->with([
    'uk' => ['', 'Ключ ліцензії містить лише літери, цифри й дефіси.', 'PIN касира містить лише цифри.'],
    'en' => ['/en', 'A licence key has letters, digits and hyphens only.', 'A cashier PIN has digits only.'],
]);
