<?php

namespace App\ShopApi\Exceptions;

use App\Support\ProviderError;

/**
 * The upstream failed (it did not answer, or answered something unusable), or a provider behind it did: a real
 * failure, reported where it is caught and grouped by ErrorReporting::fingerprint.
 */
class UpstreamException extends ShopApiException implements ProviderError
{
    /** The provider behind it (the payment provider whose failure it passes on), else the shop API's driver. */
    public function provider(): string
    {
        $previous = $this->getPrevious();

        return $previous instanceof ProviderError ? $previous->provider() : 'shop-api:'.config('shop.api.driver');
    }
}
