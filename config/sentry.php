<?php

use App\Support\ErrorReporting;

/*
 * Error reporting to Sentry (sentry/sentry-laravel): off while SENTRY_LARAVEL_DSN is unset. Exceptions (of requests,
 * commands and queued jobs, failed jobs included) and slow requests (App\Http\Middleware\ReportSlowRequests) are sent
 * with the request id and the release (the build id), scrubbed of personal data by App\Support\ErrorReporting.
 * docs/deploying.md#error-reporting-sentry.
 */
return [
    'dsn' => env('SENTRY_LARAVEL_DSN'),
    'release' => env('SENTRY_RELEASE') ?: ErrorReporting::buildId(),
    'environment' => env('SENTRY_ENVIRONMENT'),
    'sample_rate' => 1.0,
    // Performance tracing is off unless asked for (slow requests are reported as events either way).
    'traces_sample_rate' => env('SENTRY_TRACES_SAMPLE_RATE') === null ? null : (float) env('SENTRY_TRACES_SAMPLE_RATE'),
    'send_default_pii' => false,
    'before_send' => [ErrorReporting::class, 'beforeSend'],
    'before_send_transaction' => [ErrorReporting::class, 'beforeSend'],
    'ignore_transactions' => ['/api/health', '/api/ping'],
    'breadcrumbs' => [
        'logs' => true,
        'cache' => false,
        'livewire' => false,
        'sql_queries' => true,
        // Query bindings carry phones and names: never.
        'sql_bindings' => false,
        'queue_info' => true,
        'command_info' => true,
        'http_client_requests' => true,
        'notifications' => false,
    ],
    'tracing' => [
        'sql_bindings' => false,
        'default_integrations' => true,
    ],
];
