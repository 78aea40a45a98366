<?php

use App\Mail\OrderPlaced;
use App\Models\Order;
use App\Shop\Sms\SendSms;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Security\SecurityFixtures;
use Tests\Support\FakeSmsSender;

// The new-order mail and every SMS are jobs on a real queue (the database queue here): the request that causes
// them returns without waiting on SMTP or the SMS gateway, and a worker sends them with retries.

beforeEach(function () {
    seedShop();
    config(['queue.default' => 'database', 'mail.default' => 'array']);
    $this->travelTo(Fx::noon());
});

it('places an order without sending its mail in the request, and a worker sends it', function () {
    $number = $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated()->json('data.order.number');

    expect(SecurityFixtures::queuedJobs())->toBe([OrderPlaced::class])->and(SecurityFixtures::sentMails())->toBe(0);

    SecurityFixtures::runQueueOnce();

    expect(DB::table('jobs')->count())->toBe(0)->and(SecurityFixtures::sentMails())->toBe(1)
        ->and(app('mailer')->getSymfonyTransport()->messages()->first()->getOriginalMessage()->getSubject())->toContain($number);
});

it('keeps the order when the mail server is down, retries the mail with backoff and then keeps it in failed_jobs', function () {
    // Nothing listens on port 9 of loopback: every SMTP attempt is refused at once.
    config(['mail.default' => 'smtp', 'mail.mailers.smtp.host' => '127.0.0.1', 'mail.mailers.smtp.port' => 9, 'mail.mailers.smtp.timeout' => 1]);

    $orders = Order::query()->count();
    $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated();
    expect(Order::query()->count())->toBe($orders + 1);

    $attempts = 0;
    while (DB::table('failed_jobs')->count() === 0 && $attempts < 10) {
        SecurityFixtures::runQueueOnce();
        $attempts++;
        $this->travel(2)->hours();
    }

    expect($attempts)->toBe((new OrderPlaced(Order::query()->firstOrFail()))->tries)
        ->and(DB::table('jobs')->count())->toBe(0)
        ->and(DB::table('failed_jobs')->count())->toBe(1)
        ->and(Order::query()->count())->toBe($orders + 1);
    expect(Artisan::call('queue:failed'))->toBe(0)->and(Artisan::output())->toContain('OrderPlaced');
});

it('keeps the order\'s mail on the database queue when the queue backend cannot take it, and the scheduler sends it', function () {
    // The queue backend (Redis in production) refuses connections, as while it restarts.
    config([
        'database.redis.down' => ['host' => '127.0.0.1', 'port' => 1, 'database' => 0, 'timeout' => 0.5, 'max_retries' => 0],
        'queue.connections.down' => ['driver' => 'redis', 'connection' => 'down', 'queue' => 'default'],
        'queue.default' => 'down',
    ]);

    $number = $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated()->json('data.order.number');

    expect(SecurityFixtures::queuedJobs())->toBe([OrderPlaced::class])->and(SecurityFixtures::sentMails())->toBe(0);
    $drain = collect(app(\Illuminate\Console\Scheduling\Schedule::class)->events())
        ->first(fn ($event) => str_contains((string) $event->command, 'queue:work') && str_contains((string) $event->command, 'database'));
    expect($drain)->not->toBeNull()->and($drain->expression)->toBe('* * * * *');

    SecurityFixtures::runQueueOnce();
    expect(DB::table('jobs')->count())->toBe(0)->and(SecurityFixtures::sentMails())->toBe(1)
        ->and(app('mailer')->getSymfonyTransport()->messages()->first()->getOriginalMessage()->getSubject())->toContain($number);
});

it('queues the order\'s mail and answers the order when the cache store fails right after the commit (the board\'s version)', function () {
    config(['database.redis.down' => ['host' => '127.0.0.1', 'port' => 1, 'database' => 0, 'timeout' => 0.5, 'max_retries' => 0],
        'cache.stores.down' => ['driver' => 'redis', 'connection' => 'down']]);
    // Redis goes away between the order's commit and what follows it: the board's version cannot be moved.
    app()->instance(\App\Staff\Board\BoardVersion::class, new \App\Staff\Board\BoardVersion(\Illuminate\Support\Facades\Cache::store('down')));

    $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated();

    expect(SecurityFixtures::queuedJobs())->toBe([OrderPlaced::class]);
});

it('sends a sign-in code through the queue, not in the request', function () {
    $sms = FakeSmsSender::install();

    $this->postJson('/en/auth/phone', ['phone' => '380501234567'])->assertOk();

    expect($sms->sent)->toBe([])->and(SecurityFixtures::queuedJobs())->toBe([SendSms::class]);

    SecurityFixtures::runQueueOnce();

    expect($sms->sent)->toHaveCount(1)->and($sms->sent[0]['phone'])->toBe('380501234567');
});
