<?php

use App\Models\Product;

beforeEach(fn () => seedShop());

it('redirects old /tproduct paths permanently to the product, in both languages', function () {
    $table = require resource_path('legacy/tproduct-redirects.php');
    [$path, $slug] = [array_key_first($table), $table[array_key_first($table)]];

    $this->get($path)->assertStatus(301)->assertRedirect('http://localhost/product/'.$slug);
    $this->get('/en'.$path)->assertStatus(301)->assertRedirect('http://localhost/en/product/'.$slug);
});

it('keeps a legacy table of at least 30 paths, several per product, all pointing at real products', function () {
    $table = require resource_path('legacy/tproduct-redirects.php');
    $perSlug = array_count_values($table);

    expect(count($table))->toBeGreaterThanOrEqual(30)
        ->and(count(array_filter($perSlug, fn ($n) => $n > 1)))->toBeGreaterThanOrEqual(5)
        ->and(array_diff(array_keys($perSlug), Product::query()->pluck('slug')->all()))->toBe([]);
});

it('answers an unknown legacy path with a 404, never a redirect', function () {
    $this->get('/tproduct/999-000-nothing-here')->assertNotFound();
    $this->get('/tproduct/'.str_repeat('x', 3000))->assertNotFound();
});

it('says "Page not found" for an unmatched route, in the default layout', function (string $path) {
    $this->get($path)->assertNotFound()
        ->assertInertia(fn ($page) => $page->component('error')->where('status', 404)->where('message', 'Page not found: '.$path)->has('categories')->etc());
})->with(['/nope', '/de/menu', '/en/nope/deeper', '/menu/rolls/extra']);

it('says "Page Not Found" for a route whose parameter fails validation', function (string $path) {
    $this->get($path)->assertNotFound()
        ->assertInertia(fn ($page) => $page->component('error')->where('message', 'Page Not Found: '.$path)->etc());
})->with(['/product/no-such-roll', '/en/product/BAD_slug', '/menu/nope', '/promotions/summer-poke', '/en/promotions/nope']);

it('answers the 404 page in the language of the path', function () {
    $this->get('/en/nope')->assertInertia(fn ($page) => $page->where('locale', 'en')->etc());
    $this->get('/nope')->assertInertia(fn ($page) => $page->where('locale', 'uk')->etc());
});

it('handles overlong and percent-encoded paths without a 500', function () {
    $this->get('/product/'.str_repeat('a', 5000))->assertNotFound();
    $this->get('/product/%F0%9F%8D%A3')->assertNotFound();
    $this->get('/menu/%00')->assertNotFound();
});

it('never shows a stack trace to a visitor', function () {
    config(['app.debug' => false]);
    \Illuminate\Support\Facades\Route::middleware('web')->get('/boom', fn () => throw new RuntimeException('secret internals'));

    $this->get('/boom')->assertStatus(500)
        ->assertDontSee('secret internals')
        ->assertDontSee('RuntimeException')
        ->assertInertia(fn ($page) => $page->component('error')->where('status', 500)->where('message', 'Internal Server Error')->etc());
});

it('applies extra redirect rules from config', function () {
    config(['shop.legacy.rules' => ['/old-menu' => '/menu']]);

    $this->get('/old-menu')->assertStatus(301)->assertRedirect('http://localhost/menu');
});
