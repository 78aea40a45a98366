<?php

namespace App\ShopApi\Exceptions;

/** The upstream refused for now (a 429): try again after $retryAfter seconds; $field names the form field it concerns, if any. */
class TooManyRequestsException extends ShopApiException
{
    public function __construct(string $message, public readonly int $retryAfter, public readonly ?string $field = null)
    {
        parent::__construct($message);
    }
}
