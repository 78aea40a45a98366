<?php

use App\Models\Product;
use Tests\Feature\Storefront\StorefrontFixtures;

// The browser keeps recently viewed and favorite product ids and asks for their cards with a partial reload
// (?ids=…): the list is validated when that prop is asked for, not on every visit of the page.

beforeEach(fn () => seedShop());

it('sends the cards of the asked ids, junk dropped, on the home page and the favorites, in both languages', function (string $prefix, string $component, string $prop) {
    $ids = Product::query()->orderBy('id')->limit(2)->pluck('id')->all();

    $response = $this->get("$prefix?ids={$ids[0]},abc,{$ids[1]},-4,{$ids[0]}", StorefrontFixtures::productIdsPartialHeaders($component, $prop))->assertOk();

    expect(array_column($response->json("props.$prop"), 'id'))->toEqualCanonicalizing($ids);
})->with([
    'home uk' => ['/', 'home', 'viewed'],
    'home en' => ['/en', 'home', 'viewed'],
    'favorites uk' => ['/favorites', 'favorites', 'products'],
    'favorites en' => ['/en/favorites', 'favorites', 'products'],
]);

it('refuses an over-long id list when the cards are asked for (back with the errors), and ignores it when they are not', function (string $path, string $component, string $prop) {
    $ids = implode(',', range(100000, 100300));

    // An Inertia visit that fails validation goes back with the errors (the page's `errors` prop), as any Inertia form does.
    $this->get("$path?ids=$ids", StorefrontFixtures::productIdsPartialHeaders($component, $prop))->assertRedirect()->assertSessionHasErrors();
    $this->get("$path?ids=$ids")->assertOk();
})->with([
    'home' => ['/', 'home', 'viewed'],
    'favorites' => ['/en/favorites', 'favorites', 'products'],
]);
