<?php

use App\Support\Health\Health;
use Illuminate\Cache\Events\KeyForgotten;
use Illuminate\Cache\Events\KeyWritten;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Tests\Feature\Contract\OpenApi;
use Tests\Feature\Ops\OpsFixtures;

// GET /api/health and shop:health: every check ok, warn or fail against config shop.health; the public answer says
// only ok/fail (503 only when the node cannot serve), the detail needs the token.

const HEALTH_TOKEN = 'health-token-for-tests-0123456789';

beforeEach(function () {
    config(['shop.health.token' => HEALTH_TOKEN]);
    app(Health::class)->beat();
});

it('answers the public only ok, with no detail, and no-store', function () {
    $response = $this->getJson('/api/health')->assertOk()
        ->assertHeader('Cache-Control', 'no-store, private')
        ->assertExactJson(['status' => 'ok']);
    OpenApi::document()->assertResponse($response, 'GET', '/api/health');

    // A wrong token, or no token configured, reads the same short answer.
    $this->getJson('/api/health', ['X-Health-Token' => 'wrong'])->assertExactJson(['status' => 'ok']);
    config(['shop.health.token' => null]);
    $this->getJson('/api/health', ['X-Health-Token' => ''])->assertExactJson(['status' => 'ok']);
});

it('names every check with its status, value, threshold and time for the token', function () {
    $response = OpsFixtures::healthDetail()->assertJsonPath('status', 'ok')->assertJsonPath('failing', [])->assertJsonPath('warning', []);

    foreach (['database', 'cache', 'queue', 'queue_oldest', 'scheduler', 'failed_jobs', 'ssr', 'disk_logs', 'disk_photos', 'fiscal'] as $part) {
        expect($response->json("checks.$part.status"))->toBe('ok', $part)
            ->and($response->json("checks.$part.ms"))->toBeNumeric()->toBeGreaterThanOrEqual(0);
    }
    expect($response->json('checks.queue.threshold'))->toBe(config('shop.health.queue_backlog'));
});

it('leaves no key behind in the cache it checks', function () {
    $written = [];
    $forgotten = [];
    Event::listen(KeyWritten::class, function (KeyWritten $e) use (&$written) {
        $written[] = $e->key;
    });
    Event::listen(KeyForgotten::class, function (KeyForgotten $e) use (&$forgotten) {
        $forgotten[] = $e->key;
    });

    $this->getJson('/api/health')->assertOk();
    $this->getJson('/api/health')->assertOk();

    expect($written)->toHaveCount(2)
        ->and($written[0])->not->toBe($written[1])
        ->and($forgotten)->toBe($written)
        ->and(Cache::has($written[0]))->toBeFalse();
});

it('answers 503 and fails the database check when the database does not answer', function () {
    $original = OpsFixtures::breakDatabase();
    try {
        $public = $this->getJson('/api/health');
        $response = $this->getJson('/api/health', ['X-Health-Token' => HEALTH_TOKEN]);
    } finally {
        config(['database.default' => $original]);
    }

    $public->assertStatus(503)->assertExactJson(['status' => 'fail']);
    $response->assertStatus(503)->assertJsonPath('status', 'fail')
        ->assertJsonPath('checks.database.status', 'fail')
        ->assertJsonPath('checks.cache.status', 'ok');
    expect($response->json('failing'))->toContain('database');
    OpenApi::document()->assertResponse($response, 'GET', '/api/health');
});

it('answers 503 naming the cache when the cache store does not answer', function () {
    OpsFixtures::breakCache();

    OpsFixtures::healthDetail(503)->assertJsonPath('checks.cache.status', 'fail')->assertJsonPath('checks.database.status', 'ok');
});

it('answers 503 naming the queue when the queue connection does not answer', function () {
    OpsFixtures::breakQueue();

    $response = OpsFixtures::healthDetail(503)->assertJsonPath('checks.queue.status', 'fail')->assertJsonPath('checks.database.status', 'ok');
    expect($response->json('failing'))->toContain('queue', 'queue_oldest');
});

it('warns, then fails, on the queue backlog and the age of its oldest job', function () {
    config(['queue.default' => 'database', 'shop.health.queue_backlog' => ['warn' => 2, 'fail' => 4], 'shop.health.queue_oldest_seconds' => ['warn' => 60, 'fail' => 600]]);
    $job = fn (int $age) => DB::table('jobs')->insert(['queue' => 'default', 'payload' => '{}', 'attempts' => 0, 'available_at' => time(), 'created_at' => time() - $age]);

    $job(0);
    OpsFixtures::healthDetail()->assertJsonPath('checks.queue.status', 'ok')->assertJsonPath('checks.queue.value', 1)->assertJsonPath('checks.queue_oldest.status', 'ok');
    $job(120);
    OpsFixtures::healthDetail()->assertJsonPath('checks.queue.status', 'warn')->assertJsonPath('checks.queue_oldest.status', 'warn')->assertJsonPath('status', 'warn');
    $job(0);
    $job(900);
    $response = OpsFixtures::healthDetail()->assertJsonPath('checks.queue.status', 'fail')->assertJsonPath('checks.queue_oldest.status', 'fail');
    expect($response->json('checks.queue_oldest.value'))->toBeGreaterThanOrEqual(900);
    // A long queue is a monitor's business: the node still serves (200), the public status says fail.
    $this->getJson('/api/health')->assertOk()->assertExactJson(['status' => 'fail']);
});

it('warns, then fails, when the scheduler\'s heartbeat grows old or never came', function () {
    config(['shop.health.scheduler_seconds' => ['warn' => 180, 'fail' => 900]]);
    Cache::forever(Health::HEARTBEAT_KEY, time() - 200);
    OpsFixtures::healthDetail()->assertJsonPath('checks.scheduler.status', 'warn');
    Cache::forever(Health::HEARTBEAT_KEY, time() - 1000);
    OpsFixtures::healthDetail()->assertJsonPath('checks.scheduler.status', 'fail');
    Cache::forget(Health::HEARTBEAT_KEY);
    OpsFixtures::healthDetail()->assertJsonPath('checks.scheduler.status', 'fail');

    // The scheduler beats every minute.
    $event = collect(app(\Illuminate\Console\Scheduling\Schedule::class)->events())->first(fn ($e) => $e->description === 'shop:heartbeat');
    expect($event?->expression)->toBe('* * * * *');
    $event->run(app());
    OpsFixtures::healthDetail()->assertJsonPath('checks.scheduler.status', 'ok');
});

it('warns, then fails, on jobs failed in the last hour (older ones do not count)', function () {
    config(['shop.health.failed_jobs' => ['warn' => 1, 'fail' => 3]]);
    $fail = fn (int $minutesAgo) => DB::table('failed_jobs')->insert(['uuid' => (string) Str::uuid(), 'connection' => 'database', 'queue' => 'default', 'payload' => '{}', 'exception' => 'x', 'failed_at' => now()->subMinutes($minutesAgo)]);

    $fail(90);
    OpsFixtures::healthDetail()->assertJsonPath('checks.failed_jobs.status', 'ok');
    $fail(5);
    OpsFixtures::healthDetail()->assertJsonPath('checks.failed_jobs.status', 'warn');
    $fail(1);
    $fail(2);
    OpsFixtures::healthDetail()->assertJsonPath('checks.failed_jobs.status', 'fail')->assertJsonPath('checks.failed_jobs.value', 3);
});

it('warns when the SSR renderer does not answer', function () {
    config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://ssr.test:13714']);
    Http::fake(['ssr.test:13714/health' => Http::response(['status' => 'OK'])]);
    OpsFixtures::healthDetail()->assertJsonPath('checks.ssr.status', 'ok');

    config(['inertia.ssr.url' => 'http://ssr-down.test:13714']);
    Http::fake(['ssr-down.test:13714/health' => Http::response('', 500)]);
    OpsFixtures::healthDetail()->assertJsonPath('checks.ssr.status', 'warn')->assertJsonPath('warning', ['ssr']);
});

it('warns, then fails, when the disks of the logs and photos run low', function () {
    $free = (int) floor(disk_free_space(storage_path('logs')) / 1048576);
    config(['shop.health.disk_free_mb' => ['warn' => $free + 10_000, 'fail' => 1]]);
    OpsFixtures::healthDetail()->assertJsonPath('checks.disk_logs.status', 'warn')->assertJsonPath('checks.disk_photos.status', 'warn');

    config(['shop.health.disk_free_mb' => ['warn' => $free + 20_000, 'fail' => $free + 10_000]]);
    OpsFixtures::healthDetail()->assertJsonPath('checks.disk_logs.status', 'fail')->assertJsonPath('checks.disk_photos.status', 'fail');
});

it('logs why a part failed but does not put the cause in the answer', function () {
    $logged = [];
    Event::listen(MessageLogged::class, function (MessageLogged $event) use (&$logged) {
        $logged[] = $event;
    });
    $original = OpsFixtures::breakDatabase();
    try {
        $response = $this->getJson('/api/health', ['X-Health-Token' => HEALTH_TOKEN])->assertStatus(503);
    } finally {
        config(['database.default' => $original]);
    }

    $warning = collect($logged)->first(fn (MessageLogged $e) => $e->message === 'Health check failed: database');
    expect($warning)->not->toBeNull()
        ->and($warning->level)->toBe('warning')
        ->and($warning->context['error'])->toContain('/nonexistent-dir/health.sqlite')
        ->and($response->getContent())->not->toContain('nonexistent-dir');
});

it('is never rate limited, whatever the limits', function () {
    foreach (array_keys((array) config('shop.rate_limits')) as $name) {
        config(["shop.rate_limits.$name.per_minute" => 1]);
    }

    foreach (range(1, 5) as $i) {
        $this->getJson('/api/health')->assertOk();
    }
});

it('exits 0, 1 or 2 from shop:health for ok, warn and fail', function () {
    $this->artisan('shop:health')->expectsOutputToContain('Overall: OK')->assertExitCode(0);

    config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://ssr.test:13714']);
    Http::fake(['ssr.test:13714/health' => Http::response('', 500)]);
    $this->artisan('shop:health')->expectsOutputToContain('Overall: WARN')->assertExitCode(1);

    Cache::forget(Health::HEARTBEAT_KEY);
    $this->artisan('shop:health --json')->expectsOutputToContain('"scheduler":{"status":"fail"')->assertExitCode(2);
});
