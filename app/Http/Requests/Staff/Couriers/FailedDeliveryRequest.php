<?php

namespace App\Http\Requests\Staff\Couriers;

use Illuminate\Foundation\Http\FormRequest;

/** "Could not deliver": why, in the courier's words. */
class FailedDeliveryRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('reason'))) {
            $this->merge(['reason' => trim($this->input('reason'))]);
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['reason' => ['required', 'string', 'max:'.(int) config('shop.staff.couriers.reason_max')]];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'reason.required' => __('couriers.reason_required'),
            'reason.string' => __('couriers.reason_required'),
            'reason.max' => __('couriers.reason_max', ['max' => (int) config('shop.staff.couriers.reason_max')]),
        ];
    }
}
