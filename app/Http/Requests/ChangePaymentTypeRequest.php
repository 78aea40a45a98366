<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\CodesFromPort;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Pay an order offline instead: cash (with the note to bring change for) or card to the courier. */
class ChangePaymentTypeRequest extends FormRequest
{
    use CodesFromPort;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'payment_type' => ['required', 'string', Rule::in($this->offlinePaymentTypeCodes())],
            'change_from' => ['exclude_unless:payment_type,cash', 'nullable', 'integer', 'min:0', 'max:'.config('shop.ordering.max_amount')],
        ];
    }

    /** @return array<string, mixed> */
    public function messages(): array
    {
        return [
            'payment_type.*' => __('checkout.validation.payment_type'),
            'change_from.*' => __('checkout.validation.amount'),
        ];
    }
}
