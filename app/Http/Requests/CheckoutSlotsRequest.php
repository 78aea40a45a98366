<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\CodesFromPort;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Which kitchen's times to list: a delivery region's, or a pickup restaurant's. */
class CheckoutSlotsRequest extends FormRequest
{
    use CodesFromPort;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'order_type' => ['required', Rule::in($this->orderTypeCodes())],
            'region_id' => ['exclude_unless:order_type,delivery', 'required', 'integer', 'min:1', 'max:2147483647'],
            'restaurant_id' => ['exclude_unless:order_type,pickup', 'required', 'integer', 'min:1', 'max:2147483647'],
        ];
    }

    /** @return array<string, mixed> */
    public function messages(): array
    {
        return [
            'order_type.*' => __('checkout.validation.order_type'),
            'required' => __('checkout.validation.required'),
            'integer' => __('checkout.validation.integer'),
            'min' => __('checkout.validation.integer'),
            'max' => __('checkout.validation.integer'),
        ];
    }
}
