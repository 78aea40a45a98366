<?php

use Inertia\Testing\AssertableInertia as Assert;

beforeEach(fn () => seedShop());

dataset('pages', [
    'home' => ['/', 'home'],
    'menu' => ['/menu', 'menu/index'],
    'category' => ['/menu/rolls', 'menu/category'],
    'product' => ['/product/philadelphia-classic', 'product/show'],
    'promotions' => ['/promotions', 'promotions/index'],
    'promotion' => ['/promotions/happy-hours', 'promotions/show'],
    'favorites' => ['/favorites', 'favorites'],
    'contacts' => ['/contacts', 'contacts'],
    'delivery' => ['/delivery', 'delivery'],
    'checkout' => ['/checkout', 'checkout/index'],
    'payment success' => ['/checkout/payment-success', 'checkout/payment-success'],
    'payment failure' => ['/checkout/payment-failure', 'checkout/payment-failure'],
    'icons' => ['/_icons', 'icons'],
]);

dataset('locales', [
    'uk' => ['', 'uk', 'uk-UA'],
    'en' => ['/en', 'en', 'en-US'],
]);

it('renders every page in both languages', function (string $path, string $component, string $prefix, string $locale, string $tag) {
    $url = $prefix.($path === '/' && $prefix !== '' ? '' : $path);

    $this->withHeader('Accept-Language', 'uk')->get($url)
        ->assertOk()
        ->assertSee('<html lang="'.$tag.'">', false)
        ->assertSee('hreflang="uk-UA"', false)
        ->assertSee('hreflang="en-US"', false)
        ->assertInertia(fn (Assert $page) => $page->component($component)
            ->where('locale', $locale)
            ->has('categories', 10)
            ->has('restaurants', 3)
            // The same page in each language: what Laravel generates for the page's named route under each prefix.
            ->where('alternates', [
                'uk' => route(request()->route()->getName() === null ? 'home' : preg_replace('/^en\./', '', request()->route()->getName()), request()->route()->parameters(), true),
                'en' => route('en.'.preg_replace('/^en\./', '', request()->route()->getName()), request()->route()->parameters(), true),
            ])
            ->etc());
})->with('pages')->with('locales');

it('points an error page of an unknown address to each language\'s home', function (string $prefix) {
    $this->get("$prefix/no-such-page")->assertNotFound()->assertInertia(fn (Assert $page) => $page
        ->where('alternates', ['uk' => url('/'), 'en' => url('/en')])
        ->etc());
})->with(['uk' => [''], 'en' => ['/en']]);

it('answers in the page language with data from the shop backend', function () {
    $this->get('/product/philadelphia-classic')->assertInertia(fn (Assert $page) => $page
        ->where('product.name', 'Філадельфія класична')
        ->where('product.price', 32900)
        ->has('product.modifier_groups', 1)
        ->etc());

    $this->get('/en/product/philadelphia-classic')->assertInertia(fn (Assert $page) => $page
        ->where('product.name', 'Philadelphia Classic')
        ->etc());
});

it('gives the category page its products and only what it shows', function () {
    $this->get('/en/menu/rolls')->assertInertia(fn (Assert $page) => $page
        ->where('category.slug', 'rolls')
        ->has('category.products.0', fn (Assert $product) => $product
            ->hasAll(['id', 'slug', 'category_id', 'name', 'image', 'price', 'old_price', 'weight', 'pieces', 'badges', 'allergens', 'available', 'has_modifiers', 'popularity'])
            ->missing('description'))
        ->etc());
});

it('marks the uk and en route names', function () {
    expect(route('menu.category', ['category' => 'rolls'], false))->toBe('/menu/rolls')
        ->and(route('en.menu.category', ['category' => 'rolls'], false))->toBe('/en/menu/rolls')
        ->and(route('en.home', [], false))->toBe('/en');
});

it('keeps resources/js/ziggy.js (php artisan ziggy:generate) in step with the routes', function () {
    preg_match('/^const Ziggy = (.*);$/m', (string) file_get_contents(resource_path('js/ziggy.js')), $match);
    $written = json_decode($match[1] ?? 'null', true);

    expect($written['routes'] ?? null)->toBe((new \Tighten\Ziggy\Ziggy)->toArray()['routes'])
        ->and($written['routes'])->toHaveKeys(['home', 'en.home', 'product', 'en.product', 'checkout', 'en.account.orders'])
        ->and(array_filter(array_keys($written['routes']), fn (string $name) => preg_match('/^(en\.)?(api|sanctum|storage|staff)\./', $name) === 1))->toBe([]);
});

it('answers HEAD requests', function () {
    $this->call('HEAD', '/en/menu')->assertOk();
});

it('sends a 409 with X-Inertia-Location for a stale asset version', function () {
    $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => 'old-build'])
        ->get('/en/menu')
        ->assertStatus(409)
        ->assertHeader('X-Inertia-Location', 'http://localhost/en/menu');
})->skip(fn () => ! is_file(public_path('build/manifest.json')), 'needs a built front end');

it('answers an Inertia visit with the page as JSON', function () {
    $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request())])
        ->get('/en/delivery')
        ->assertOk()
        ->assertHeader('X-Inertia', 'true')
        ->assertJsonPath('component', 'delivery')
        ->assertJsonPath('props.locale', 'en')
        ->assertJsonCount(6, 'props.regions');
});
