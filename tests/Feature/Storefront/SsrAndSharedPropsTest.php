<?php

use App\Inertia\BackoffSsrGateway;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Tests\Support\SsrRendererStub;

beforeEach(fn () => seedShop());

it('serves the server-rendered page from the SSR renderer', function () {
    $renderer = SsrRendererStub::shared();
    $renderer->answer(['head' => ['<meta name="x-ssr" content="1">'], 'body' => '<div data-server-rendered="true" id="app"><h1>Меню</h1></div>']);
    config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => $renderer->url]);

    $this->get('/menu')->assertOk()
        ->assertSee('<meta name="x-ssr" content="1">', false)
        ->assertSee('<h1>Меню</h1>', false)
        ->assertDontSee('<script data-page="app"', false);

    $requests = $renderer->requests();
    expect($requests)->toHaveCount(1)
        ->and($requests[0]['page']['component'])->toBe('menu/index')
        ->and($requests[0]['page']['props']['locale'])->toBe('uk');
});

it('renders on the client and logs once when the SSR renderer is down', function () {
    config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => SsrRendererStub::closedUrl()]);
    $logged = [];
    Event::listen(MessageLogged::class, function (MessageLogged $event) use (&$logged) {
        $logged[] = $event->message;
    });

    $this->get('/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);
    $this->get('/en/menu')->assertOk()->assertSee('<div id="app"></div>', false);

    // The second page did not try the renderer again: the failure is logged once, and the backoff mark is set.
    expect(array_filter($logged, fn ($m) => str_contains($m, 'Inertia SSR render failed')))->toHaveCount(1)
        ->and(Cache::get(BackoffSsrGateway::DOWN_KEY))->toBeTrue();
});

afterAll(fn () => SsrRendererStub::stopShared());

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
