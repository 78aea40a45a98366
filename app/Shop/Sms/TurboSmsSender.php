<?php

namespace App\Shop\Sms;

use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;

/**
 * TurboSMS HTTP API (https://turbosms.ua/api.html): POST /message/send.json with a bearer token.
 * Every valid HTTP request is answered 200 with {response_code, response_status, response_result};
 * 800–803 (SUCCESS_MESSAGE_*) and 0 (OK) mean accepted, anything else is an error. With one recipient
 * the recipient's own entry in response_result is checked too (e.g. 305 INVALID_PHONE, 404 stop list).
 */
class TurboSmsSender implements SmsSender
{
    public const SUCCESS_CODES = [0, 800, 801, 802, 803];

    /** Gateway-side faults worth another try later; the rest (token, balance, sender, number, text) need a person. */
    public const RETRYABLE_CODES = [500, 501, 503, 999];

    public function __construct(private Http $http) {}

    public function send(string $phone, string $text): void
    {
        $config = config('shop.sms.turbosms');
        if (! is_string($config['token']) || $config['token'] === '') {
            throw new SmsException('TurboSMS: TURBOSMS_TOKEN is not set.');
        }

        try {
            $response = $this->http->baseUrl(rtrim($config['url'], '/'))
                ->withToken($config['token'])
                ->acceptJson()
                ->asJson()
                ->connectTimeout(5)
                ->timeout($config['timeout'])
                ->post('/message/send.json', [
                    'recipients' => [$phone],
                    'sms' => ['sender' => $config['sender'], 'text' => $text],
                ]);
        } catch (ConnectionException $e) {
            throw new SmsException('TurboSMS did not answer: '.$e->getMessage(), retryable: true, previous: $e);
        }

        if (! $response->successful()) {
            throw new SmsException('TurboSMS answered HTTP '.$response->status().'.', retryable: $response->serverError() || $response->status() === 429);
        }

        $json = $response->json();
        if (! is_array($json) || ! is_int($json['response_code'] ?? null)) {
            throw new SmsException('TurboSMS answered something that is not its JSON envelope.', retryable: true);
        }

        $this->assertAccepted($json['response_code'], (string) ($json['response_status'] ?? ''));

        foreach (is_array($json['response_result'] ?? null) ? $json['response_result'] : [] as $entry) {
            if (is_array($entry) && ($entry['phone'] ?? null) === $phone && is_int($entry['response_code'] ?? null)) {
                $this->assertAccepted($entry['response_code'], (string) ($entry['response_status'] ?? ''), 'for the recipient ');
            }
        }
    }

    private function assertAccepted(int $code, string $status, string $where = ''): void
    {
        if (! in_array($code, self::SUCCESS_CODES, true)) {
            throw new SmsException("TurboSMS refused the message {$where}with $code $status.", in_array($code, self::RETRYABLE_CODES, true), $code);
        }
    }
}
