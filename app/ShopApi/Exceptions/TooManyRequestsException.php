<?php

namespace App\ShopApi\Exceptions;

use Illuminate\Contracts\Debug\ShouldntReport;

/** The upstream refused for now (a 429): try again after $retryAfter seconds; $field names the form field it concerns,
 *  if any. A limit answered on purpose: never reported. */
class TooManyRequestsException extends ShopApiException implements ShouldntReport
{
    public function __construct(string $message, public readonly int $retryAfter, public readonly ?string $field = null)
    {
        parent::__construct($message);
    }
}
