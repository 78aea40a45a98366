<?php

use Tests\Feature\Storefront\StorefrontFixtures;

beforeEach(fn () => seedShop());

it('describes a product as a MenuItem with an Offer in UAH', function () {
    $data = StorefrontFixtures::jsonLd($this->get('/en/product/philadelphia-classic')->assertOk());

    expect($data['@type'])->toBe('MenuItem')
        ->and($data['name'])->toBe('Philadelphia Classic')
        ->and($data['offers'])->toMatchArray(['@type' => 'Offer', 'price' => '329.00', 'priceCurrency' => 'UAH', 'availability' => 'https://schema.org/InStock'])
        ->and($data['aggregateRating']['reviewCount'])->toBeGreaterThan(0);
});

it('describes the restaurants with addresses and opening hours on the home and contacts pages', function (string $path) {
    $graph = StorefrontFixtures::jsonLd($this->withHeader('Accept-Language', 'uk')->get($path)->assertOk())['@graph'];

    expect($graph)->toHaveCount(3)
        ->and($graph[0]['@type'])->toBe('Restaurant')
        ->and($graph[0]['address']['addressLocality'])->toBe('Kyiv')
        ->and($graph[0]['openingHoursSpecification'])->toHaveCount(7);
})->with(['/', '/en/contacts']);

it('sends no JSON-LD on Inertia visits, only in the HTML', function () {
    $version = (new \App\Http\Middleware\HandleInertiaRequests)->version(request());

    $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => (string) $version])->get('/en/product/philadelphia-classic')
        ->assertOk()->assertJsonMissingPath('props.jsonLd');
});

it('gives every page a canonical link, hreflang alternates and Open Graph basics', function () {
    $this->get('/en/menu/rolls')->assertOk()
        ->assertSee('<link rel="canonical" href="http://localhost/en/menu/rolls">', false)
        ->assertSee('<link rel="alternate" hreflang="uk-UA" href="http://localhost/menu/rolls">', false)
        ->assertSee('<link rel="alternate" hreflang="x-default" href="http://localhost/menu/rolls">', false)
        ->assertSee('<meta property="og:locale" content="en_US">', false)
        ->assertSee('<meta property="og:url" content="http://localhost/en/menu/rolls">', false)
        ->assertDontSee('noindex');
});

it('keeps checkout and the account out of search engines', function () {
    $this->get('/checkout')->assertSee('<meta name="robots" content="noindex">', false);
});
