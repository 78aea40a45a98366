<?php

use App\ShopApi\HttpShopApi;
use Illuminate\Http\Client\Request as ClientRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Ops\OpsFixtures;

// X-Request-Id: taken from the balancer when well-formed, made otherwise; in the logs, on the answer, and upstream.

it('makes a request id when the request brings none and answers it', function () {
    $first = $this->getJson('/api/ping')->assertOk()->headers->get('X-Request-Id');
    $second = $this->getJson('/api/ping')->assertOk()->headers->get('X-Request-Id');

    expect($first)->toMatch('/^[0-9a-f]{32}$/')
        ->and($second)->toMatch('/^[0-9a-f]{32}$/')
        ->and($first)->not->toBe($second);
});

it('keeps a well-formed request id from the balancer', function (string $incoming) {
    $this->getJson('/api/ping', ['X-Request-Id' => $incoming])->assertOk()->assertHeader('X-Request-Id', $incoming);
})->with([
    'nginx $request_id' => '3f2a1c0b9d8e7f6a5b4c3d2e1f0a9b8c',
    'a UUID' => '123e4567-e89b-12d3-a456-426614174000',
    'dots, colons, underscores' => 'lb1:req_0042.7',
]);

it('replaces a malformed request id with one of its own', function (string $incoming) {
    $answered = $this->getJson('/api/ping', ['X-Request-Id' => $incoming])->assertOk()->headers->get('X-Request-Id');

    expect($answered)->not->toBe($incoming)->toMatch('/^[0-9a-f]{32}$/');
})->with([
    'too short' => 'abc',
    'too long' => str_repeat('a', 129),
    'spaces' => 'req id 12345',
    'markup' => '<script>alert(1)</script>',
    'a log line break' => "req-12345\nforged log line",
    'empty' => '',
]);

it('puts the request id on storefront pages, redirects and error pages too', function () {
    seedShop();

    $this->get('/delivery', ['X-Request-Id' => 'page-req-0001'])->assertOk()->assertHeader('X-Request-Id', 'page-req-0001');
    $this->get('/account', ['X-Request-Id' => 'redirect-req-0001'])->assertRedirect()->assertHeader('X-Request-Id', 'redirect-req-0001');
    $this->get('/no-such-page', ['X-Request-Id' => 'missing-req-0001'])->assertNotFound()->assertHeader('X-Request-Id', 'missing-req-0001');
});

it('writes the request id into every JSON log line of the request', function () {
    $path = OpsFixtures::logRoute();

    $lines = OpsFixtures::jsonLogLines(fn () => $this->getJson($path, ['X-Request-Id' => 'log-req-0001'])->assertOk());

    $line = collect($lines)->firstWhere('message', 'request id probe');
    expect($line)->not->toBeNull()
        ->and($line['level_name'])->toBe('WARNING')
        ->and($line['extra']['request_id'])->toBe('log-req-0001');
});

it('writes the generated request id into the log when the request brought none', function () {
    $path = OpsFixtures::logRoute();
    $answered = null;

    $lines = OpsFixtures::jsonLogLines(function () use ($path, &$answered) {
        $answered = $this->getJson($path)->assertOk()->headers->get('X-Request-Id');
    });

    expect(collect($lines)->firstWhere('message', 'request id probe')['extra']['request_id'])->toBe($answered);
});

it('sends the request id to the upstream shop API', function () {
    config(['shop.api.url' => 'https://upstream.test']);
    Http::preventStrayRequests();
    Http::fake(['*' => Http::response(['settings' => ['phone' => '+380 44 123 45 67', 'email_admin' => 'orders@sunrise-sushi.com.ua']])]);
    Route::get('/_test/upstream-call', fn (HttpShopApi $api) => response()->json(['phone' => $api->settings()->phone]));

    $this->getJson('/_test/upstream-call', ['X-Request-Id' => 'upstream-req-0001'])->assertOk();

    Http::assertSent(fn (ClientRequest $request) => $request->header('X-Request-Id') === ['upstream-req-0001']);
});

it('sends no request id upstream outside a request', function () {
    config(['shop.api.url' => 'https://upstream.test']);
    Http::preventStrayRequests();
    Http::fake(['*' => Http::response(['settings' => ['phone' => '+380 44 123 45 67', 'email_admin' => 'orders@sunrise-sushi.com.ua']])]);

    app(HttpShopApi::class)->settings();

    Http::assertSent(fn (ClientRequest $request) => ! $request->hasHeader('X-Request-Id'));
});
