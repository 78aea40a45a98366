<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\CodesFromPort;
use App\Rules\Offered;
use App\Shop\Ordering\OrderType;
use Illuminate\Foundation\Http\FormRequest;

/** Which kitchen's times to list: a delivery region's, or a pickup restaurant's. */
class CheckoutSlotsRequest extends FormRequest
{
    use CodesFromPort;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'order_type' => ['required', Offered::of(OrderType::class, $this->orderTypeCodes())],
            'region_id' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'required', 'integer', 'min:1', 'max:2147483647'],
            'restaurant_id' => ['exclude_unless:order_type,'.OrderType::Pickup->value, 'required', 'integer', 'min:1', 'max:2147483647'],
        ];
    }

    public function orderType(): OrderType
    {
        return OrderType::from((string) $this->validated('order_type'));
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
