<?php

namespace App\Http\Requests\Concerns;

use App\Models\OrderType;
use App\Models\PaymentType;
use Illuminate\Validation\Rule;

/**
 * The checkout form's rules, shared by the quote and the order (API and storefront), with their messages in
 * the request's language. resources/js/lib/checkout-schema.ts mirrors them for the browser.
 */
trait CheckoutRules
{
    use CartItems;

    /** The form's fields; $complete asks for everything an order needs, otherwise each field is optional (a quote).
     *  @return array<string, mixed> */
    protected function formRules(bool $complete): array
    {
        $need = $complete ? 'required' : 'nullable';

        return [
            'order_type' => [$need, 'string', Rule::in(OrderType::query()->where('active', true)->pluck('code')->all())],
            'region_id' => ['exclude_unless:order_type,delivery', $need, 'integer', 'min:1', 'max:2147483647'],
            'street' => ['exclude_unless:order_type,delivery', $need, 'string', 'max:120'],
            'house' => ['exclude_unless:order_type,delivery', $need, 'string', 'max:20'],
            'entrance' => ['exclude_unless:order_type,delivery', 'nullable', 'string', 'max:10'],
            'floor' => ['exclude_unless:order_type,delivery', 'nullable', 'string', 'max:10'],
            'apartment' => ['exclude_unless:order_type,delivery', 'nullable', 'string', 'max:10'],
            'courier_comment' => ['exclude_unless:order_type,delivery', 'nullable', 'string', 'max:300'],
            'restaurant_id' => ['exclude_unless:order_type,pickup', $need, 'integer', 'min:1', 'max:2147483647'],
            'slot' => ['nullable', 'string', 'date_format:Y-m-d\TH:i:sP'],
            'name' => [$need, 'string', 'max:100'],
            'phone' => [$need, 'bail', 'string', 'max:25', 'regex:/^\+?[0-9\s()\-]+$/', function (string $attribute, mixed $value, \Closure $fail) {
                $digits = strlen(preg_replace('/\D/', '', is_string($value) ? $value : ''));
                if ($digits < 10 || $digits > (int) config('shop.limits.phone_max_digits')) {
                    $fail(__('checkout.validation.phone'));
                }
            }],
            'persons' => [$need, 'integer', 'min:1', 'max:'.(int) config('shop.ordering.max_persons')],
            'comment' => ['nullable', 'string', 'max:500'],
            'payment_type' => [$need, 'string', Rule::in(PaymentType::query()->where('active', true)->pluck('code')->all())],
            'change_from' => ['exclude_unless:payment_type,cash', 'nullable', 'integer', 'min:0', 'max:100000000'],
            'promo_code' => ['nullable', 'string', 'max:32'],
            'bonuses' => ['nullable', 'integer', 'min:0', 'max:100000000'],
            'expected_total' => ['nullable', 'integer', 'min:0', 'max:1000000000'],
        ];
    }

    /** @return array<string, mixed> */
    public function messages(): array
    {
        $string = __('checkout.validation.max_string');

        return $this->itemMessages() + [
            'order_type.*' => __('checkout.validation.order_type'),
            'payment_type.*' => __('checkout.validation.payment_type'),
            'phone.required' => __('checkout.validation.required'),
            'phone.*' => __('checkout.validation.phone'),
            'persons.required' => __('checkout.validation.required'),
            'persons.*' => __('checkout.validation.persons', ['max' => config('shop.ordering.max_persons')]),
            'slot.*' => __('checkout.validation.slot'),
            'change_from.*' => __('checkout.validation.amount'),
            'bonuses.*' => __('checkout.validation.amount'),
            'idempotency_key.*' => __('checkout.validation.idempotency_key'),
            'required' => __('checkout.validation.required'),
            'integer' => __('checkout.validation.integer'),
            'string' => __('checkout.validation.string'),
            'max' => ['string' => $string, 'numeric' => __('checkout.validation.integer'), 'array' => __('checkout.validation.items_max'), 'file' => $string],
            'min' => ['numeric' => __('checkout.validation.integer'), 'string' => $string, 'array' => __('checkout.validation.items_required'), 'file' => $string],
            'array' => __('checkout.validation.required'),
        ];
    }

    /** The validated form as the shop's backend reads it: ids and amounts as integers, the phone as digits,
     *  promo code trimmed, slot null for "as soon as possible".
     *  @return array<string, mixed> */
    public function checkout(): array
    {
        $data = $this->validated();
        $int = fn (string $key) => isset($data[$key]) ? (int) $data[$key] : null;
        $text = fn (string $key) => isset($data[$key]) && trim((string) $data[$key]) !== '' ? trim((string) $data[$key]) : null;
        $phone = isset($data['phone']) ? preg_replace('/\D/', '', (string) $data['phone']) : null;
        if ($phone !== null && strlen($phone) === 10 && str_starts_with($phone, '0')) {
            $phone = '38'.$phone;
        }

        return array_filter([
            'items' => $this->cartItems($data['items'] ?? []),
            'order_type' => $data['order_type'] ?? null,
            'region_id' => $int('region_id'),
            'street' => $text('street'),
            'house' => $text('house'),
            'entrance' => $text('entrance'),
            'floor' => $text('floor'),
            'apartment' => $text('apartment'),
            'courier_comment' => $text('courier_comment'),
            'restaurant_id' => $int('restaurant_id'),
            'name' => $text('name'),
            'phone' => $phone,
            'persons' => $int('persons'),
            'comment' => $text('comment'),
            'payment_type' => $data['payment_type'] ?? null,
            'change_from' => $int('change_from'),
            'promo_code' => $text('promo_code'),
            'bonuses' => $int('bonuses'),
            'expected_total' => $int('expected_total'),
        ], fn ($v) => $v !== null) + ['slot' => $data['slot'] ?? null];
    }
}
