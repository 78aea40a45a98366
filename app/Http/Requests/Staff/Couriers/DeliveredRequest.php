<?php

namespace App\Http\Requests\Staff\Couriers;

use Illuminate\Foundation\Http\FormRequest;

/** "Delivered": for a cash order, the cash collected (minor units); nothing for a card or paid order. */
class DeliveredRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['cash' => ['nullable', 'integer', 'min:0', 'max:'.(int) config('shop.staff.couriers.cash_max')]];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['cash.*' => __('couriers.cash_invalid', ['max' => intdiv((int) config('shop.staff.couriers.cash_max'), 100)])];
    }

    public function cash(): ?int
    {
        $cash = $this->validated('cash');

        return $cash === null ? null : (int) $cash;
    }
}
