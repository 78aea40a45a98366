<?php

namespace App\Http\Requests\Staff;

use App\Http\Requests\Concerns\BoundedLists;
use App\Http\Requests\Concerns\CheckoutRules;
use App\Http\Requests\Concerns\CodesFromShop;
use App\Http\Requests\PlaceOrderRequest;
use App\Models\Order;
use App\Rules\Hryvnias;
use App\Shop\Ordering\PaymentType;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/**
 * An order taken by phone: the storefront's own order form (CheckoutRules: the same fields, limits and messages,
 * the shop's own order and payment types), with the Idempotency-Key the staff form generates sent in the body, the
 * change typed in hryvnias (the staff area's money), and the customer's language (their SMS and pages). Bonuses and
 * tips stay the signed-in customer's own: a phone order takes neither.
 */
class PhoneOrderRequest extends FormRequest
{
    use BoundedLists, CheckoutRules, CodesFromShop;

    public function authorize(): bool
    {
        return Gate::allows('create', Order::class);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $rules = [
            'idempotency_key' => ['required', 'string', 'regex:'.PlaceOrderRequest::IDEMPOTENCY_KEY],
            'items' => ['required', 'array', 'min:1', 'max:'.(int) config('shop.ordering.max_lines')],
            'language' => ['required', Rule::in(['uk', 'en'])],
        ] + $this->itemRules() + $this->formRules(complete: true);
        $rules['change_from'] = ['exclude_unless:payment_type,'.PaymentType::Cash->value, 'nullable', 'string', new Hryvnias];
        foreach (['bonuses', 'tip_percent', 'tip_amount', 'expected_total'] as $field) {
            $rules[$field] = ['prohibited'];
        }

        return $rules;
    }

    /** The validated form as OrderPlacement reads it (the storefront's shape; the change in kopiyky).
     *  @return array<string, mixed> */
    public function order(): array
    {
        $change = $this->validated('change_from');
        $input = array_diff_key($this->checkout(), ['change_from' => true]);

        return $input + (is_string($change) && $change !== '' ? ['change_from' => Hryvnias::toKopiyky($change)] : []);
    }

    public function idempotencyKey(): string
    {
        return (string) $this->validated('idempotency_key');
    }

    public function language(): string
    {
        return (string) $this->validated('language');
    }
}
