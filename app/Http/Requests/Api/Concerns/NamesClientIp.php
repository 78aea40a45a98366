<?php

namespace App\Http\Requests\Api\Concerns;

use App\ShopApi\LineHeader;
use App\Support\LoopbackClient;

/**
 * The visitor's address on the shop API's sign-in and order calls, for the per-address limits and the one unpaid card
 * order per address. The storefront names it in
 * X-Client-Ip; that is believed only from a caller that proves it holds the line secret (a valid X-Line-Header for the
 * request's phone), and, while the secret is a public default or short, only from a loopback peer. Anyone else is
 * counted by request()->ip().
 */
trait NamesClientIp
{
    public function clientIp(): string
    {
        $named = $this->header('X-Client-Ip');
        $trusted = $this->lineHeaderIsValid() && (! LineHeader::isWeakSecret((string) config('shop.api.line_secret')) || LoopbackClient::is($this));

        return $trusted && is_string($named) && filter_var($named, FILTER_VALIDATE_IP) ? $named : (string) $this->ip();
    }

    protected function lineHeaderIsValid(): bool
    {
        return LineHeader::verify(
            $this->header(LineHeader::NAME),
            $this->input('phone'),
            (string) config('shop.api.line_secret'),
            (int) config('shop.otp.line_tolerance_days'),
        );
    }
}
