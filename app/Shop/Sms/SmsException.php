<?php

namespace App\Shop\Sms;

use RuntimeException;
use Throwable;

/** The gateway did not accept a message; `retryable` says whether trying again later may help (network, gateway fault). */
class SmsException extends RuntimeException
{
    public function __construct(string $message, public readonly bool $retryable = false, public readonly ?int $gatewayCode = null, ?Throwable $previous = null)
    {
        parent::__construct($message, 0, $previous);
    }
}
