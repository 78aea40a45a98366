<?php

namespace App\Http\Requests\Staff\Menu;

use Illuminate\Validation\Rule;

/** A category one place up or down the storefront's order. */
class MoveCategoryRequest extends MenuRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['direction' => ['required', 'string', Rule::in(['up', 'down'])]];
    }
}
