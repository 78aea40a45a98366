<?php

namespace Tests\Feature\Ops;

use App\Models\Order;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Sms\SendSms;
use App\Shop\Sms\SmsException;
use App\Shop\Sms\SmsSender;
use App\Staff\StaffRole;
use App\Support\ErrorReporting;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Sentry\Event as SentryEvent;
use Sentry\State\HubInterface;
use Tests\Feature\Staff\StaffFixtures as Staff;

// What is reported and what is only logged (issue 43, docs/deploying.md#what-is-reported): an answer the shop gives
// on purpose (a staff conflict's 409) is a notice line with the order, the staff member and the request id, and no
// Sentry event; a provider's failure is one ERROR line and one Sentry event per failure, with its context, grouped
// by a fingerprint without ids; a queued job is reported once, when it gives up, its earlier attempts warnings.

final class GivingUpJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 3;

    public function handle(): void
    {
        throw new SmsException('TurboSMS answered HTTP 503.', retryable: true);
    }
}

beforeEach(function () {
    $this->logged = [];
    Event::listen(MessageLogged::class, fn (MessageLogged $e) => $this->logged[] = ['level' => $e->level, 'message' => $e->message, 'context' => $e->context]);
    $this->sentry = OpsFixtures::sentryOn();
    config(['shop.slow_request_ms' => 0]); // a slow request's warning event is another matter (SentryReportingTest)
});

afterEach(function () {
    config(['sentry.dsn' => null, 'sentry.transport' => null]);
    app()->forgetInstance(HubInterface::class);
    app(HubInterface::class);
});

/** A card order paid through Viva, with its finished transaction. */
function vivaPaidOrder(string $transaction): Order
{
    config(['shop.payments.driver' => 'viva', 'shop.payments.viva.merchant_id' => 'merchant-1', 'shop.payments.viva.api_key' => 'api-key-1']);
    $order = Staff::order(OrderStatus::Accepted, ['payment_type' => PaymentType::CardOnline->value, 'total' => 50000, 'payment_status' => PaymentStatus::Paid]);
    $order->payments()->create([
        'driver' => 'viva', 'order_code' => (string) random_int(1000000000000000, 9999999999999999), 'amount' => 50000, 'currency_code' => 980, 'status' => 'paid',
        'transaction_id' => $transaction, 'status_id' => 'F', 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref=1',
    ]);

    return $order;
}

/** @return list<array{level: string, message: string, context: array<string, mixed>}> */
function serious(array $logged): array
{
    return array_values(array_filter($logged, fn (array $l) => in_array($l['level'], ['error', 'critical', 'alert', 'emergency'], true)));
}

it('logs a staff conflict as one notice with the order, the staff member and the request id, without a stack trace, and reports nothing', function (string $prefix) {
    $member = Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Accepted);

    $lines = OpsFixtures::jsonLogLines(fn () => $this->withHeaders(['X-Request-Id' => 'req-conflict-0001'])->withHeaders(Staff::json())
        ->postJson("$prefix/staff/orders/{$order->number}/move", ['from' => 'new', 'to' => 'accepted'])->assertStatus(409));

    expect($this->sentry->events)->toBe([])->and(serious($this->logged))->toBe([]);
    $notices = array_values(array_filter($lines, fn (array $l) => $l['level_name'] === 'NOTICE'));
    expect($notices)->toHaveCount(1)
        ->and($notices[0]['message'])->toContain($order->number)->toStartWith('Staff action refused (409)')
        ->and($notices[0]['context'])->toMatchArray(['order' => $order->number, 'staff_member_id' => $member->id, 'conflict' => 'OrderConflict'])
        ->and($notices[0]['context'])->not->toHaveKey('exception')
        ->and($notices[0]['extra']['request_id'] ?? null)->toBe('req-conflict-0001')
        ->and(json_encode($notices[0]))->not->toContain('#0 ');
})->with(['uk' => [''], 'en' => ['/en']]);

it('reports a refund Viva refuses once, with the order, the provider and the operation, grouped without its ids', function () {
    Http::fake(['demo.vivapayments.com/api/transactions/*' => Http::response([
        'StatusId' => 'E', 'TransactionId' => null, 'ErrorCode' => 403, 'ErrorText' => null, 'Success' => false,
    ])]);
    $member = Staff::signIn(StaffRole::Manager);
    $first = vivaPaidOrder('b1a3f1d2-4c55-4e0a-9d6b-2f7c1e9a8b01');
    $second = vivaPaidOrder('c2b4e2e3-5d66-4f1b-8e7c-3a8d2f0b9c12');

    Staff::staffRefund($first)->assertStatus(502);
    expect($this->sentry->events)->toHaveCount(1);
    Staff::staffRefund($second)->assertStatus(502);

    // One event per failure (the 502 that answers it is not reported again), the same group for both.
    expect($this->sentry->events)->toHaveCount(2);
    [$a, $b] = $this->sentry->events;
    expect($a->getContexts()['failure'])->toMatchArray(['provider' => 'viva', 'order' => $first->number, 'operation' => 'refund', 'staff_member_id' => $member->id])
        ->and($b->getContexts()['failure']['order'])->toBe($second->number)
        ->and($a->getTags()['provider'])->toBe('viva')
        ->and($a->getExceptions()[0]->getType())->toBe(\App\Shop\Payments\PaymentGatewayException::class)
        ->and($a->getFingerprint())->toBe($b->getFingerprint())
        ->and($a->getFingerprint())->toBe(['provider', 'viva', \App\Shop\Payments\PaymentGatewayException::class, 'Viva did not refund the transaction {id} (HTTP 200).'])
        ->and(implode(' ', $a->getFingerprint()))->not->toContain('b1a3f1d2');
    $errors = serious($this->logged);
    expect($errors)->toHaveCount(2)
        ->and($errors[0]['context'])->toMatchArray(['provider' => 'viva', 'order' => $first->number, 'operation' => 'refund']);
});

it('groups a provider failure by its wording: another HTTP status is another group', function () {
    $e = fn (int $status) => new \App\Shop\Payments\PaymentGatewayException("Viva did not answer the payment order 1272214778972604 (HTTP $status).");
    config(['shop.payments.driver' => 'viva']);

    expect(ErrorReporting::fingerprint($e(500)))->toBe(ErrorReporting::fingerprint($e(500)))
        ->and(ErrorReporting::fingerprint($e(500)))->not->toBe(ErrorReporting::fingerprint($e(401)))
        ->and(ErrorReporting::fingerprint(new SmsException('TurboSMS refused the message to 380501234567 with 203 REQUIRED_BALANCE.', false, 203))[3])
        ->toBe('TurboSMS refused the message to '.ErrorReporting::MASK.' with 203 REQUIRED_BALANCE.');
});

it('reports a queued job once, when it gives up, with its attempt; the attempts before are warnings', function () {
    config(['queue.default' => 'database', 'shop.sms.driver' => 'turbosms']);
    GivingUpJob::dispatch();

    foreach (range(1, 3) as $attempt) {
        $this->artisan('queue:work', ['connection' => 'database', '--once' => true, '--stop-when-empty' => true]);
        expect($this->sentry->events)->toHaveCount($attempt === 3 ? 1 : 0);
    }

    $event = $this->sentry->events[0];
    expect($event->getContexts()['failure'])->toMatchArray(['provider' => 'turbosms', 'job' => GivingUpJob::class, 'attempt' => 3, 'tries' => 3])
        ->and($event->getFingerprint())->toBe(['provider', 'turbosms', SmsException::class, 'TurboSMS answered HTTP 503.'])
        ->and(DB::table('failed_jobs')->count())->toBe(1);
    $warnings = array_values(array_filter($this->logged, fn (array $l) => $l['level'] === 'warning' && str_contains($l['message'], GivingUpJob::class)));
    expect($warnings)->toHaveCount(2)
        ->and($warnings[1]['context'])->toMatchArray(['attempt' => 2, 'provider' => 'turbosms'])
        ->and(serious($this->logged))->toHaveCount(1);
});

it('tries an SMS again on a gateway fault and reports it once, after the last try, without the phone', function () {
    config(['queue.default' => 'database', 'shop.sms.driver' => 'turbosms']);
    $this->mock(SmsSender::class)->shouldReceive('send')->times(3)->andThrow(new SmsException('TurboSMS answered HTTP 502.', retryable: true));
    SendSms::dispatch('380501234567', 'Sunrise: ваш код 4821');

    foreach (range(1, 3) as $attempt) {
        $this->artisan('queue:work', ['connection' => 'database', '--once' => true, '--stop-when-empty' => true]);
        $this->travel(31)->seconds();
    }

    expect($this->sentry->events)->toHaveCount(1);
    $event = $this->sentry->events[0];
    expect($event->getContexts()['failure'])->toMatchArray(['provider' => 'turbosms', 'attempt' => 3, 'job' => SendSms::class, 'phone' => ErrorReporting::MASK])
        ->and($this->sentry->sent())->not->toContain('380501234567')->not->toContain('4821')->not->toContain('38050*****67')
        ->and(collect($this->logged)->where('level', 'warning')->count())->toBe(2)
        ->and(serious($this->logged))->toHaveCount(1)
        ->and(collect($this->sentry->events)->map(fn (SentryEvent $e) => $e->getTags()['provider'] ?? null)->all())->toBe(['turbosms']);
});
