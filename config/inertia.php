<?php

// inertiajs/inertia-laravel's configuration (its defaults for every key not named here), plus the shop's own
// ssr.failure_backoff, read by App\Inertia\BackoffSsrGateway.
return [

    // Server-side rendering through the Inertia SSR server (`php artisan inertia:start-ssr` runs
    // bootstrap/ssr/ssr.js). After a failed render the renderer is left alone for failure_backoff seconds (pages are
    // rendered by the browser meanwhile); timeout bounds both the connection and the answer, in seconds.
    'ssr' => [
        'enabled' => (bool) env('INERTIA_SSR_ENABLED', true),
        'runtime' => env('INERTIA_SSR_RUNTIME', 'node'),
        'ensure_runtime_exists' => false,
        'url' => env('INERTIA_SSR_URL', 'http://127.0.0.1:13714'),
        'hot_url' => env('INERTIA_SSR_HOT_URL'),
        'timeout' => (float) env('INERTIA_SSR_TIMEOUT', 2),
        'ensure_bundle_exists' => true,
        'bundle' => base_path('bootstrap/ssr/ssr.js'),
        'throw_on_error' => (bool) env('INERTIA_SSR_THROW_ON_ERROR', false),
        'failure_backoff' => (int) env('INERTIA_SSR_FAILURE_BACKOFF', 10),
    ],

    // assertInertia()->component('x') also checks that resources/js/pages/x.tsx exists.
    'pages' => [
        'ensure_pages_exist' => false,
        'paths' => [resource_path('js/pages')],
        'extensions' => ['tsx', 'ts'],
    ],

    'testing' => [
        'ensure_pages_exist' => true,
    ],

    // The page object lists the shared props' keys (the client carries them over on instant visits).
    'expose_shared_prop_keys' => true,

    'store_previous_url' => false,

    // Store every page encrypted in the browser history (pages of a signed-in customer always are:
    // App\Http\Middleware\HandleInertiaRequests).
    'history' => [
        'encrypt' => (bool) env('INERTIA_ENCRYPT_HISTORY', false),
    ],

    // The Inertia DevTools recorder stays off unless INERTIA_DEVTOOLS_ENABLED says otherwise (local only).
    'devtools' => [
        'enabled' => env('INERTIA_DEVTOOLS_ENABLED', false),
    ],

    'preserve_big_integers' => false,

];
