<?php

namespace App\Http\Requests\Account;

use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST account.delete {code}: the SMS code just sent to the customer's phone (account.delete.code). */
class DeleteAccountRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['code' => SignInRules::code()];
    }
}
