<?php

use App\Models\Product;
use App\Models\PromoCode;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// POST /api/checkout/quote: every totals rule, in minor units (kopiyky).

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
});

it('prices the cart from the catalog whatever prices the browser sends', function () {
    $items = [['id' => Fx::product()->id, 'quantity' => 2, 'currentPrice' => 1, 'modifiers' => []]];

    $quote = Fx::quote(['items' => $items]);

    expect(Fx::totalsOf($quote)['subtotal'])->toBe(65800)
        ->and($quote['lines'][0]['price'])->toBe(32900)
        ->and($quote['lines'][0]['problems'])->toBe(['price_changed']);
});

it('counts a line\'s modifiers once per unit of the line', function () {
    $soy = Fx::product()->modifierGroups->first()->modifiers->firstWhere('key', 'extra-soy-sauce');
    $items = [['id' => Fx::product()->id, 'quantity' => 2, 'modifiers' => [['id' => $soy->id, 'quantity' => 2]]]];

    expect(Fx::totalsOf(Fx::quote(['items' => $items]))['subtotal'])->toBe(2 * 32900 + 2 * (2 * 2000));
});

it('leaves out lines that cannot be ordered and names them', function () {
    $miso = Fx::product('miso-soup');
    $miso->update(['available' => false]);
    $items = [...Fx::items(2), ['id' => $miso->id, 'quantity' => 1]];

    $quote = Fx::quote(['items' => $items]);

    expect(Fx::totalsOf($quote)['subtotal'])->toBe(65800)
        ->and($quote['problems']['items.1'])->toBe(['Miso Soup is not available right now.']);
});

it('charges the region\'s delivery fee below its free-delivery threshold', function () {
    $quote = Fx::quote();

    expect($quote['totals'])->toBe([
        ['code' => 'subtotal', 'amount' => 65800],
        ['code' => 'delivery', 'amount' => 6000, 'free' => false],
        ['code' => 'total', 'amount' => 71800],
    ])->and($quote['total'])->toBe(71800);
});

it('delivers free from the region\'s threshold, compared with the subtotal', function () {
    $quote = Fx::quote(['items' => Fx::items(4)]);

    expect($quote['totals'][1])->toBe(['code' => 'delivery', 'amount' => 0, 'free' => true])
        ->and($quote['total'])->toBe(131600);
});

it('charges no delivery for pickup', function () {
    $quote = Fx::quote(form: Fx::pickup());

    expect(array_column($quote['totals'], 'code'))->toBe(['subtotal', 'total'])
        ->and($quote['total'])->toBe(65800);
});

it('says how much is missing for the region\'s minimum order', function () {
    $quote = Fx::quote(['items' => Fx::items(1)]);

    expect($quote['problems']['items'])->toBe(['The minimum order for this area is UAH 400: add UAH 71 more.'])
        ->and($quote['min_order'])->toBe(40000);
});

it('takes a percentage promo code off the subtotal, rounded half up to the kopiyka', function () {
    $odd = Product::factory()->create(['price' => 12345, 'category_id' => Fx::product()->category_id]);
    PromoCode::factory()->create(['code' => 'TEN', 'value' => 10]);

    $quote = Fx::quote(['items' => [['id' => $odd->id, 'quantity' => 1]], 'promo_code' => ' ten ']);

    expect(Fx::totalsOf($quote)['discount'])->toBe(-1235)
        ->and($quote['promo'])->toMatchArray(['code' => 'TEN', 'applied' => true, 'discount' => 1235]);
});

it('caps a percentage discount at the code\'s maximum', function () {
    PromoCode::factory()->create(['code' => 'HALF', 'value' => 50, 'max_discount' => 10000]);

    expect(Fx::totalsOf(Fx::quote(['promo_code' => 'HALF']))['discount'])->toBe(-10000);
});

it('never takes a fixed discount beyond the subtotal', function () {
    PromoCode::factory()->fixed(100000)->create(['code' => 'HUGE']);

    $totals = Fx::totalsOf(Fx::quote(['promo_code' => 'HUGE']));

    expect($totals['discount'])->toBe(-65800)
        ->and($totals['total'])->toBe(6000);
});

it('refuses a promo code and says why', function (array $attributes, string $reason, string $message) {
    PromoCode::factory()->create(['code' => 'NOPE'] + $attributes);

    $quote = Fx::quote(['promo_code' => 'NOPE']);

    expect($quote['promo'])->toMatchArray(['applied' => false, 'discount' => 0, 'reason' => $reason, 'message' => $message])
        ->and($quote['problems']['promo_code'])->toBe([$message])
        ->and(array_column($quote['totals'], 'code'))->not->toContain('discount');
})->with([
    'expired' => [['starts_at' => '2026-05-01 00:00:00', 'ends_at' => '2026-06-01 00:00:00'], 'expired', 'This promo code expired on 01.06.2026.'],
    'not started' => [['starts_at' => '2026-07-01 00:00:00'], 'not_started', 'This promo code works from 01.07.2026.'],
    'below its minimum' => [['min_subtotal' => 70000], 'below_minimum', 'This promo code works for orders from UAH 700.'],
    'used up' => [['usage_limit' => 5, 'used_count' => 5], 'exhausted', 'This promo code has been used up.'],
    'switched off' => [['active' => false], 'inactive', 'This promo code is switched off.'],
]);

it('refuses an unknown promo code', function () {
    expect(Fx::quote(['promo_code' => 'NO-SUCH'])['promo'])->toMatchArray(['applied' => false, 'reason' => 'unknown']);
});

it('spends bonuses up to the customer\'s balance', function () {
    [, $token] = Fx::customerWithBonuses(5000);

    $quote = Fx::quote(['bonuses' => 5000], ['Authorization' => "Bearer $token"]);

    expect(Fx::totalsOf($quote)['bonuses'])->toBe(-5000)
        ->and($quote['total'])->toBe(66800)
        ->and($quote['bonuses'])->toBe(['balance' => 5000, 'max' => 5000, 'spent' => 5000]);
});

it('caps bonuses at the configured share of the total', function () {
    [, $token] = Fx::customerWithBonuses(100000);

    $quote = Fx::quote(['bonuses' => 30000], ['Authorization' => "Bearer $token"]);

    expect($quote['bonuses'])->toBe(['balance' => 100000, 'max' => 21540, 'spent' => 21540])
        ->and($quote['problems']['bonuses'])->toBe(['Bonuses can pay at most UAH 215.40 of this order.']);
});

it('refuses bonuses over the balance', function () {
    [, $token] = Fx::customerWithBonuses(1000);

    $quote = Fx::quote(['bonuses' => 2000], ['Authorization' => "Bearer $token"]);

    expect($quote['problems']['bonuses'])->toBe(['You have UAH 10 in bonuses.'])
        ->and($quote['bonuses']['spent'])->toBe(1000);
});

it('refuses bonuses from a guest', function () {
    $quote = Fx::quote(['bonuses' => 1000]);

    expect($quote['problems']['bonuses'])->toBe(['Sign in to spend bonuses.'])
        ->and($quote['bonuses'])->toBeNull()
        ->and($quote['total'])->toBe(71800);
});

it('lists the totals in order with deductions that add up to the total', function () {
    [, $token] = Fx::customerWithBonuses(3000);
    PromoCode::factory()->create(['code' => 'SUNNY', 'value' => 10]);

    $quote = Fx::quote(['promo_code' => 'SUNNY', 'bonuses' => 3000], ['Authorization' => "Bearer $token"]);
    $rows = $quote['totals'];

    expect(array_column($rows, 'code'))->toBe(['subtotal', 'delivery', 'discount', 'bonuses', 'total'])
        ->and(array_column($rows, 'amount'))->toBe([65800, 6000, -6580, -3000, 62220])
        ->and(array_sum(array_column(array_slice($rows, 0, -1), 'amount')))->toBe($quote['total']);
});

it('asks for change from at least the total', function () {
    expect(Fx::quote(['change_from' => 50000])['problems']['change_from'])->toBe(['The change must be from at least UAH 718.']);
});

it('answers the quote in Ukrainian for ua', function () {
    $quote = Fx::quote(['items' => Fx::items(1)], ['Accept-Language' => 'ua']);

    expect($quote['problems']['items'])->toBe(["Мінімальне замовлення в цьому районі — 400\u{a0}₴: додайте ще 71\u{a0}₴."]);
});

it('answers 422 for a malformed cart', function (array $items, string $field) {
    $this->postJson('/api/checkout/quote', Fx::delivery(['items' => $items]))
        ->assertUnprocessable()
        ->assertJsonValidationErrors([$field]);
})->with([
    'quantity 0' => [[['id' => 9, 'quantity' => 0]], 'items.0.quantity'],
    'quantity 1000' => [[['id' => 9, 'quantity' => 1000]], 'items.0.quantity'],
    'id not a number' => [[['id' => 'nine', 'quantity' => 1]], 'items.0.id'],
    'over 50 lines' => [array_fill(0, 51, ['id' => 9, 'quantity' => 1]), 'items'],
]);
