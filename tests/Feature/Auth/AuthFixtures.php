<?php

namespace Tests\Feature\Auth;

use App\ShopApi\HttpShopApi;
use App\ShopApi\ShopContext;
use Illuminate\Testing\TestResponse;
use Symfony\Component\HttpFoundation\Cookie;
use Tests\Feature\Contract\OpenApi;

/** The sign-in tests' requests and answers. */
final class AuthFixtures
{
    public static function customerApiDocumented(TestResponse $response, string $method, string $path, int $status): void
    {
        $response->assertStatus($status);
        OpenApi::document()->assertResponse($response, $method, $path);
    }

    public static function customerHttpApi(?string $token = null): HttpShopApi
    {
        app(ShopContext::class)->token = $token;

        return app(HttpShopApi::class);
    }

    /** The header for LINE_PHONE with the given secret and Kyiv date. */
    public static function lineHeaderFor(string $secret, string $kyivDate): string
    {
        return hash('sha256', LINE_PHONE.$secret.$kyivDate);
    }

    /** Sign in through the storefront with a phone as typed; answers the auth_token cookie. */
    public static function phoneSignIn(\Tests\TestCase $test, string $typed): string
    {
        $test->travel(61)->seconds(); // past the resend cooldown of the previous code to the number
        $test->postJson('/auth/phone', ['phone' => $typed])->assertOk();
        $response = $test->postJson('/auth/code', ['phone' => $typed, 'code' => $test->sms->lastCode(PN_DIGITS)])->assertOk();

        return collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === 'auth_token')->getValue();
    }

    /** Headers of a call by the customer holding $token. @return array<string, string> */
    public static function customerBearer(string $token, string $language = 'ua'): array
    {
        return ['Authorization' => 'Bearer '.$token, 'Accept-Language' => $language];
    }

    /** The storefront URL of an auth route in a language. */
    public static function authUrl(string $locale, string $action): string
    {
        return ($locale === 'en' ? '/en' : '').'/auth/'.$action;
    }

    /** The Set-Cookie of a response for one cookie name. */
    public static function authResponseCookie(\Illuminate\Testing\TestResponse $response, string $name): ?Cookie
    {
        return collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === $name);
    }

    /** Sign in through the storefront; answers the auth_token cookie's value. */
    public static function storefrontSignIn(\Tests\TestCase $test, string $phone, string $locale = 'uk', array $extra = []): string
    {
        $test->postJson(self::authUrl($locale, 'phone'), ['phone' => $phone])->assertOk();
        $response = $test->postJson(self::authUrl($locale, 'code'), ['phone' => $phone, 'code' => $test->sms->lastCode($phone)] + $extra)->assertOk();

        return self::authResponseCookie($response, 'auth_token')->getValue();
    }
}
