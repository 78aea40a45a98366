<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Api\Concerns\NamesClientIp;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;
use Symfony\Component\HttpKernel\Exception\AccessDeniedHttpException;

/** POST /api/via-phone-number {phone}: the X-Line-Header must be the digest of these digits, the secret and a Kyiv date ±1 day. */
class ViaPhoneNumberRequest extends FormRequest
{
    use NamesClientIp;

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
}
