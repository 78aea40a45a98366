<?php

namespace App\Http\Requests\Staff;

use App\Models\StaffMember;
use App\Staff\StaffRole;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/** A staff account as a manager fills it: name, email (unique, any case), role; a password when creating, active when editing. */
class StaffAccountRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        if (is_string($this->input('email'))) {
            $this->merge(['email' => mb_strtolower(trim($this->input('email')))]);
        }
    }

    public function authorize(): bool
    {
        $account = $this->route('account');

        return $account instanceof StaffMember ? Gate::allows('update', $account) : Gate::allows('create', StaffMember::class);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $account = $this->route('account');
        $creating = ! $account instanceof StaffMember;

        return [
            'name' => ['required', 'string', 'min:2', 'max:100'],
            'email' => ['required', 'string', 'max:255', 'email', Rule::unique('staff_members', 'email')->ignore($creating ? null : $account->id)],
            'role' => ['required', 'string', Rule::in(StaffRole::values())],
            'password' => $creating ? ['required', 'string', 'min:'.(int) config('shop.staff.password_min_length'), 'max:200'] : ['prohibited'],
            'active' => $creating ? ['prohibited'] : ['required', 'boolean'],
        ];
    }
}
