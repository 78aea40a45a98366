<?php

use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Ops\OpsFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\OtpLimits;
use Tests\Support\SeededShop;

// What a customer gets while Redis or the database is out of reach for a moment (bench/chaos.sh restarts both under
// load): a 503 with Retry-After and a message, as JSON for the page scripts' calls and the API, as the error page for
// pages; and a JSON call that fails for any other reason keeps its JSON answer (never the HTML error page).

it('answers a storefront JSON call 503 with Retry-After and a message while Redis is out of reach', function () {
    seedShop();
    OpsFixtures::redisOutOfReach();

    $this->postJson('/cart/check', ['items' => [['id' => SeededShop::productId('set-philadelphia'), 'quantity' => 1, 'modifiers' => []]]], ['X-Requested-With' => 'XMLHttpRequest'])
        ->assertStatus(503)
        ->assertHeader('Retry-After', '5')
        ->assertHeader('Content-Type', 'application/json')
        ->assertJson(['message' => __('requests.unavailable')]);
});

it('answers the API 503 with a message while Redis is out of reach', function () {
    seedShop();
    OpsFixtures::redisOutOfReach();

    $this->getJson('/api/products/set-philadelphia')->assertStatus(503)->assertHeader('Retry-After', '5')->assertJson(['message' => __('requests.unavailable')]);
});

it('answers 503 while PostgreSQL refuses connections: JSON for a JSON call, the error page for a page', function () {
    config(['database.connections.down' => ['driver' => 'pgsql', 'host' => '127.0.0.1', 'port' => 1, 'database' => 'x', 'username' => 'x', 'password' => 'x', 'connect_timeout' => 1]]);
    Route::middleware('web')->get('/_test/orders-db', fn () => DB::connection('down')->select('select 1'));

    $this->getJson('/_test/orders-db', ['X-Requested-With' => 'XMLHttpRequest'])
        ->assertStatus(503)->assertHeader('Retry-After', '5')->assertJson(['message' => __('requests.unavailable')]);
    $page = $this->get('/_test/orders-db', ['Accept' => 'text/html'])->assertStatus(503)->assertHeader('Retry-After', '5');
    expect($page->getContent())->toContain('"component":"error"')->not->toContain('QueryException');
})->skip(! extension_loaded('pdo_pgsql'), 'needs pdo_pgsql');

it('keeps a storefront JSON call\'s failure JSON with a message (a bug is still a 500, but not an HTML page)', function () {
    Route::middleware('web')->post('/_test/broken', fn () => throw new RuntimeException('a bug'));

    $this->postJson('/_test/broken', [], ['X-Requested-With' => 'XMLHttpRequest'])
        ->assertStatus(500)
        ->assertHeader('Content-Type', 'application/json')
        ->assertExactJson(['message' => 'Server Error']);
});

it('lets a phone ask again at once when its code could not be queued (no cooldown for an SMS that never went out)', function () {
    $sms = FakeSmsSender::install();
    OtpLimits::clear(['380661239901'], ['127.0.0.1']);
    config([
        'database.redis.down' => ['host' => '127.0.0.1', 'port' => 1, 'database' => 0, 'timeout' => 0.5, 'max_retries' => 0],
        'queue.connections.down' => ['driver' => 'redis', 'connection' => 'down', 'queue' => 'default'],
        'queue.default' => 'down',
    ]);
    OpsFixtures::redisConnectionsReread();

    $this->postJson('/auth/phone', ['phone' => '380661239901'], ['X-Requested-With' => 'XMLHttpRequest'])
        ->assertStatus(503)->assertJson(['message' => __('requests.unavailable')]);
    expect($sms->sent)->toBe([]);

    config(['queue.default' => 'sync']);
    $this->postJson('/auth/phone', ['phone' => '380661239901'], ['X-Requested-With' => 'XMLHttpRequest'])->assertOk();
    expect($sms->sent)->toHaveCount(1);
});

it('keeps answering with the log disk full: a failure that is reported still gets its clean answer, its log line goes to stderr', function () {
    $fallback = tempnam(sys_get_temp_dir(), 'log-fallback-');
    config([
        'logging.default' => 'stack', // as deploy/.env.production.example: LOG_CHANNEL=stack, LOG_STACK=json
        'logging.channels.stack.channels' => ['json'],
        'logging.channels.json.handler_with.stream' => '/dev/full', // every write fails with ENOSPC, as on a full disk
        'logging.fallback' => $fallback,
    ]);
    Log::forgetChannel('json');
    Log::forgetChannel('stack');
    Route::middleware('web')->post('/_test/broken', fn () => throw new RuntimeException('a bug on a full disk'));

    $this->postJson('/_test/broken', [], ['X-Requested-With' => 'XMLHttpRequest'])->assertStatus(500)->assertExactJson(['message' => 'Server Error']);

    expect((string) file_get_contents($fallback))->toContain('a bug on a full disk');
    Log::forgetChannel('json');
    Log::forgetChannel('stack');
    @unlink($fallback);
});
