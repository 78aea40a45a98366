<?php

use App\Models\Product;
use Tests\Feature\Storefront\StorefrontFixtures;

beforeEach(fn () => seedShop());

it('prices the cart from the catalog, not from the browser', function () {
    $roll = StorefrontFixtures::product('philadelphia-classic');
    $ginger = StorefrontFixtures::modifier('extra-ginger');

    $this->postJson('/en/cart/check', ['items' => [
        ['id' => $roll->id, 'quantity' => 2, 'currentPrice' => 1, 'modifiers' => [['id' => $ginger->id, 'quantity' => 2, 'currentPrice' => 1]]],
    ]])->assertOk()
        ->assertJsonPath('data.lines.0.name', 'Philadelphia Classic')
        ->assertJsonPath('data.lines.0.price', $roll->price)
        ->assertJsonPath('data.lines.0.modifiers.0.price', $ginger->price)
        ->assertJsonPath('data.lines.0.line_total', 2 * $roll->price + 2 * $ginger->price * 2)
        ->assertJsonPath('data.lines.0.problems', ['price_changed'])
        ->assertJsonPath('data.subtotal', 2 * $roll->price + 2 * $ginger->price * 2)
        ->assertJsonPath('data.count', 2);
});

it('reports products that are gone or stop-listed and leaves them out of the subtotal', function () {
    $roll = StorefrontFixtures::product('philadelphia-classic');
    $stopped = Product::query()->where('available', false)->firstOrFail();

    $this->postJson('/cart/check', ['items' => [
        ['id' => 999999, 'quantity' => 1],
        ['id' => $stopped->id, 'quantity' => 1],
        ['id' => $roll->id, 'quantity' => 1, 'currentPrice' => $roll->price],
    ]])->assertOk()
        ->assertJsonPath('data.lines.0.problems', ['not_found'])
        ->assertJsonPath('data.lines.1.problems', ['unavailable'])
        ->assertJsonPath('data.lines.1.orderable', false)
        ->assertJsonPath('data.lines.2.problems', [])
        ->assertJsonPath('data.subtotal', $roll->price);
});

it('enforces the modifier group limits on the server', function () {
    $wok = Product::query()->whereHas('modifierGroups', fn ($q) => $q->where('key', 'wok-noodles'))->where('available', true)->firstOrFail();
    $udon = StorefrontFixtures::modifier('noodles-udon');
    $soba = StorefrontFixtures::modifier('noodles-soba');
    $teriyaki = StorefrontFixtures::modifier('wok-sauce-teriyaki');
    $ginger = StorefrontFixtures::modifier('extra-ginger');

    $check = fn (array $modifiers) => $this->postJson('/cart/check', ['items' => [['id' => $wok->id, 'quantity' => 1, 'modifiers' => $modifiers]]])->json('data.lines.0');

    expect($check([['id' => $udon->id, 'quantity' => 1], ['id' => $teriyaki->id, 'quantity' => 1]])['problems'])->toBe([])
        ->and($check([['id' => $teriyaki->id, 'quantity' => 1]])['problems'])->toBe(['modifier_limits'])
        ->and($check([['id' => $udon->id, 'quantity' => 1], ['id' => $soba->id, 'quantity' => 1], ['id' => $teriyaki->id, 'quantity' => 1]])['problems'])->toBe(['modifier_limits'])
        ->and($check([['id' => $udon->id, 'quantity' => 2], ['id' => $teriyaki->id, 'quantity' => 1]])['problems'])->toBe(['modifier_limits'])
        ->and($check([['id' => $udon->id, 'quantity' => 1], ['id' => $teriyaki->id, 'quantity' => 1], ['id' => $ginger->id, 'quantity' => 1]])['problems'])->toBe(['modifier_unavailable']);
});

it('offers sauces and drinks that are not in the cart', function () {
    $sauce = Product::query()->whereHas('category', fn ($q) => $q->where('slug', 'sauces'))->orderByDesc('popularity')->firstOrFail();

    $upsell = $this->postJson('/cart/check', ['items' => [['id' => $sauce->id, 'quantity' => 1]]])->json('data.upsell');

    expect($upsell)->toHaveCount(6)
        ->and(array_column($upsell, 'id'))->not->toContain($sauce->id);
});

it('rejects malformed carts with field errors', function (array $items, string $field) {
    $this->postJson('/cart/check', ['items' => $items])->assertStatus(422)->assertJsonValidationErrors($field);
})->with([
    'quantity 0' => [[['id' => 1, 'quantity' => 0]], 'items.0.quantity'],
    'quantity 1000' => [[['id' => 1, 'quantity' => 1000]], 'items.0.quantity'],
    'fractional quantity' => [[['id' => 1, 'quantity' => 1.5]], 'items.0.quantity'],
    'id of the wrong type' => [[['id' => 'abc', 'quantity' => 1]], 'items.0.id'],
    'too many lines' => [array_fill(0, 51, ['id' => 1, 'quantity' => 1]), 'items'],
]);
