<?php

use App\Inertia\BackoffSsrGateway;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;
use Inertia\Ssr\Gateway;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;
use Tests\Support\SsrRendererStub;

require_once __DIR__.'/Support/InertiaTestKit.php';

// The SSR gateway (POST {inertia.ssr.url}/render) behind @inertiaHead and @inertia, and its failure backoff, against a
// real HTTP server in the renderer's place (SsrRendererStub).

beforeEach(function () {
    \Tests\Support\TestCache::flush();
    $this->renderer = SsrRendererStub::shared();
    $this->renderer->answer(['head' => [], 'body' => '<div id="app" data-server-rendered="true"></div>']);
    config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => $this->renderer->url, 'inertia.ssr.failure_backoff' => 10, 'inertia.ssr.timeout' => 2]);
    Kit::routes(fn () => Route::get('/menu', fn () => Inertia::render('menu/index', ['title' => 'Меню'])));
    $this->logged = [];
    Event::listen(MessageLogged::class, fn (MessageLogged $e) => $this->logged[] = $e->message);
});

afterAll(fn () => SsrRendererStub::stopShared());

it('puts the renderer\'s head tags and body into the root view', function () {
    $this->renderer->answer(['head' => ['<title inertia>Меню</title>', '<meta name="x" content="1">'], 'body' => '<div id="app" data-server-rendered="true"><h1>Меню</h1></div>']);

    $html = $this->get('/_inertia/menu')->assertOk()->getContent();

    expect($html)->toContain("<title inertia>Меню</title>\n<meta name=\"x\" content=\"1\">")
        ->toContain('<h1>Меню</h1>')
        ->not->toContain('<script data-page="app"');
    $requests = $this->renderer->requests();
    expect($requests)->toHaveCount(1)
        ->and($requests[0])->toMatchArray(['method' => 'POST', 'path' => '/render', 'content_type' => 'application/json', 'expect' => null])
        ->and($requests[0]['page']['component'])->toBe('menu/index')
        ->and($requests[0]['page']['props']['title'])->toBe('Меню');
});

it('asks the renderer once per page even with both directives in the view', function () {
    $this->get('/_inertia/menu')->assertOk();

    expect($this->renderer->requests())->toHaveCount(1);
});

it('does not ask the renderer for Inertia visits', function () {
    $this->get('/_inertia/menu', Kit::visit())->assertOk();

    expect($this->renderer->requests())->toBe([]);
});

it('does not ask the renderer when SSR is off', function () {
    config(['inertia.ssr.enabled' => false]);

    $this->get('/_inertia/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);

    expect($this->renderer->requests())->toBe([]);
});

it('renders on the client when the renderer answers an error, and logs it', function () {
    $this->renderer->answer('render error', 500);

    $this->get('/_inertia/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);

    expect($this->logged)->toContain('Inertia SSR render failed; serving a client-rendered page.');
});

it('leaves a failed renderer alone for the backoff interval, logging once', function () {
    $this->renderer->answer('render error', 500);

    $this->get('/_inertia/menu')->assertOk();
    app()->forgetScopedInstances(); // a new request (the package keeps one SSR answer per request)
    $this->get('/_inertia/menu')->assertOk()->assertSee('<script data-page="app" type="application/json">', false);

    expect($this->renderer->requests())->toHaveCount(1)
        ->and(array_filter($this->logged, fn ($m) => str_contains($m, 'Inertia SSR render failed')))->toHaveCount(1);
});

it('asks the renderer again once the backoff interval is over', function () {
    config(['inertia.ssr.failure_backoff' => 1]);
    $this->renderer->answer('render error', 500);
    $this->get('/_inertia/menu');

    Cache::forget(BackoffSsrGateway::DOWN_KEY); // what the cache does after failure_backoff seconds
    app()->forgetScopedInstances();
    $this->get('/_inertia/menu');

    expect($this->renderer->requests())->toHaveCount(2);
});

it('renders on the client when nothing listens at the renderer\'s address, and leaves it alone meanwhile', function () {
    config(['inertia.ssr.url' => SsrRendererStub::closedUrl()]);

    $this->get('/_inertia/menu')->assertOk()->assertSee('<div id="app"></div>', false);

    expect(Cache::get(BackoffSsrGateway::DOWN_KEY))->toBeTrue()
        ->and(array_filter($this->logged, fn ($m) => str_contains($m, 'Inertia SSR render failed')))->toHaveCount(1);
});

it('gives up on a renderer slower than inertia.ssr.timeout and renders on the client', function () {
    // A server of its own: the built-in server answers one request at a time, and this one keeps it busy.
    $slow = SsrRendererStub::own();
    $slow->answer(['head' => [], 'body' => '<div id="app">late</div>'], delayMs: 1500);
    config(['inertia.ssr.timeout' => 0.3, 'inertia.ssr.url' => $slow->url]);

    $started = hrtime(true);
    $response = app(Gateway::class)->dispatch(['component' => 'menu/index', 'props' => []]);
    $slow->stop();

    expect($response)->toBeNull()
        // Under the renderer's 1.5 s: the call was cut at the timeout, not waited out.
        ->and((hrtime(true) - $started) / 1e9)->toBeLessThan(1.4)
        ->and(Cache::get(BackoffSsrGateway::DOWN_KEY))->toBeTrue();
});

it('renders on the client when the renderer answers something else than a body', function (string|array $answer) {
    $this->renderer->answer($answer);

    expect(app(Gateway::class)->dispatch(['component' => 'menu/index', 'props' => []]))->toBeNull()
        ->and(Cache::get(BackoffSsrGateway::DOWN_KEY))->toBeTrue();
})->with([
    'no body' => [['head' => []]],
    'an empty body' => [['head' => [], 'body' => '']],
    'not JSON' => ['<html>a proxy\'s error page</html>'],
]);

it('renders through the package\'s gateway, bound to the shop\'s backoff gateway', function () {
    expect(app(Gateway::class))->toBeInstanceOf(BackoffSsrGateway::class)
        ->toBeInstanceOf(\Inertia\Ssr\HttpGateway::class)
        ->and(app(Gateway::class))->toBe(app(Gateway::class));
});

it('still tells the package\'s listeners about a failed render', function () {
    Event::fake([\Inertia\Ssr\SsrRenderFailed::class]);
    config(['inertia.ssr.url' => SsrRendererStub::closedUrl()]);

    $this->get('/_inertia/menu')->assertOk();

    Event::assertDispatched(\Inertia\Ssr\SsrRenderFailed::class, fn ($event) => $event->component() === 'menu/index');
});
