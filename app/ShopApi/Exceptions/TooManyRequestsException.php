<?php

namespace App\ShopApi\Exceptions;

/** The upstream refused for now (a 429): try again after $retryAfter seconds. */
class TooManyRequestsException extends ShopApiException
{
    public function __construct(string $message, public readonly int $retryAfter)
    {
        parent::__construct($message);
    }
}
