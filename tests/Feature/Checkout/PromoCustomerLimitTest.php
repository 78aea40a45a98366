<?php

use App\Models\Customer;
use App\Models\Order;
use App\Models\PromoCode;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PromoCodes;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// A promo code may limit its uses per customer (signed in) and per phone (anybody): the quote says so, placing
// refuses with a 422 on promo_code, and a cancelled order gives its use back.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    PromoCode::factory()->create(['code' => 'FIRST', 'max_uses_per_customer' => 1]);
});

it('refuses a second use by the same signed-in customer, in both languages', function (string $language, string $message) {
    [, $token] = Fx::customerWithBonuses(0);
    Fx::placeWithPromo(['phone' => '0671110001'], $token)->assertCreated();
    $orders = Order::query()->count();

    Fx::placeWithPromo(['phone' => '0671110002'], $token, $language)
        ->assertUnprocessable()->assertJsonValidationErrors(['promo_code' => $message]);

    expect(Order::query()->count())->toBe($orders)
        ->and(PromoCode::query()->where('code', 'FIRST')->value('used_count'))->toBe(1);
})->with([
    ['en', 'You have already used this promo code as many times as it allows.'],
    ['ua', 'Ви вже використали цей промокод стільки разів, скільки він дозволяє.'],
]);

it('refuses a second use by a guest with the same phone', function () {
    Fx::placeWithPromo(['phone' => '+380 67 111 00 03'])->assertCreated();

    Fx::placeWithPromo(['phone' => '0671110003'])->assertUnprocessable()->assertJsonValidationErrors(['promo_code']);
});

it('counts a signed-in customer\'s use against the phone of a later guest order', function () {
    [, $token] = Fx::customerWithBonuses(0);
    Fx::placeWithPromo(['phone' => '0671110004'], $token)->assertCreated();

    Fx::placeWithPromo(['phone' => '0671110004'])->assertUnprocessable()->assertJsonValidationErrors(['promo_code']);
});

it('lets another customer and another phone use it', function () {
    Fx::placeWithPromo(['phone' => '0671110005'])->assertCreated();
    [, $token] = Fx::customerWithBonuses(0);

    Fx::placeWithPromo(['phone' => '0671110006'])->assertCreated();
    Fx::placeWithPromo(['phone' => '0671110007'], $token)->assertCreated();
});

it('allows as many uses per customer as the code says', function () {
    PromoCode::query()->where('code', 'FIRST')->update(['max_uses_per_customer' => 2]);

    Fx::placeWithPromo(['phone' => '0671110008'])->assertCreated();
    Fx::placeWithPromo(['phone' => '0671110008'])->assertCreated();
    Fx::placeWithPromo(['phone' => '0671110008'])->assertUnprocessable()->assertJsonValidationErrors(['promo_code']);
});

it('gives the use back when the order is cancelled', function () {
    Fx::placeWithPromo(['phone' => '0671110009'])->assertCreated();
    app(OrderLifecycle::class)->changeStatus(Order::query()->latest('id')->firstOrFail(), OrderStatus::Cancelled);

    Fx::placeWithPromo(['phone' => '0671110009'])->assertCreated();
});

it('says so in the live quote before the order is placed', function () {
    Fx::placeWithPromo(['phone' => '0671110010'])->assertCreated();

    $this->postJson('/api/checkout/quote', Fx::delivery(['promo_code' => 'FIRST', 'phone' => '0671110010']), ['Accept-Language' => 'en'])->assertOk()
        ->assertJsonPath('data.promo.applied', false)
        ->assertJsonPath('data.promo.reason', 'customer_limit')
        ->assertJsonPath('data.promo.message', 'You have already used this promo code as many times as it allows.');
});

it('refuses inside the placing transaction an order whose quote passed before the other use was counted', function () {
    // The quotes count no use (the second submit's quote ran while the first order was being placed, so it did not see
    // that use yet); the count inside the placing transaction, which excepts the order being placed, is the real one.
    // Bound before the first submit: the route's controller keeps the PromoCodes it was built with.
    $inTransaction = fn (PromoCode $promo, ?Customer $customer, ?string $phone, ?int $except = null) => $except !== null;
    $promoCodes = $this->partialMock(PromoCodes::class);
    $promoCodes->shouldReceive('limitReached')->withArgs(fn (...$arguments) => ! $inTransaction(...$arguments))->twice()->andReturnFalse();
    $promoCodes->shouldReceive('limitReached')->withArgs($inTransaction)->twice()->passthru();
    Fx::placeWithPromo(['phone' => '0671110011'])->assertCreated();
    $orders = Order::query()->count();

    Fx::placeWithPromo(['phone' => '0671110011'])->assertUnprocessable()->assertJsonValidationErrors(['promo_code' => 'You have already used this promo code as many times as it allows.']);

    expect(Order::query()->count())->toBe($orders)
        ->and(PromoCode::query()->where('code', 'FIRST')->value('used_count'))->toBe(1);
});

it('has no per-customer limit when the code sets none', function () {
    PromoCode::factory()->create(['code' => 'OPEN']);

    foreach (range(1, 3) as $i) {
        $this->postJson('/api/orders', Fx::delivery(['promo_code' => 'OPEN', 'phone' => '0671110012']), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated();
    }
});
