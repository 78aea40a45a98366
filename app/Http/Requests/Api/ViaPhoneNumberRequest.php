<?php

namespace App\Http\Requests\Api;

use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\SignInRules;
use App\ShopApi\LineHeader;
use App\Support\LoopbackClient;
use Illuminate\Foundation\Http\FormRequest;
use Symfony\Component\HttpKernel\Exception\AccessDeniedHttpException;

/** POST /api/via-phone-number {phone}: the X-Line-Header must be the digest of these digits, the secret and a Kyiv date ±1 day. */
class ViaPhoneNumberRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->lineHeaderIsValid();
    }

    protected function failedAuthorization(): never
    {
        throw new AccessDeniedHttpException(trans('customers.line_header_invalid'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => SignInRules::wirePhone()];
    }

    /** The validated phone as E.164 digits (a national 0 takes the shop's country code). */
    public function phone(): string
    {
        return PhoneNumber::from($this->validated('phone'))->digits;
    }

    /**
     * The visitor's IP for the per-IP limit. The storefront names it in X-Client-Ip; that is believed only from a caller
     * that proves it holds the line secret (a valid X-Line-Header), and, while the secret is a public default or short,
     * only from a loopback peer. Anyone else is counted by request()->ip().
     */
    public function clientIp(): string
    {
        $named = $this->header('X-Client-Ip');
        $trusted = $this->lineHeaderIsValid() && (! LineHeader::isWeakSecret((string) config('shop.api.line_secret')) || LoopbackClient::is($this));

        return $trusted && is_string($named) && filter_var($named, FILTER_VALIDATE_IP) ? $named : (string) $this->ip();
    }

    private function lineHeaderIsValid(): bool
    {
        return LineHeader::verify(
            $this->header(LineHeader::NAME),
            $this->input('phone'),
            (string) config('shop.api.line_secret'),
            (int) config('shop.otp.line_tolerance_days'),
        );
    }
}
