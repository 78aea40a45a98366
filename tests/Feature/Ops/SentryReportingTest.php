<?php

namespace Tests\Feature\Ops;

use App\Support\ErrorReporting;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Route;
use RuntimeException;
use Sentry\Event;
use Sentry\SentrySdk;
use Sentry\State\HubInterface;

// Sentry (config/sentry.php): with SENTRY_LARAVEL_DSN set, exceptions, failed jobs and slow requests are sent with the
// request id and the release, and no phone, code, name or address leaves (a fake transport sees what would be sent).

final class FailingJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 1;

    public function handle(): void
    {
        throw new RuntimeException('SMS to +380 50 123 45 67 failed: code 4821');
    }
}

const PERSONAL = ['380501234567', '+380 50 123 45 67', '050 123 45 67', '4821', 'Olena', 'Khreshchatyk', 'Leave at the door'];

afterEach(function () {
    config(['sentry.dsn' => null, 'sentry.transport' => null]);
    app()->forgetInstance(HubInterface::class);
    app(HubInterface::class);
});

it('sends an exception of a request with its request id and release, without phones, codes, names or addresses', function () {
    $fake = OpsFixtures::sentryOn();
    Route::post('/_test/boom', function () {
        throw new RuntimeException('Order for 380501234567 failed, sign-in code 4821, +380 50 123 45 67');
    })->middleware('api');

    $response = $this->postJson('/_test/boom?phone=380501234567&code=4821', [
        'phone' => '380501234567', 'code' => '4821', 'name' => 'Olena', 'street' => 'Khreshchatyk', 'comment' => 'Leave at the door',
        'address' => ['street' => 'Khreshchatyk', 'house' => '1'],
    ], ['Authorization' => 'Bearer 5|abcdefghijklmnopqrstuvwxyz0123456789ABCD', 'X-Request-Id' => 'req-sentry-test-0001'])->assertStatus(500);

    expect($fake->events)->toHaveCount(1);
    $event = $fake->events[0];
    $sent = $fake->sent();
    foreach (PERSONAL as $personal) {
        expect(str_contains($sent, $personal))->toBeFalse("Sentry would receive \"$personal\": $sent");
    }
    expect($sent)->not->toContain('abcdefghijklmnopqrstuvwxyz')
        ->and($event->getTags()['request_id'])->toBe('req-sentry-test-0001')
        ->and($response->headers->get('X-Request-Id'))->toBe('req-sentry-test-0001')
        ->and($event->getRelease())->toBe(ErrorReporting::buildId())->not->toBeNull()
        ->and($event->getExceptions()[0]->getValue())->toContain('failed, sign-in code '.ErrorReporting::MASK);
});

it('sends a failed queued job, scrubbed', function () {
    $fake = OpsFixtures::sentryOn();
    config(['queue.default' => 'database']);
    FailingJob::dispatch();

    $this->artisan('queue:work', ['connection' => 'database', '--once' => true, '--stop-when-empty' => true]);

    expect($fake->events)->not->toBeEmpty()
        ->and($fake->sent())->toContain('SMS to '.ErrorReporting::MASK.' failed: code '.ErrorReporting::MASK)
        ->and(\Illuminate\Support\Facades\DB::table('failed_jobs')->count())->toBe(1);
    foreach (PERSONAL as $personal) {
        expect(str_contains($fake->sent(), $personal))->toBeFalse("Sentry would receive \"$personal\"");
    }
});

it('reports a slow request by its route template, not its URL', function () {
    $fake = OpsFixtures::sentryOn();
    config(['shop.slow_request_ms' => 1]);
    Route::get('/_test/slow/{token}', function () {
        usleep(5000);

        return response()->json(['ok' => true]);
    })->middleware('api');

    $this->getJson('/_test/slow/abcdefabcdefabcdefabcdefabcdefab', ['X-Request-Id' => 'req-slow-test-0001'])->assertOk();

    $slow = collect($fake->events)->first(fn (Event $e) => str_starts_with((string) $e->getMessage(), 'Slow request'));
    expect($slow)->not->toBeNull()
        ->and($slow->getMessage())->toContain('GET /_test/slow/{token}')
        ->and($slow->getMessage())->not->toContain('abcdefabcdef')
        ->and($slow->getTags()['request_id'])->toBe('req-slow-test-0001')
        ->and($slow->getExtra()['ms'])->toBeGreaterThanOrEqual(1);
});

it('is off while SENTRY_LARAVEL_DSN is unset', function () {
    config(['shop.slow_request_ms' => 1]);

    expect(config('sentry.dsn'))->toBeNull()
        ->and(SentrySdk::getCurrentHub()->getClient()?->getOptions()->getDsn())->toBeNull();
    // No slow-request event is even captured.
    $this->getJson('/api/ping')->assertOk();
    expect(SentrySdk::getCurrentHub()->getLastEventId())->toBeNull();
});

it('masks phones in any spelling, codes, tokens and personal keys', function () {
    expect(ErrorReporting::text('call +38 (050) 123-45-67 or 0501234567, code: 1234, /track/'.str_repeat('a', 32).' 7|'.str_repeat('x', 40)))
        ->toBe('call '.ErrorReporting::MASK.' or '.ErrorReporting::MASK.', code: '.ErrorReporting::MASK.', /track/'.ErrorReporting::MASK.' '.ErrorReporting::MASK)
        ->and(ErrorReporting::scrub(['data' => ['Phone' => '1', 'nested' => ['house' => '2', 'total' => 4700]]]))
        ->toBe(['data' => ['Phone' => ErrorReporting::MASK, 'nested' => ['house' => ErrorReporting::MASK, 'total' => 4700]]]);
});
