<?php

namespace App\Http\Requests\Staff\Shop;

/** The shop's settings: its phone and the admin email that receives the orders' copies. */
class ShopSettingsRequest extends ShopRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'phone' => ['required', 'string', 'max:32', 'regex:'.self::PHONE],
            'email_admin' => ['required', 'string', 'max:254', 'email:strict'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['phone.regex' => __('shop_admin.phone')];
    }

    /** @return array{phone: string, email_admin: string} */
    public function values(): array
    {
        return ['phone' => trim((string) $this->validated('phone')), 'email_admin' => mb_strtolower(trim((string) $this->validated('email_admin')))];
    }
}
