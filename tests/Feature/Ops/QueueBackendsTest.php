<?php

use App\Shop\Sms\SendSms;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Tests\Support\FakeSmsSender;

// A job waits on the queue backend until a worker (`php artisan queue:work`, started by scripts/serve.sh) runs it:
// the database queue in every run, Redis in the PostgreSQL + Redis run of scripts/test.sh.

it('keeps a queued SMS on the :dataset queue until a worker sends it', function (string $connection) {
    if ($connection === 'redis' && config('cache.default') !== 'redis') {
        $this->markTestSkipped('Redis is tested in the PostgreSQL + Redis run (bash scripts/with-pg-redis.sh php vendor/bin/pest).');
    }
    $sms = FakeSmsSender::install();
    // A queue of this test alone: a worker of another test process (or app) never takes its job, nor it theirs.
    $queue = 'test-'.Str::lower(Str::random(12));
    config(['queue.default' => $connection]);

    SendSms::dispatch('380501234567', 'Sunrise: 1234')->onQueue($queue);

    expect($sms->sent)->toBe([])->and(Queue::connection($connection)->size($queue))->toBe(1);

    Artisan::call('queue:work', ['connection' => $connection, '--once' => true, '--queue' => $queue, '--sleep' => 0]);

    expect($sms->sent)->toBe([['phone' => '380501234567', 'text' => 'Sunrise: 1234']])
        ->and(Queue::connection($connection)->size($queue))->toBe(0);
})->with(['database', 'redis']);
