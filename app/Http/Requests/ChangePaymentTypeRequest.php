<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\CodesFromPort;
use App\Rules\Offered;
use App\Shop\Ordering\PaymentType;
use Illuminate\Foundation\Http\FormRequest;

/** Pay an order offline instead: cash (with the note to bring change for) or card to the courier. */
class ChangePaymentTypeRequest extends FormRequest
{
    use CodesFromPort;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'payment_type' => ['required', 'string', Offered::of(PaymentType::class, $this->offlinePaymentTypeCodes())],
            'change_from' => ['exclude_unless:payment_type,'.PaymentType::Cash->value, 'nullable', 'integer', 'min:0', 'max:'.config('shop.ordering.max_amount')],
        ];
    }

    public function paymentType(): PaymentType
    {
        return PaymentType::from((string) $this->validated('payment_type'));
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
