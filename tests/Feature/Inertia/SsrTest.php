<?php

use App\Inertia\BackoffSsrGateway;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;
use Inertia\Ssr\Gateway;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// The SSR gateway (POST {inertia.ssr.url}/render) behind @inertiaHead and @inertia, and its failure backoff.

beforeEach(function () {
    \Tests\Support\TestCache::flush();
    config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:13714', 'inertia.ssr.failure_backoff' => 10]);
    Kit::routes(fn () => Route::get('/menu', fn () => Inertia::render('menu/index', ['title' => 'Меню'])));
    $this->logged = [];
    Event::listen(MessageLogged::class, fn (MessageLogged $e) => $this->logged[] = $e->message);
});

it('puts the renderer\'s head tags and body into the root view', function () {
    Http::fake(['127.0.0.1:13714/render' => Http::response(['head' => ['<title inertia>Меню</title>', '<meta name="x" content="1">'], 'body' => '<div id="app" data-server-rendered="true"><h1>Меню</h1></div>'])]);

    $html = $this->get('/_inertia/menu')->assertOk()->getContent();

    expect($html)->toContain("<title inertia>Меню</title>\n<meta name=\"x\" content=\"1\">")
        ->toContain('<h1>Меню</h1>')
        ->not->toContain('<script data-page="app"');
    Http::assertSent(fn ($request) => $request->url() === 'http://127.0.0.1:13714/render'
        && $request['component'] === 'menu/index' && $request['props']['title'] === 'Меню');
});

it('asks the renderer once per page even with both directives in the view', function () {
    Http::fake(['*' => Http::response(['head' => [], 'body' => '<div id="app"></div>'])]);

    $this->get('/_inertia/menu')->assertOk();

    Http::assertSentCount(1);
});

it('does not ask the renderer for Inertia visits', function () {
    Http::fake();

    $this->get('/_inertia/menu', Kit::visit())->assertOk();

    Http::assertNothingSent();
});

it('does not ask the renderer when SSR is off', function () {
    config(['inertia.ssr.enabled' => false]);
    Http::fake();

    $this->get('/_inertia/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);

    Http::assertNothingSent();
});

it('renders on the client when the renderer answers an error, and logs it', function () {
    Http::fake(['*' => Http::response('render error', 500)]);

    $this->get('/_inertia/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);

    expect($this->logged)->toContain('Inertia SSR render failed; serving a client-rendered page.');
});

it('leaves a failed renderer alone for the backoff interval, logging once', function () {
    Http::fake(['*' => Http::failedConnection('Connection refused')]);

    $this->get('/_inertia/menu')->assertOk();
    $this->get('/_inertia/menu')->assertOk();

    Http::assertSentCount(1);
    expect(array_filter($this->logged, fn ($m) => str_contains($m, 'Inertia SSR render failed')))->toHaveCount(1);
});

it('asks the renderer again once the backoff interval is over', function () {
    config(['inertia.ssr.failure_backoff' => 1]);
    Http::fake(['*' => Http::failedConnection('Connection refused')]);
    $this->get('/_inertia/menu');

    Cache::forget(BackoffSsrGateway::DOWN_KEY); // what the cache does after failure_backoff seconds
    app()->forgetScopedInstances(); // a new request (the package keeps one SSR answer per request)
    $this->get('/_inertia/menu');

    Http::assertSentCount(2);
});

it('renders on the client when the renderer answers something else than a body', function () {
    Http::fake(['*' => Http::response(['head' => []])]);

    expect(app(Gateway::class)->dispatch(['component' => 'menu/index', 'props' => []]))->toBeNull();
});

it('renders through the package\'s gateway, bound to the shop\'s backoff gateway', function () {
    expect(app(Gateway::class))->toBeInstanceOf(BackoffSsrGateway::class)
        ->toBeInstanceOf(\Inertia\Ssr\HttpGateway::class)
        ->and(app(Gateway::class))->toBe(app(Gateway::class));
});

it('still tells the package\'s listeners about a failed render', function () {
    Event::fake([\Inertia\Ssr\SsrRenderFailed::class]);
    Http::fake(['*' => Http::failedConnection('Connection refused')]);

    $this->get('/_inertia/menu')->assertOk();

    Event::assertDispatched(\Inertia\Ssr\SsrRenderFailed::class, fn ($event) => $event->component() === 'menu/index');
});
