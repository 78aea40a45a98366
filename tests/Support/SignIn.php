<?php

namespace Tests\Support;

use App\ShopApi\LineHeader;
use Illuminate\Foundation\Testing\TestCase;
use Illuminate\Testing\TestResponse;

/** Calls of the shop API's sign-in routes, as the storefront server makes them. */
final class SignIn
{
    /** POST /api/via-phone-number with a valid X-Line-Header (or the given one). */
    public static function requestCode(TestCase $test, string $phone, ?string $header = null, string $language = 'ua', string $ip = '10.0.0.1'): TestResponse
    {
        return $test->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/via-phone-number', ['phone' => $phone], [
            LineHeader::NAME => $header ?? LineHeader::make($phone, (string) config('shop.api.line_secret')),
            'Accept-Language' => $language,
        ]);
    }

    public static function checkCode(TestCase $test, string $phone, string $code, string $language = 'ua'): TestResponse
    {
        return $test->postJson('/api/sms-code-check', ['phone' => $phone, 'code' => $code], ['Accept-Language' => $language]);
    }
}
