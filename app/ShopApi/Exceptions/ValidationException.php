<?php

namespace App\ShopApi\Exceptions;

/** The upstream rejected the input (a 422) with per-field messages. */
class ValidationException extends ShopApiException
{
    /** @param  array<string, list<string>>  $errors */
    public function __construct(string $message, public readonly array $errors)
    {
        parent::__construct($message);
    }
}
