<?php

namespace App\Shop\Sms;

use App\Support\ProviderError;
use RuntimeException;
use Throwable;

/** The gateway did not accept a message; `retryable` says whether trying again later may help (network, gateway fault). */
class SmsException extends RuntimeException implements ProviderError
{
    public function __construct(string $message, public readonly bool $retryable = false, public readonly ?int $gatewayCode = null, ?Throwable $previous = null)
    {
        parent::__construct($message, 0, $previous);
    }

    /** The SMS driver in use when it failed (shop.sms.driver). */
    public function provider(): string
    {
        return (string) config('shop.sms.driver');
    }
}
