<?php

namespace App\Http\Requests\Api;

use App\Models\Customer;
use App\Shop\Customers\ProfileRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/update-profile {name, surname, birthday, referral_code}: see ProfileRules. */
class UpdateProfileRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        /** @var Customer $customer */
        $customer = $this->user();

        return ProfileRules::rules($customer);
    }

    /** @return array{name: string, surname: string, birthday: ?string, referral_code: ?string} */
    public function profile(): array
    {
        return [
            'name' => $this->validated('name'),
            'surname' => $this->validated('surname'),
            'birthday' => $this->validated('birthday'),
            'referral_code' => $this->validated('referral_code'),
        ];
    }
}
