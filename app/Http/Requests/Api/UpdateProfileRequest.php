<?php

namespace App\Http\Requests\Api;

use App\Models\Customer;
use App\Shop\Customers\ProfileRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/update-profile {name, surname, birthday, referrer_id}: see ProfileRules. */
class UpdateProfileRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        /** @var Customer $customer */
        $customer = $this->user();

        return ProfileRules::rules($customer);
    }

    /** @return array{name: string, surname: string, birthday: ?string, referrer_id: ?int} */
    public function profile(): array
    {
        return [
            'name' => $this->validated('name'),
            'surname' => $this->validated('surname'),
            'birthday' => $this->validated('birthday'),
            'referrer_id' => $this->validated('referrer_id') === null ? null : (int) $this->validated('referrer_id'),
        ];
    }
}
