<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Api\Concerns\NamesClientIp;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/account/delete/code: no fields of its own. A storefront may name the visitor's address (X-Client-Ip with
 *  a valid X-Line-Header for the customer's phone, sent as phone), as for the deletion itself. */
class DeletionCodeRequest extends FormRequest
{
    use NamesClientIp;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => ['sometimes', 'string', 'max:20']];
    }
}
