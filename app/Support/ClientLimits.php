<?php

namespace App\Support;

/**
 * Every limit the browser enforces, read from config/shop.php and sent to it as the shared `limits` prop:
 * the client's forms, stores and title take these values and keep no copy of their own.
 */
final class ClientLimits
{
    /**
     * @return array{brand: string, brand_name: string, timezone: string, build: array{check_interval_ms: int, metadata_delay_ms: int, reload_guard_ms: int}, otp_length: int, phone_min_digits: int, phone_max_digits: int,
     *     phone_country_code: string, phone_national_digits: int, name_max: int, min_age: int, viewed_cap: int, favorites_merge_max: int, cart_max_lines: int, max_quantity: int,
     *     max_persons: int, bonus_share_percent: int, tip_percents: list<int>, tip_max: int, text_max: array<string, int>, cookies: array<string, array{name: string, seconds: int}>,
     *     csrf_cookie_url: string}
     */
    public static function toArray(): array
    {
        return [
            'brand' => (string) config('shop.brand'),
            'brand_name' => (string) config('shop.brand_name'),
            'timezone' => (string) config('shop.ordering.timezone'),
            'build' => [
                'check_interval_ms' => (int) config('shop.build.check_interval_ms'),
                'metadata_delay_ms' => (int) config('shop.build.metadata_delay_ms'),
                'reload_guard_ms' => (int) config('shop.build.reload_guard_ms'),
            ],
            'otp_length' => (int) config('shop.limits.otp_length'),
            'phone_min_digits' => (int) config('shop.limits.phone_min_digits'),
            'phone_max_digits' => (int) config('shop.limits.phone_max_digits'),
            'phone_country_code' => (string) config('shop.phone_country_code'),
            'phone_national_digits' => (int) config('shop.phone_national_digits'),
            'name_max' => (int) config('shop.limits.name_max'),
            'min_age' => (int) config('shop.limits.min_age'),
            'viewed_cap' => (int) config('shop.limits.viewed_cap'),
            'favorites_merge_max' => (int) config('shop.account.favorites_merge_max'),
            'cart_max_lines' => (int) config('shop.ordering.max_lines'),
            'max_quantity' => (int) config('shop.ordering.max_quantity'),
            'max_persons' => (int) config('shop.ordering.max_persons'),
            'bonus_share_percent' => (int) config('shop.ordering.bonuses.max_share_percent'),
            'tip_percents' => array_values(array_map('intval', (array) config('shop.ordering.tips.percents'))),
            'tip_max' => (int) config('shop.ordering.tips.max_amount'),
            'text_max' => array_map('intval', (array) config('shop.ordering.text_max')),
            // The cookies the browser writes or reads itself (guest pages set none of them).
            'cookies' => array_map(fn (string $key) => [
                'name' => (string) config("shop.cookies.$key.name"),
                'seconds' => (int) config("shop.cookies.$key.seconds"),
            ], ['language' => 'language', 'attention' => 'attention', 'open_auth' => 'open_auth']),
            // Where the browser gets the CSRF cookie before its first write (guest pages come without it).
            'csrf_cookie_url' => route('sanctum.csrf-cookie', [], false),
        ];
    }
}
