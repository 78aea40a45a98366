<?php

use App\Shop\Sms\SmsException;
use App\Shop\Sms\TurboSmsSender;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\Unit\UnitFixtures;

// The TurboSMS driver against its documented answers (https://turbosms.ua/api.html): every valid request
// is HTTP 200 with {response_code, response_status, response_result}; 0 and 800–803 mean accepted.

beforeEach(function () {
    config(['shop.sms.turbosms' => ['url' => 'https://api.turbosms.ua', 'token' => 'turbo-token', 'sender' => 'Sunrise', 'timeout' => 5]]);
    Http::preventStrayRequests();
});

it('posts the message to message/send.json with the bearer token', function () {
    Http::fake(['api.turbosms.ua/*' => Http::response(UnitFixtures::turboAnswer(800, 'SUCCESS_MESSAGE_ACCEPTED', [
        ['phone' => '380501234567', 'response_code' => 0, 'message_id' => 'f83f8868-5e46-c6cf-e4fb-615e5a293754', 'response_status' => 'OK'],
    ]))]);

    app(TurboSmsSender::class)->send('380501234567', 'Sunrise: ваш код 1234');

    Http::assertSent(fn (Request $r) => $r->method() === 'POST'
        && $r->url() === 'https://api.turbosms.ua/message/send.json'
        && $r->header('Authorization') === ['Bearer turbo-token']
        && $r->data() === ['recipients' => ['380501234567'], 'sms' => ['sender' => 'Sunrise', 'text' => 'Sunrise: ваш код 1234']]);
});

it('accepts every success code', function (int $code, string $status) {
    Http::fake(['*' => Http::response(UnitFixtures::turboAnswer($code, $status))]);

    app(TurboSmsSender::class)->send('380501234567', 'text');

    Http::assertSentCount(1);
})->with([[0, 'OK'], [800, 'SUCCESS_MESSAGE_ACCEPTED'], [801, 'SUCCESS_MESSAGE_SENT'], [802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED'], [803, 'SUCCESS_MESSAGE_PARTIAL_SENT']]);

it('throws a non-retryable SmsException for the gateway\'s refusals', function (int $code, string $status) {
    Http::fake(['*' => Http::response(UnitFixtures::turboAnswer($code, $status))]);

    try {
        app(TurboSmsSender::class)->send('380501234567', 'text');
        $this->fail('No exception');
    } catch (SmsException $e) {
        expect($e->gatewayCode)->toBe($code)->and($e->retryable)->toBeFalse()->and($e->getMessage())->toContain($status);
    }
})->with([
    [103, 'REQUIRED_TOKEN'],
    [105, 'REQUIRED_AUTH'],
    [203, 'REQUIRED_BALANCE'],
    [301, 'INVALID_TOKEN'],
    [305, 'INVALID_PHONE'],
    [400, 'NOT_ALLOWED_MESSAGE_SENDER'],
]);

it('throws a retryable SmsException for the gateway\'s own faults', function (int $code, string $status) {
    Http::fake(['*' => Http::response(UnitFixtures::turboAnswer($code, $status))]);

    expect(fn () => app(TurboSmsSender::class)->send('380501234567', 'text'))
        ->toThrow(fn (SmsException $e) => expect($e->retryable)->toBeTrue());
})->with([[503, 'FAILED_SMS_SEND'], [999, 'FATAL_ERROR']]);

it('throws when the recipient itself was refused within an accepted request', function () {
    Http::fake(['*' => Http::response(UnitFixtures::turboAnswer(802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', [
        ['phone' => '380501234567', 'response_code' => 404, 'message_id' => null, 'response_status' => 'NOT_ALLOWED_NUMBER_STOPLIST'],
    ]))]);

    expect(fn () => app(TurboSmsSender::class)->send('380501234567', 'text'))
        ->toThrow(SmsException::class, 'NOT_ALLOWED_NUMBER_STOPLIST');
});

it('throws a retryable SmsException when the network fails', function () {
    Http::fake(fn () => throw new ConnectionException('cURL error 28: Operation timed out'));

    expect(fn () => app(TurboSmsSender::class)->send('380501234567', 'text'))
        ->toThrow(fn (SmsException $e) => expect($e->retryable)->toBeTrue()->and($e->getMessage())->toContain('timed out'));
});

it('throws for an HTTP error or an answer that is not its JSON', function (mixed $body, int $status) {
    Http::fake(['*' => Http::response($body, $status)]);

    app(TurboSmsSender::class)->send('380501234567', 'text');
})->throws(SmsException::class)->with([['<html>502</html>', 502], ['not json', 200], [['unexpected' => true], 200]]);

it('refuses to send without a token', function () {
    config(['shop.sms.turbosms.token' => null]);
    Http::fake();

    expect(fn () => app(TurboSmsSender::class)->send('380501234567', 'text'))->toThrow(SmsException::class, 'TURBOSMS_TOKEN');
    Http::assertNothingSent();
});
