<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Api\Concerns\NamesClientIp;
use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/account/delete {code}: the fresh SMS code sent to the customer's phone. A storefront may name the
 *  visitor's address (X-Client-Ip with a valid X-Line-Header for the customer's phone, sent as phone). */
class DeleteAccountRequest extends FormRequest
{
    use NamesClientIp;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['code' => SignInRules::code(), 'phone' => ['sometimes', 'string', 'max:20']];
    }
}
