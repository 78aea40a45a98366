<?php

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
        ],
    ],
];
