<?php

use App\Mail\OrderPlaced;
use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use App\Shop\Sms\SmsException;
use App\Shop\Sms\SmsSender;
use Illuminate\Mail\Transport\ArrayTransport;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Security\SecurityFixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\DatabaseOutage;
use Tests\Support\FakeSmsSender;

// Issue 44: a job that meets a PostgreSQL restart is done later, never dropped. The database goes away (the
// QueryException PostgreSQL gives while it shuts down) at the worst moments of each kind of job: at the job's own
// write, right after the change it follows is committed, and inside the queued job itself; the queue backend (the
// database queue here, Redis in production) stays up. Each job is then done once the database is back, and done once.

beforeEach(function () {
    config(['queue.default' => 'database', 'mail.default' => 'array', 'shop.failed_jobs_path' => sys_get_temp_dir().'/sunrise-failed-jobs-'.Str::random(12)]);
    Cache::forget(StatusSms::BUDGET_KEY.':'.intdiv(now()->getTimestamp(), 3600));
    $this->outage = DatabaseOutage::install();
    $this->sms = FakeSmsSender::install();
});

afterEach(function () {
    File::deleteDirectory((string) config('shop.failed_jobs_path'));
});

/** Run the queue's jobs that are due, one at a time (the database queue, as a worker would). */
function workQueue(): void
{
    Artisan::call('queue:work', ['connection' => 'database', '--queue' => 'default', '--stop-when-empty' => true, '--sleep' => 0]);
}

/**
 * The jobs still queued, but a fiscal receipt's: a payment's receipt is issued by its own job, retried on its own
 * backoff when it met the outage (tests/Feature/Fiscal covers it), so it may still wait when the messages are done.
 *
 * @return list<string>
 */
function jobsLeft(): array
{
    return DB::table('jobs')->pluck('payload')
        ->map(fn (string $payload) => (string) (json_decode($payload, true)['displayName'] ?? ''))
        ->reject(fn (string $name) => $name === App\Jobs\IssueFiscalReceipt::class)
        ->values()->all();
}

/** The subjects of the mails the array mailer took. @return list<string> */
function mailSubjects(): array
{
    $transport = app('mailer')->getSymfonyTransport();
    assert($transport instanceof ArrayTransport);

    return array_values($transport->messages()->map(fn ($sent) => (string) $sent->getOriginalMessage()->getSubject())->all());
}

/** The texts that reached the SMS provider for $phone. */
function textsFor(FakeSmsSender $sms, string $phone): array
{
    return array_values(array_map(fn (array $m) => $m['text'], array_filter($sms->sent, fn (array $m) => $m['phone'] === $phone)));
}

it('texts a status change once when the database goes away at the status SMS\'s own write, after the change is made again', function (string $locale) {
    $order = Staff::order(OrderStatus::New, ['locale' => $locale]);
    $this->outage->startAt('status_sms_at');

    expect(fn () => app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted))->toThrow(\Illuminate\Database\QueryException::class);
    $this->outage->end();
    workQueue();

    // The change and its SMS went together: nothing was committed, nothing sent. Staff press again: both happen.
    expect($order->refresh()->status)->toBe(OrderStatus::New)->and($this->sms->sent)->toBe([]);
    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);
    workQueue();

    expect(textsFor($this->sms, $order->phone))->toHaveCount(1)
        ->and(textsFor($this->sms, $order->phone)[0])->toStartWith($locale === 'en' ? "Sunrise: order {$order->number} is accepted" : "Sunrise: замовлення {$order->number} прийнято")
        ->and(textsFor($this->sms, $order->phone)[0])->toContain('/track/')
        ->and(jobsLeft())->toBe([]);
})->with(['uk', 'en']);

it('texts a status change once when the database goes away right after the change is committed', function () {
    $order = Staff::order(OrderStatus::New, ['locale' => 'en']);
    $this->outage->startAfterCommit();

    try {
        app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);
    } catch (\Illuminate\Database\QueryException) {
        // What the caller does after the commit may meet the outage: the change is made all the same.
    }
    expect($this->outage->down)->toBeTrue();
    workQueue(); // the SMS job needs no database: it goes out while the database is still away
    $this->outage->end();
    workQueue();

    expect($order->refresh()->status)->toBe(OrderStatus::Accepted)
        ->and(textsFor($this->sms, $order->phone))->toHaveCount(1)
        ->and(textsFor($this->sms, $order->phone)[0])->toStartWith("Sunrise: order {$order->number} is accepted")
        ->and(jobsLeft())->toBe([]);
});

it('texts the payment the provider\'s webhook confirmed once, whether the database goes away at the SMS\'s write or right after the commit', function (string $when) {
    config([
        'shop.payments.driver' => 'viva', 'shop.payments.viva.client_id' => 'client', 'shop.payments.viva.client_secret' => 'secret',
        'shop.payments.viva.webhook_key' => 'CB0567F3B4FCFC5141F72F7A5352004529941706',
    ]);
    Http::preventStrayRequests();
    $code = '2271655739470044';
    $transaction = '8b4f3a52-33f5-4f1d-a6bd-2a8f1c5c0044';
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(['access_token' => 'token', 'expires_in' => 3600, 'token_type' => 'Bearer']),
        'demo-api.vivapayments.com/checkout/v2/transactions/'.$transaction => Http::response(['amount' => 718.00, 'orderCode' => (int) $code, 'statusId' => 'F', 'currencyCode' => '980']),
    ]);
    $order = Staff::order(OrderStatus::New, ['locale' => 'en', 'payment_type' => PaymentType::CardOnline, 'total' => 71800, 'payment_status' => PaymentStatus::Pending]);
    $order->payments()->create(['driver' => 'viva', 'order_code' => $code, 'amount' => 71800, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.$code]);
    $event = ['EventTypeId' => 1796, 'EventData' => ['OrderCode' => (int) $code, 'TransactionId' => $transaction, 'StatusId' => 'F', 'Amount' => 718.00]];

    $when === 'at the SMS write' ? $this->outage->startAt('status_sms_at') : $this->outage->startAfterCommit();
    $first = $this->postJson('/api/payments/viva/webhook', $event);
    expect($this->outage->down)->toBeTrue();
    workQueue();
    $this->outage->end();
    // Viva sends the event again until it is answered 200.
    if ($first->status() !== 200) {
        expect($first->status())->toBe(503);
        $this->postJson('/api/payments/viva/webhook', $event)->assertOk();
    }
    $this->postJson('/api/payments/viva/webhook', $event)->assertOk();
    workQueue();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and(textsFor($this->sms, $order->phone))->toBe(["Sunrise: payment for order {$order->number} received. ".__('after_order.sms.link', ['url' => StatusSms::trackingUrl($order)], 'en')])
        ->and(jobsLeft())->toBe([]);
})->with(['at the SMS write', 'right after the commit']);

it('mails an order once when the database goes away right after the order is committed and inside the mail job', function () {
    seedShop();
    $this->travelTo(Fx::noon());
    $key = (string) Str::uuid();
    $this->outage->startAfterCommit();

    $first = $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => $key]);

    expect($this->outage->down)->toBeTrue()->and($first->status())->toBeIn([201, 503])
        ->and(SecurityFixtures::queuedJobs())->toBe([OrderPlaced::class]);
    // The mail job itself meets the outage (it reads the order): it is released with its backoff, not dropped.
    SecurityFixtures::runQueueOnce();
    expect(SecurityFixtures::sentMails())->toBe(0)->and(SecurityFixtures::queuedJobs())->toBe([OrderPlaced::class]);

    $this->outage->end();
    expect(DB::table('failed_jobs')->count())->toBe(0);
    // The customer's answer may have been the 503 of the outage: pressing again answers the same order, no second mail.
    // (A replay is answered 200 with the order.)
    $number = $first->status() === 201 ? $first->json('data.order.number')
        : $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => $key])->assertOk()->json('data.order.number');
    $this->travel((new OrderPlaced(Order::query()->where('number', $number)->firstOrFail()))->backoff[0] + 1)->seconds();
    workQueue();

    expect(SecurityFixtures::sentMails())->toBe(1)
        ->and(mailSubjects())->toHaveCount(1)->and(mailSubjects()[0])->toContain($number)
        ->and(jobsLeft())->toBe([])
        ->and(Order::query()->where('idempotency_key', $key)->count())->toBe(1);
});

it('sends a sign-in code while the database is away: its job needs none', function () {
    $this->postJson('/en/auth/phone', ['phone' => '380501234567'])->assertOk();
    expect(SecurityFixtures::queuedJobs())->toBe([SendSms::class]);

    $this->outage->start();
    workQueue();
    $this->outage->end();
    workQueue();

    expect(textsFor($this->sms, '380501234567'))->toHaveCount(1)
        ->and(textsFor($this->sms, '380501234567')[0])->toContain('code')
        ->and(jobsLeft())->toBe([]);
});

it('keeps a sign-in SMS that failed while the database was away, and moves it into failed_jobs once it is back', function () {
    app()->instance(SmsSender::class, $provider = new class implements SmsSender
    {
        public int $calls = 0;

        public function send(string $phone, string $text): void
        {
            $this->calls++;

            throw new SmsException('HTTP 500', retryable: true, gatewayCode: 500);
        }
    });
    $this->postJson('/en/auth/phone', ['phone' => '380501234567'])->assertOk();
    $tries = (new SendSms('380501234567', 'x'))->tries;

    // The provider fails every try; the last one comes while the database (and failed_jobs) is away.
    for ($try = 1; $try < $tries; $try++) {
        SecurityFixtures::runQueueOnce();
        $this->travel(1)->hours();
    }
    $this->outage->start();
    SecurityFixtures::runQueueOnce();

    $kept = glob(config('shop.failed_jobs_path').'/*.json') ?: [];
    expect($provider->calls)->toBe($tries)
        ->and(jobsLeft())->toBe([])
        ->and($kept)->toHaveCount(1);
    $this->outage->end();
    expect(DB::table('failed_jobs')->count())->toBe(0);

    // The node's worker moves it into failed_jobs between jobs.
    workQueue();

    $failed = DB::table('failed_jobs')->get();
    expect($failed)->toHaveCount(1)
        ->and($failed[0]->payload)->toContain('SendSms')->toContain('380501234567')
        ->and($failed[0]->exception)->toContain('HTTP 500')
        ->and(glob(config('shop.failed_jobs_path').'/*.json') ?: [])->toBe([]);
    expect(Artisan::call('queue:failed'))->toBe(0)->and(Artisan::output())->toContain('SendSms');
});
