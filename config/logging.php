<?php

use App\Logging\FallBackToStderr;
use Monolog\Formatter\JsonFormatter;
use Monolog\Handler\StreamHandler;
use Monolog\Processor\PsrLogMessageProcessor;

// Merged over Laravel's own logging config (stack, single, daily, stderr, ...): only the added channels are here.
return [
    'channels' => [
        // One JSON object per line (message, context, level_name, channel, datetime, extra.request_id) for log
        // shippers: LOG_CHANNEL=json, or LOG_CHANNEL=stack with LOG_STACK=json. LOG_JSON_PATH=php://stderr for journald.
        'json' => [
            'driver' => 'monolog',
            'level' => env('LOG_LEVEL', 'debug'),
            'handler' => StreamHandler::class,
            'handler_with' => ['stream' => env('LOG_JSON_PATH', storage_path('logs/laravel.jsonl'))],
            'formatter' => JsonFormatter::class,
            'formatter_with' => ['includeStacktraces' => true],
            'processors' => [PsrLogMessageProcessor::class],
            // A line that cannot be written (a full log disk) goes to logging.fallback instead of failing the request.
            'tap' => [FallBackToStderr::class],
        ],
    ],

    // Where a file channel's lines go when its file cannot be written (App\Logging\FallBackToStderr).
    'fallback' => env('LOG_FALLBACK_PATH', 'php://stderr'),
];
