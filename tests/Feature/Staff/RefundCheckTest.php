<?php

use App\Jobs\CheckRefund;
use App\Models\Order;
use App\Models\PaymentRefund;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\PaymentAnswerLostException;
use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\RefundChecks;
use App\Shop\Payments\SandboxGateway;
use App\Staff\StaffRole;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\ReportBudget;

// A refund whose provider answer was lost (a timeout, a broken connection, a 5xx) is recorded as "checking" and a
// queued job settles it: it asks the provider what was given back on the payment order, claims that refund or makes
// only what is missing, so money is never given back twice. Viva's answers as in CancelAndRefundTest (Http::fake).

const CHECK_ORDER_CODE = '1272214778972604';
const CHECK_PAID = 'b1a3f1d2-4c55-4e0a-9d6b-2f7c1e9a8b01';
const CHECK_REFUND = 'a4b9f0e2-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(function () {
    Queue::fake();
    Http::preventStrayRequests();
    $this->member = Staff::signIn(StaffRole::Operator);
    // What Viva knows: the refunds it made on the payment order (Amount in units, negative), and the calls it got.
    $this->viva = (object) ['refunds' => [], 'deletes' => 0, 'refundAnswer' => 'ok', 'listAnswer' => 'ok'];
    $viva = $this->viva;
    Http::fake(function (Request $request) use ($viva) {
        if ($request->method() === 'DELETE' && str_contains($request->url(), '/api/transactions/'.CHECK_PAID)) {
            $viva->deletes++;
            $amount = (int) $request['amount'];
            if ($viva->refundAnswer === '5xx') {
                return Http::response('Service Unavailable', 503);
            }
            if ($viva->refundAnswer === 'refused') {
                return Http::response(['ErrorCode' => 403, 'ErrorText' => 'Refund is disabled for the merchant', 'Success' => false, 'TransactionId' => null, 'EventId' => 0]);
            }
            $id = sprintf('a4b9f0e2-1c3d-4e5f-8a9b-%012d', count($viva->refunds));
            $viva->refunds[] = ['id' => $id, 'amount' => $amount];
            if ($viva->refundAnswer === 'lost') {
                throw new ConnectionException('cURL error 28: Operation timed out after 10001 milliseconds');
            }

            return Http::response(['Emv' => null, 'Amount' => -$amount / 100, 'StatusId' => 'F', 'CurrencyCode' => '980', 'TransactionId' => $id, 'ErrorCode' => 0, 'ErrorText' => null, 'EventId' => 0, 'Success' => true]);
        }
        if ($request->method() === 'GET' && str_starts_with($request->url(), 'https://demo.vivapayments.com/api/transactions?')) {
            if ($viva->listAnswer === 'down') {
                return Http::response('Service Unavailable', 503);
            }
            $transactions = [['Amount' => 500.00, 'OrderCode' => (int) CHECK_ORDER_CODE, 'StatusId' => 'F', 'TransactionId' => CHECK_PAID, 'TransactionTypeId' => 5, 'CurrencyCode' => '980', 'Order' => ['OrderCode' => (int) CHECK_ORDER_CODE]]];
            foreach ($viva->refunds as $refund) {
                $transactions[] = ['Amount' => -$refund['amount'] / 100, 'OrderCode' => (int) CHECK_ORDER_CODE, 'StatusId' => 'F', 'TransactionId' => $refund['id'], 'ParentId' => CHECK_PAID, 'TransactionTypeId' => 7, 'CurrencyCode' => '980', 'Order' => ['OrderCode' => (int) CHECK_ORDER_CODE]];
            }

            return Http::response(['Transactions' => $transactions, 'ErrorCode' => 0, 'ErrorText' => null, 'EventId' => 0, 'Success' => true]);
        }

        return Http::response('unexpected call '.$request->method().' '.$request->url(), 500);
    });
});

it('records a refund whose answer was lost as being checked, queues the check and answers 202 with why, in both languages', function (string $prefix, string $words) {
    // Viva's lost answer is a real failure: reported once.
    ReportBudget::expect(1, 1);
    $this->viva->refundAnswer = 'lost';
    $order = Staff::checkVivaPaidOrder();

    $this->withHeaders(Staff::json())->postJson("$prefix/staff/orders/{$order->number}/refund", [])
        ->assertStatus(202)->assertJsonPath('refund.status', 'checking')->assertJsonPath('message', fn (string $m) => str_starts_with($m, $words));

    $refund = PaymentRefund::query()->sole();
    expect($refund->only(['amount', 'status', 'provider_transaction_id']))->toBe(['amount' => 50000, 'status' => 'checking', 'provider_transaction_id' => null])
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and(StaffAuditEntry::query()->where('action', 'order.refund_unconfirmed')->sole()->after['refund_id'])->toBe($refund->id);
    Queue::assertPushed(CheckRefund::class, fn (CheckRefund $job) => $job->refundId === $refund->id && $job->delay === 30);
})->with([['', 'Платіжний сервіс не відповів'], ['/en', 'The payment provider did not answer']]);

it('lets nobody refund the money being checked again by hand', function () {
    // Viva's lost answer is a real failure: reported once.
    ReportBudget::expect(1, 1);
    $this->viva->refundAnswer = 'lost';
    $order = Staff::checkVivaPaidOrder();
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(202);
    $this->viva->refundAnswer = 'ok';

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(422)->assertJsonValidationErrors('refund');

    expect($this->viva->deletes)->toBe(1);
    Staff::visit("/en/staff/orders/{$order->number}")->assertJsonPath('props.order.refundable', 0)->assertJsonPath('props.order.refunds.0.status', 'checking');
});

it('claims the refund the provider made though its answer was lost, without refunding again', function () {
    // Viva's lost answer is a real failure: reported once.
    ReportBudget::expect(1, 1);
    $this->viva->refundAnswer = 'lost';
    $order = Staff::checkVivaPaidOrder();
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(202);
    $refund = PaymentRefund::query()->sole();

    Staff::runCheck($refund);

    expect($this->viva->deletes)->toBe(1)
        ->and($refund->refresh()->status)->toBe('done')
        ->and($refund->provider_transaction_id)->toBe($this->viva->refunds[0]['id'])
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded)
        ->and(StaffAuditEntry::query()->where('action', 'order.refund_checked')->sole()->after['how'])->toBe('claimed');
    Http::assertSent(fn (Request $r) => $r->method() === 'GET' && $r->url() === 'https://demo.vivapayments.com/api/transactions?ordercode='.CHECK_ORDER_CODE
        && $r->header('Authorization') === ['Basic '.base64_encode('merchant-1:api-key-1')]);
});

it('makes the refund the provider never got, once, and changes nothing when the check runs again', function () {
    $order = Staff::checkVivaPaidOrder();
    // The staff's call broke before Viva got it: nothing was refunded, and the outcome is unknown here.
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'viva', 'amount' => 50000, 'status' => 'checking']);

    Staff::runCheck($refund);
    Staff::runCheck($refund);

    expect($this->viva->deletes)->toBe(1)
        ->and($this->viva->refunds)->toBe([['id' => $refund->refresh()->provider_transaction_id, 'amount' => 50000]])
        ->and($refund->status)->toBe('done')
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded)
        ->and(StaffAuditEntry::query()->where('action', 'order.refund_checked')->sole()->after)->toMatchArray(['how' => 'refunded', 'refunded_now' => 50000]);
});

it('treats a 5xx answer to the refund as lost, not as a refusal', function () {
    // Viva's 5xx is a real failure: reported once.
    ReportBudget::expect(1, 1);
    $order = Staff::checkVivaPaidOrder();
    $this->viva->refundAnswer = '5xx';

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(202);

    expect(PaymentRefund::query()->sole()->status)->toBe('checking')->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
    Queue::assertPushed(CheckRefund::class);
});

it('keeps checking while the provider cannot list the transactions: the job fails this try and refunds nothing', function () {
    $order = Staff::checkVivaPaidOrder();
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'viva', 'amount' => 50000, 'status' => 'checking']);
    $this->viva->listAnswer = 'down';

    expect(fn () => Staff::runCheck($refund))->toThrow(\App\Shop\Payments\PaymentGatewayException::class);

    expect($refund->refresh()->status)->toBe('checking')->and($this->viva->deletes)->toBe(0)->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
});

it('asks again after a second lost answer and claims what the provider made then', function () {
    $order = Staff::checkVivaPaidOrder();
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'viva', 'amount' => 50000, 'status' => 'checking']);
    $this->viva->refundAnswer = 'lost';

    expect(fn () => Staff::runCheck($refund))->toThrow(PaymentAnswerLostException::class);
    expect($refund->refresh()->status)->toBe('checking');
    Staff::runCheck($refund);

    expect($this->viva->deletes)->toBe(1)
        ->and(array_sum(array_column($this->viva->refunds, 'amount')))->toBe(50000)
        ->and($refund->refresh()->status)->toBe('done')
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded);
});

it('marks the refund failed when the provider refuses it, logs it as critical, and the money can be refunded again', function () {
    // A refund to make by hand: one critical line (log only).
    ReportBudget::expect(1, 0);
    $critical = Staff::criticalLines();
    $order = Staff::checkVivaPaidOrder();
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'viva', 'amount' => 50000, 'status' => 'checking']);
    $this->viva->refundAnswer = 'refused';

    Staff::runCheck($refund);

    expect($refund->refresh()->status)->toBe('failed')
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and(StaffAuditEntry::query()->where('action', 'order.refund_failed')->sole()->after['error'])->toBe('Refund is disabled for the merchant');
    expect(array_filter($critical->lines, fn (array $l) => str_contains($l['message'], 'could not be completed') && $l['context']['refund_id'] === $refund->id))->toHaveCount(1);
    Staff::visit("/en/staff/orders/{$order->number}")->assertJsonPath('props.order.refundable', 50000)->assertJsonPath('props.order.refunds.0.status', 'failed');
});

it('claims the one refund of the right amount among several, never one another refund claimed', function () {
    $order = Staff::checkVivaPaidOrder();
    $paymentId = $order->payments()->value('id');
    // Two refunds at Viva: 200 ₴ claimed by a refund here, 300 ₴ whose answer was lost.
    $this->viva->refunds = [['id' => 'r-200', 'amount' => 20000], ['id' => 'r-300', 'amount' => 30000]];
    PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $paymentId, 'driver' => 'viva', 'amount' => 20000, 'status' => 'done', 'provider_transaction_id' => 'r-200']);
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $paymentId, 'driver' => 'viva', 'amount' => 30000, 'status' => 'checking']);

    Staff::runCheck($refund);

    expect($refund->refresh()->provider_transaction_id)->toBe('r-300')
        ->and($this->viva->deletes)->toBe(0)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded);
});

it('cancels a paid order whose refund answer was lost, and the check turns the payment refunded', function () {
    // Viva's lost answer is a real failure: reported once.
    ReportBudget::expect(1, 1);
    $this->viva->refundAnswer = 'lost';
    $order = Staff::checkVivaPaidOrder();

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/cancel", ['from' => 'accepted', 'reason' => 'customer_request'])->assertOk();
    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled)->and($order->payment_status)->toBe(PaymentStatus::Paid);

    Staff::runCheck(PaymentRefund::query()->sole());

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded)->and($this->viva->deletes)->toBe(1);
});

it('waits while a staff action holds the order: the job fails this try and refunds nothing', function () {
    $order = Staff::checkVivaPaidOrder();
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'viva', 'amount' => 50000, 'status' => 'checking']);
    $lock = \Illuminate\Support\Facades\Cache::lock(RefundChecks::lockKey($order->id), 60);
    $lock->get();

    expect(fn () => Staff::runCheck($refund))->toThrow(RuntimeException::class);
    $lock->release();

    expect($refund->refresh()->status)->toBe('checking')->and($this->viva->deletes)->toBe(0);
});

it('is a queued job with tries and a growing backoff from the configuration, unique per refund', function () {
    config(['shop.payments.refund_check.tries' => 7, 'shop.payments.refund_check.backoff' => [10, 20, 40]]);
    $job = new CheckRefund(42);

    expect($job)->toBeInstanceOf(ShouldQueue::class)->toBeInstanceOf(\Illuminate\Contracts\Queue\ShouldBeUnique::class)
        ->and($job->tries)->toBe(7)
        ->and($job->backoff())->toBe([10, 20, 40])
        ->and($job->uniqueId())->toBe('42');
});

it('logs a critical line when every try failed, and leaves the refund checking', function () {
    // A refund to check by hand: one critical line (log only).
    ReportBudget::expect(1, 0);
    $critical = Staff::criticalLines();
    $order = Staff::checkVivaPaidOrder();
    $refund = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'viva', 'amount' => 50000, 'status' => 'checking']);

    (new CheckRefund($refund->id))->failed(new PaymentAnswerLostException('timed out'));

    expect($refund->refresh()->status)->toBe('checking')
        ->and(array_filter($critical->lines, fn (array $l) => str_contains($l['message'], 'still unchecked') && $l['context']['refund_id'] === $refund->id))->toHaveCount(1);
});

it('settles a sandbox refund whose answer was lost after the money moved, without refunding twice', function () {
    // The provider's lost answer is a real failure: reported once.
    ReportBudget::expect(1, 1);
    // The sandbox refunds, then the answer is lost on the way back.
    $lossy = new class extends SandboxGateway
    {
        public function refund(string $transactionId, int $amount, string $reference): string
        {
            parent::refund($transactionId, $amount, $reference);

            throw new PaymentAnswerLostException('the answer was lost');
        }
    };
    app()->instance(PaymentGateway::class, $lossy);
    $order = Staff::paidSandboxOrder(50000);

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(202);
    app()->instance(PaymentGateway::class, app(SandboxGateway::class));
    Staff::runCheck(PaymentRefund::query()->sole());

    $paid = $order->payments()->sole();
    expect((int) DB::table('sandbox_transactions')->where('order_code', $paid->order_code)->where('status_id', SandboxGateway::REFUNDED)->sum('amount'))->toBe(50000)
        ->and(PaymentRefund::query()->sole()->status)->toBe('done')
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded);
});

it('lists the sandbox refunds of a payment order for the check', function () {
    $order = Staff::paidSandboxOrder(50000);
    $paid = $order->payments()->sole();
    $sandbox = app(SandboxGateway::class);
    $first = $sandbox->refund($paid->transaction_id, 20000, 'test');
    $second = $sandbox->refund($paid->transaction_id, 10000, 'test');

    $listed = array_map(fn ($r) => [$r->id, $r->amount], $sandbox->refundsOf($paid->order_code, $paid->transaction_id));
    sort($listed);
    $expected = [[$first, 20000], [$second, 10000]];
    sort($expected);

    expect($listed)->toBe($expected)
        ->and(fn () => $sandbox->refundsOf('1000000000000000', $paid->transaction_id))->toThrow(\App\Shop\Payments\PaymentGatewayException::class);
});

it('never fails the staff member\'s answer when the check runs at once on the sync queue and cannot settle yet', function () {
    // Viva's lost answer is a real failure: reported once.
    ReportBudget::expect(1, 1);
    config(['queue.default' => 'sync']);
    Queue::swap(app('queue')); // the real queue manager: the job runs inside the request, while the order is still held
    $this->viva->refundAnswer = 'lost';
    $order = Staff::checkVivaPaidOrder();

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(202);

    expect(PaymentRefund::query()->sole()->status)->toBe('checking')->and($this->viva->deletes)->toBe(1);
});

it('queues a check of every refund still checking, every 10 minutes on one server', function () {
    $order = Staff::checkVivaPaidOrder();
    $paymentId = $order->payments()->value('id');
    $old = PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $paymentId, 'driver' => 'viva', 'amount' => 10000, 'status' => 'checking']);
    PaymentRefund::query()->whereKey($old->id)->update(['updated_at' => now()->subMinutes(5)]);
    PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $paymentId, 'driver' => 'viva', 'amount' => 10000, 'status' => 'checking']);
    PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $paymentId, 'driver' => 'viva', 'amount' => 10000, 'status' => 'done', 'provider_transaction_id' => 'r-1', 'updated_at' => now()->subHour()]);

    $this->artisan('shop:check-refunds')->assertSuccessful()->run();

    Queue::assertPushed(CheckRefund::class, 1);
    Queue::assertPushed(CheckRefund::class, fn (CheckRefund $job) => $job->refundId === $old->id);
    $event = collect(app(\Illuminate\Console\Scheduling\Schedule::class)->events())->first(fn ($e) => str_contains((string) $e->command, 'shop:check-refunds'));
    expect($event?->expression)->toBe('*/10 * * * *')->and($event->onOneServer)->toBeTrue()->and($event->withoutOverlapping)->toBeTrue();
});
