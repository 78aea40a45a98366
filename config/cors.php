<?php

// Cross-origin access (Laravel's HandleCors, fruitcake/php-cors): none unless configured. SHOP_CORS_ORIGINS is a
// comma-separated list of exact origins ("https://partner.example,https://admin.example"; no path, no trailing
// slash) whose browser scripts may call the JSON API; empty, no other site gets an Access-Control-Allow-Origin
// and browsers keep their same-origin rule. The API authenticates with a bearer token, not cookies, so credentialed
// requests stay off unless SHOP_CORS_CREDENTIALS=true (never together with an origin of "*": shop:check refuses it).
$origins = array_values(array_filter(
    array_map(fn (string $origin) => rtrim(trim($origin), '/'), explode(',', (string) env('SHOP_CORS_ORIGINS', ''))),
    fn (string $origin) => $origin !== '',
));

return [
    'paths' => ['api/*', 'sanctum/csrf-cookie'],

    'allowed_methods' => ['*'],

    'allowed_origins' => $origins,

    'allowed_origins_patterns' => [],

    'allowed_headers' => ['*'],

    'exposed_headers' => [],

    'max_age' => 0,

    'supports_credentials' => (bool) env('SHOP_CORS_CREDENTIALS', false),
];
