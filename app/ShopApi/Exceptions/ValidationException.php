<?php

namespace App\ShopApi\Exceptions;

use Illuminate\Contracts\Debug\ShouldntReport;

/** The upstream rejected the input (a 422) with per-field messages. An answer, not a failure: never reported. */
class ValidationException extends ShopApiException implements ShouldntReport
{
    /** @param  array<string, list<string>>  $errors */
    public function __construct(string $message, public readonly array $errors)
    {
        parent::__construct($message);
    }
}
