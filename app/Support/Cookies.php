<?php

namespace App\Support;

use Symfony\Component\HttpFoundation\Cookie;

/** The storefront's cookies, built with the names, lifetimes and flags of config/shop.php. */
final class Cookies
{
    /** Names of the cookies Laravel must not encrypt (the old site and the browser read them as plain values).
     *  @return list<string> */
    public static function plainNames(): array
    {
        $cookies = config('shop.cookies');

        return array_values(array_map('strval', array_merge(
            [$cookies['language']['name'], $cookies['auth_token']['name'], $cookies['referral']['name'], $cookies['attention']['name'], $cookies['order_id']['name'], $cookies['open_auth']['name']],
            $cookies['utm']['names'],
        )));
    }

    /** The sign-in step the next page opens (read and removed by the browser). */
    public static function openAuth(string $step): Cookie
    {
        return self::make(config('shop.cookies.open_auth.name'), $step, config('shop.cookies.open_auth.seconds'), httpOnly: false);
    }

    public static function authToken(string $token): Cookie
    {
        return self::make(config('shop.cookies.auth_token.name'), $token, config('shop.cookies.auth_token.seconds'), httpOnly: true);
    }

    public static function forgetAuthToken(): Cookie
    {
        return self::make(config('shop.cookies.auth_token.name'), '', -2628000, httpOnly: true);
    }

    public static function referral(string $code): Cookie
    {
        return self::make(config('shop.cookies.referral.name'), $code, config('shop.cookies.referral.seconds'), httpOnly: true);
    }

    public static function utm(string $name, string $value): Cookie
    {
        return self::make($name, $value, config('shop.cookies.utm.seconds'), httpOnly: false);
    }

    public static function orderId(string $orderId): Cookie
    {
        return self::make(config('shop.cookies.order_id.name'), $orderId, config('shop.cookies.order_id.seconds'), httpOnly: true);
    }

    public static function make(string $name, string $value, int $seconds, bool $httpOnly): Cookie
    {
        // Secure: always in production; elsewhere null lets the response mark it Secure whenever the request is HTTPS.
        $secure = config('session.secure') ?? (app()->isProduction() ? true : null);

        return new Cookie($name, $value, time() + $seconds, '/', null, $secure, $httpOnly, false, Cookie::SAMESITE_LAX);
    }

    /** A cookie's value when it is a string of at most $maxLength characters matching $pattern; null otherwise. */
    public static function read(\Illuminate\Http\Request $request, string $name, string $pattern, int $maxLength = 255): ?string
    {
        $value = $request->cookies->get($name);

        return is_string($value) && strlen($value) <= $maxLength && preg_match($pattern, $value) ? $value : null;
    }
}
