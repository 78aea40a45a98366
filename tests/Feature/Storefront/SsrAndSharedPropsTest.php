<?php

use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;

beforeEach(fn () => seedShop());

it('serves the server-rendered page from the SSR renderer', function () {
    config(['inertia.ssr.enabled' => true]);
    Http::fake(['127.0.0.1:13714/render' => Http::response(['head' => ['<meta name="x-ssr" content="1">'], 'body' => '<div data-server-rendered="true" id="app"><h1>Меню</h1></div>'])]);

    $this->get('/menu')->assertOk()
        ->assertSee('<meta name="x-ssr" content="1">', false)
        ->assertSee('<h1>Меню</h1>', false)
        ->assertDontSee('<script data-page="app"', false);

    Http::assertSent(fn ($request) => $request['component'] === 'menu/index' && $request['props']['locale'] === 'uk');
});

it('renders on the client and logs once when the SSR renderer is down', function () {
    config(['inertia.ssr.enabled' => true]);
    Http::fake(['*' => Http::failedConnection('Connection refused')]);
    $logged = [];
    Event::listen(MessageLogged::class, function (MessageLogged $event) use (&$logged) {
        $logged[] = $event->message;
    });

    $this->get('/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);
    $this->get('/en/menu')->assertOk()->assertSee('<div id="app"></div>', false);

    expect(array_filter($logged, fn ($m) => str_contains($m, 'Inertia SSR render failed')))->toHaveCount(1);
    Http::assertSentCount(1);
});

it('reads the dictionaries of the shared props from the cache, not the database, once warm', function () {
    config(['shop.page_cache.enabled' => false]); // the page itself is rendered again, its props read again
    $this->get('/en/menu')->assertOk();

    DB::enableQueryLog();
    $this->get('/en/menu')->assertOk()->assertInertia(fn ($page) => $page->has('categories', 10)->has('restaurants', 3)->has('socials', 4)->etc());

    expect(DB::getQueryLog())->toBe([]);
});

it('shares the alert banner and the settings in the page language', function () {
    $this->get('/en/contacts')->assertInertia(fn ($page) => $page
        ->where('alerts.message', fn ($m) => str_contains($m, 'delivery'))
        ->where('settings.phone', '+380 44 123 45 67')
        ->etc());
});
