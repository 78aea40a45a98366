<?php

namespace App\Http\Requests\Api;

use App\Shop\Customers\SignInRules;
use App\ShopApi\LineHeader;
use Illuminate\Foundation\Http\FormRequest;
use Symfony\Component\HttpKernel\Exception\AccessDeniedHttpException;

/** POST /api/via-phone-number {phone}: the X-Line-Header must be the digest of these digits, the secret and a Kyiv date ±1 day. */
class ViaPhoneNumberRequest extends FormRequest
{
    public function authorize(): bool
    {
        return LineHeader::verify(
            $this->header(LineHeader::NAME),
            $this->input('phone'),
            (string) config('shop.api.line_secret'),
            (int) config('shop.otp.line_tolerance_days'),
        );
    }

    protected function failedAuthorization(): never
    {
        throw new AccessDeniedHttpException(trans('customers.line_header_invalid'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => SignInRules::phone()];
    }

    public function phone(): string
    {
        return $this->validated('phone');
    }

    /** The visitor's IP for the per-IP limit: a trusted storefront (it holds the line secret) names it in X-Client-Ip. */
    public function clientIp(): string
    {
        $forwarded = $this->header('X-Client-Ip');

        return is_string($forwarded) && filter_var($forwarded, FILTER_VALIDATE_IP) ? $forwarded : (string) $this->ip();
    }
}
