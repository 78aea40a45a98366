<?php

use App\Shop\Sms\DevOutbox;
use App\Shop\Sms\LogSmsSender;
use App\Shop\Sms\SendSms;
use App\Shop\Sms\SmsException;
use App\Shop\Sms\SmsSender;
use App\Shop\Sms\TurboSmsSender;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Queue;

// The SMS driver choice, the queued job and the dev outbox of the log driver.

beforeEach(function () {
    config(['shop.sms.outbox' => $this->outbox = sys_get_temp_dir().'/sms-outbox-'.uniqid().'.json']);
    $this->logged = [];
    Event::listen(MessageLogged::class, fn (MessageLogged $e) => $this->logged[] = [$e->level, $e->message]);
});

afterEach(function () {
    @unlink($this->outbox);
});

it('chooses the driver from config shop.sms.driver', function (string $driver, string $class) {
    config(['shop.sms.driver' => $driver]);

    expect(app(SmsSender::class))->toBeInstanceOf($class);
})->with([['log', LogSmsSender::class], ['turbosms', TurboSmsSender::class]]);

it('refuses an unknown driver', function () {
    config(['shop.sms.driver' => 'pigeon']);

    app(SmsSender::class);
})->throws(InvalidArgumentException::class);

it('writes the log driver\'s messages to the log and, in testing, to the dev outbox', function () {
    app(LogSmsSender::class)->send('380501234567', 'Sunrise: ваш код 4821');

    expect(collect($this->logged)->contains(fn (array $l) => $l[0] === 'info' && str_contains($l[1], '380501234567') && str_contains($l[1], '4821')))->toBeTrue();
    expect(app(DevOutbox::class)->last('380501234567'))->toMatchArray(['phone' => '380501234567', 'code' => '4821']);
});

it('keeps no dev outbox outside local and testing', function () {
    app()->detectEnvironment(fn () => 'production');

    app(LogSmsSender::class)->send('380501234567', 'Sunrise: ваш код 4821');

    expect(file_exists($this->outbox))->toBeFalse();
    app()->detectEnvironment(fn () => 'testing');
});

it('keeps only the last messages in the dev outbox', function () {
    config(['shop.sms.outbox_keep' => 3]);
    foreach (range(1, 5) as $i) {
        app(DevOutbox::class)->append('38050000000'.$i, "code 100$i");
    }

    expect(array_column(app(DevOutbox::class)->messages(), 'code'))->toBe(['1003', '1004', '1005']);
});

it('reads a broken dev outbox as empty', function () {
    file_put_contents($this->outbox, '{not json');

    expect(app(DevOutbox::class)->messages())->toBe([]);
});

it('sends through a queued job', function () {
    Queue::fake();

    SendSms::dispatch('380501234567', 'text');

    Queue::assertPushed(SendSms::class, fn (SendSms $job) => $job->phone === '380501234567' && $job instanceof \Illuminate\Contracts\Queue\ShouldQueue);
});

it('logs a refused message without throwing at the customer', function () {
    $this->mock(SmsSender::class)->shouldReceive('send')->once()->with('380501234567', 'Sunrise: ваш код 4821')
        ->andThrow(new SmsException('TurboSMS refused the message with 203 REQUIRED_BALANCE.', false, 203));

    SendSms::dispatchSync('380501234567', 'Sunrise: ваш код 4821');

    $errors = collect($this->logged)->where(0, 'error')->pluck(1);
    expect($errors)->toHaveCount(1)
        ->and($errors[0])->toContain('REQUIRED_BALANCE')->not->toContain('380501234567')->not->toContain('4821');
});

it('masks phone numbers in logs', function () {
    expect(SendSms::mask('380501234567'))->toBe('38050*****67');
});

it('sends through TurboSMS end to end when configured', function () {
    config(['shop.sms.driver' => 'turbosms', 'shop.sms.turbosms.token' => 't', 'shop.sms.turbosms.url' => 'https://api.turbosms.ua']);
    Http::fake(['*' => Http::response(['response_code' => 800, 'response_status' => 'SUCCESS_MESSAGE_ACCEPTED', 'response_result' => []])]);

    SendSms::dispatchSync('380501234567', 'text');

    Http::assertSentCount(1);
});
