<?php

namespace App\Http\Requests\Concerns;

use App\Rules\Offered;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\ValidPhone;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;
use Illuminate\Validation\Rule;

/**
 * The checkout form's rules, shared by the quote and the order (API and storefront), with their messages in
 * the request's language. resources/js/lib/checkout.ts mirrors them for the browser with the limits of the shared
 * `limits` prop (App\Support\ClientLimits), so both read the same configuration.
 */
trait CheckoutRules
{
    use CartItems;

    /** The form's fields; $complete asks for everything an order needs, otherwise each field is optional (a quote).
     *  @return array<string, mixed> */
    protected function formRules(bool $complete): array
    {
        $need = $complete ? 'required' : 'nullable';
        $max = fn (string $field): string => 'max:'.(int) config('shop.ordering.text_max.'.$field);

        return [
            'order_type' => [$need, 'string', Offered::of(OrderType::class, $this->orderTypeCodes())],
            // Where delivery areas are drawn the address decides (docs/delivery-areas.md); otherwise placing needs a region
            // (App\Shop\Ordering\OrderPlacement says so).
            'region_id' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'integer', 'min:1', 'max:2147483647'],
            // A pin the customer placed on the map, used only when the geocoder could not find the house.
            'lat' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'required_with:lng', 'numeric', 'between:-90,90'],
            'lng' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'required_with:lat', 'numeric', 'between:-180,180'],
            'street' => ['exclude_unless:order_type,'.OrderType::Delivery->value, $need, 'string', $max('street')],
            'house' => ['exclude_unless:order_type,'.OrderType::Delivery->value, $need, 'string', $max('house')],
            'entrance' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'string', $max('entrance')],
            'floor' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'string', $max('floor')],
            'apartment' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'string', $max('apartment')],
            'courier_comment' => ['exclude_unless:order_type,'.OrderType::Delivery->value, 'nullable', 'string', $max('courier_comment')],
            'restaurant_id' => ['exclude_unless:order_type,'.OrderType::Pickup->value, $need, 'integer', 'min:1', 'max:2147483647'],
            'slot' => ['nullable', 'string', 'date_format:Y-m-d\TH:i:sP'],
            'name' => [$need, 'string', $max('name')],
            'phone' => [$need, 'bail', 'string', new ValidPhone(
                invalid: 'checkout.validation.phone',
                country: 'checkout.validation.phone_country',
                unknown: 'checkout.validation.phone_unknown',
                mobile: 'checkout.validation.phone_mobile',
            )],
            'persons' => [$need, 'integer', 'min:1', 'max:'.(int) config('shop.ordering.max_persons')],
            'comment' => ['nullable', 'string', $max('comment')],
            'payment_type' => [$need, 'string', Offered::of(PaymentType::class, $this->paymentTypeCodes())],
            'change_from' => ['exclude_unless:payment_type,'.PaymentType::Cash->value, 'nullable', 'integer', 'min:0', 'max:'.config('shop.ordering.max_amount')],
            'promo_code' => ['nullable', 'string', $max('promo_code')],
            'bonuses' => ['nullable', 'integer', 'min:0', 'max:'.config('shop.ordering.max_amount')],
            // A tip is a share of the food or an amount, not both.
            'tip_percent' => ['nullable', 'integer', Rule::in((array) config('shop.ordering.tips.percents')), 'prohibits:tip_amount'],
            'tip_amount' => ['nullable', 'integer', 'min:0', 'max:'.(int) config('shop.ordering.tips.max_amount')],
            'expected_total' => ['nullable', 'integer', 'min:0', 'max:'.(10 * config('shop.ordering.max_amount'))],
            // The "as soon as possible" the checkout showed (its time, minutes and busy minutes): the order keeps that time
            // when the kitchen still can, or says why it moved (App\Shop\Ordering\EtaPromise).
            'expected_eta' => ['nullable', 'string', 'date_format:Y-m-d\TH:i:sP', 'required_with:expected_eta_minutes,expected_busy_minutes'],
            'expected_eta_minutes' => ['nullable', 'integer', 'min:0', 'max:1440', 'required_with:expected_eta'],
            'expected_busy_minutes' => ['nullable', 'integer', 'min:0', 'max:1440', 'required_with:expected_eta'],
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
            'phone.string' => __('checkout.validation.phone', ['min' => config('shop.limits.phone_min_digits'), 'max' => config('shop.limits.phone_max_digits')]),
            'persons.required' => __('checkout.validation.required'),
            'persons.*' => __('checkout.validation.persons', ['max' => config('shop.ordering.max_persons')]),
            'slot.*' => __('checkout.validation.slot'),
            'change_from.*' => __('checkout.validation.amount'),
            'bonuses.*' => __('checkout.validation.amount'),
            'lat.*' => __('checkout.validation.point'),
            'lng.*' => __('checkout.validation.point'),
            'tip_percent.prohibits' => __('checkout.validation.tip_both'),
            'tip_percent.*' => __('checkout.validation.tip_percent', ['percents' => implode(', ', (array) config('shop.ordering.tips.percents'))]),
            'tip_amount.*' => __('checkout.validation.tip_amount', ['max' => intdiv((int) config('shop.ordering.tips.max_amount'), 100)]),
            'idempotency_key.*' => __('checkout.validation.idempotency_key'),
            'required' => __('checkout.validation.required'),
            'integer' => __('checkout.validation.integer'),
            'string' => __('checkout.validation.string'),
            'max' => ['string' => $string, 'numeric' => __('checkout.validation.integer'), 'array' => __('checkout.validation.items_max'), 'file' => $string],
            'min' => ['numeric' => __('checkout.validation.integer'), 'string' => $string, 'array' => __('checkout.validation.items_required'), 'file' => $string],
            'array' => __('checkout.validation.required'),
        ];
    }

    /** The order types a form may name: the storefront asks the ShopApi port, the shop's API its own dictionaries.
     *  @return list<string> */
    abstract protected function orderTypeCodes(): array;

    /** The payment types a form may name (as orderTypeCodes()). @return list<string> */
    abstract protected function paymentTypeCodes(): array;

    /** The validated form as the shop's backend reads it: the order and payment types as their enums, ids and amounts
     *  as integers, the phone as E.164 digits, promo code trimmed, slot null for "as soon as possible".
     *
     *  @return array<string, mixed> */
    public function checkout(): array
    {
        $data = $this->validated();
        $int = fn (string $key) => isset($data[$key]) ? (int) $data[$key] : null;
        $text = fn (string $key) => isset($data[$key]) && trim((string) $data[$key]) !== '' ? trim((string) $data[$key]) : null;
        $phone = isset($data['phone']) ? PhoneNumber::from((string) $data['phone'])->digits : null;

        return array_filter([
            'items' => $this->cartItems($data['items'] ?? []),
            'order_type' => OrderType::of($data['order_type'] ?? null),
            'region_id' => $int('region_id'),
            'lat' => isset($data['lat']) ? round((float) $data['lat'], 6) : null,
            'lng' => isset($data['lng']) ? round((float) $data['lng'], 6) : null,
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
            'payment_type' => PaymentType::of($data['payment_type'] ?? null),
            'change_from' => $int('change_from'),
            'promo_code' => $text('promo_code'),
            'bonuses' => $int('bonuses'),
            'tip_percent' => $int('tip_percent'),
            'tip_amount' => $int('tip_amount'),
            'expected_total' => $int('expected_total'),
            'replaces' => isset($data['replaces']) ? (string) $data['replaces'] : null,
            // As sent (the form goes on to the shop API as it is here): EtaPromise::quote() reads them.
            'expected_eta' => isset($data['expected_eta']) ? (string) $data['expected_eta'] : null,
            'expected_eta_minutes' => $int('expected_eta_minutes'),
            'expected_busy_minutes' => $int('expected_busy_minutes'),
        ], fn ($v) => $v !== null) + ['slot' => $data['slot'] ?? null];
    }
}
