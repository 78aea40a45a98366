<?php

return [

    // The fixed document title of every page (spec section 9).
    'brand' => env('SHOP_BRAND', 'Sunrise — суші та вок'),

    // Interface languages: the key is the locale and the route-name prefix source.
    'locales' => [
        'uk' => ['prefix' => '', 'tag' => 'uk-UA', 'label' => 'UA', 'api' => 'ua', 'dayjs' => 'uk'],
        'en' => ['prefix' => 'en', 'tag' => 'en-US', 'label' => 'EN', 'api' => 'en', 'dayjs' => 'en'],
    ],
    'default_locale' => 'uk',

    // The upstream shop API behind the ShopApi port: "local" (embedded, in-process) or "http".
    'api' => [
        'driver' => env('SHOP_API', 'local'),
        'url' => env('SHOP_API_URL', 'http://127.0.0.1:8000'),
        'connect_timeout' => (float) env('SHOP_API_CONNECT_TIMEOUT', 3),
        'timeout' => (float) env('SHOP_API_TIMEOUT', 5),
        'retries' => (int) env('SHOP_API_RETRIES', 2),
        'line_secret' => env('SHOP_LINE_SECRET', 'local-line-secret'),
    ],

    // Storefront cache of upstream answers: fresh for `ttl` seconds, served stale on upstream errors for `stale_ttl`.
    'cache' => [
        'store' => env('SHOP_CACHE_STORE'),
        'ttl' => (int) env('SHOP_CACHE_TTL', 300),
        'stale_ttl' => (int) env('SHOP_CACHE_STALE_TTL', 86400),
        'error_log_interval' => (int) env('SHOP_CACHE_ERROR_LOG_INTERVAL', 60),
        'failure_backoff' => (int) env('SHOP_CACHE_FAILURE_BACKOFF', 15),
    ],

    'cookies' => [
        'language' => ['name' => 'i18n_redirected', 'seconds' => 365 * 86400],
        'auth_token' => ['name' => 'auth_token', 'seconds' => 365 * 86400],
        'referral' => ['name' => 'referral', 'seconds' => 2419200],
        'attention' => ['name' => 'attention', 'seconds' => 14400],
        'order_id' => ['name' => 'order_id', 'seconds' => 86400],
        'utm' => ['names' => ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'], 'seconds' => 30 * 86400],
    ],

    // Values accepted from ?referral= (anything else is ignored).
    'referral_pattern' => '/^[A-Za-z0-9_-]{1,64}$/',

    // Front-end build freshness (spec sections 4 and 9).
    'build' => [
        'check_interval_ms' => 3600000,
        'metadata_delay_ms' => 1000,
        'reload_guard_ms' => 10000,
    ],

    'limits' => [
        'viewed_cap' => 8,
        'otp_length' => (int) env('SHOP_OTP_LENGTH', 4),
        'phone_max_digits' => 15,
        'min_age' => 18,
    ],

    // Legacy paths of the previous site: the /tproduct table lives in resources/legacy;
    // further exact-path rules can be added here or through SHOP_REDIRECTS (JSON: {"/old": "/new"}).
    'legacy' => [
        'tproduct_table' => resource_path('legacy/tproduct-redirects.php'),
        'status' => 301,
        'rules' => json_decode((string) env('SHOP_REDIRECTS', '{}'), true) ?: [],
    ],

    // Server-side rendering through the Inertia SSR server (node bootstrap/ssr/ssr.js).
    'ssr' => [
        'enabled' => (bool) env('INERTIA_SSR_ENABLED', true),
        'url' => env('INERTIA_SSR_URL', 'http://127.0.0.1:13714'),
        'timeout' => (float) env('INERTIA_SSR_TIMEOUT', 2),
        'failure_backoff' => (int) env('INERTIA_SSR_FAILURE_BACKOFF', 10),
    ],

    // Categories whose products the cart drawer offers as extras.
    'upsell_categories' => ['sauces', 'drinks'],

    'sms' => ['driver' => env('SMS_DRIVER', 'log')],
    'payments' => ['driver' => env('PAYMENT_DRIVER', 'sandbox')],
];
