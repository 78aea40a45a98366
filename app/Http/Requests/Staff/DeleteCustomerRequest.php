<?php

namespace App\Http\Requests\Staff;

use Illuminate\Foundation\Http\FormRequest;

/** DELETE staff customers/{customer}: the customer's written request, named (date, how it came, its reference). */
class DeleteCustomerRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['request' => ['required', 'string', 'min:5', 'max:200']];
    }
}
