<?php

namespace App\Http\Requests\Staff\Menu;

use App\Models\PromoCode;
use App\Rules\Hryvnias;
use App\Shop\Ordering\PromoCodes;
use Illuminate\Validation\Rule;

/**
 * A promo code as the checkout reads it: the code (upper case, as long as the checkout's field takes), a percentage
 * (1–100) or a fixed amount in hryvnias, a cap and a minimum order in hryvnias, its time window, total uses and uses
 * per customer, on or off.
 */
class PromoCodeRequest extends MenuRequest
{
    protected function prepareForValidation(): void
    {
        if (is_string($this->input('code'))) {
            $this->merge(['code' => PromoCodes::normalize($this->input('code'))]);
        }
        foreach (['max_discount', 'min_subtotal', 'starts_at', 'ends_at', 'usage_limit', 'max_uses_per_customer'] as $field) {
            if ($this->input($field) === '') {
                $this->merge([$field => null]);
            }
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $code = $this->route('code');

        return [
            'code' => ['required', 'string', 'max:'.(int) config('shop.ordering.text_max.promo_code'), 'regex:/^[A-Z0-9][A-Z0-9_-]*$/',
                Rule::unique('promo_codes', 'code')->ignore($code instanceof PromoCode ? $code->id : null)],
            'kind' => ['required', 'string', Rule::in([PromoCode::PERCENT, PromoCode::FIXED])],
            'value' => $this->input('kind') === PromoCode::PERCENT ? ['required', 'integer', 'min:1', 'max:100'] : ['required', new Hryvnias],
            'max_discount' => ['nullable', new Hryvnias],
            'min_subtotal' => ['nullable', new Hryvnias],
            'starts_at' => ['nullable', 'date'],
            'ends_at' => ['nullable', 'date', 'after:starts_at'],
            'usage_limit' => ['nullable', 'integer', 'min:1', 'max:1000000'],
            'max_uses_per_customer' => ['nullable', 'integer', 'min:1', 'max:1000'],
            'active' => ['required', 'boolean'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['code.regex' => __('menu.code_format')];
    }

    /** @return array<string, mixed> */
    public function values(): array
    {
        $money = fn (string $field) => $this->validated($field) === null ? null : Hryvnias::toKopiyky($this->validated($field));
        $int = fn (string $field) => $this->validated($field) === null ? null : (int) $this->validated($field);
        $time = fn (string $field) => $this->validated($field) === null ? null
            : \Carbon\CarbonImmutable::parse($this->validated($field), config('shop.ordering.timezone'))->utc();
        $percent = $this->validated('kind') === PromoCode::PERCENT;

        return [
            'code' => $this->validated('code'), 'kind' => $this->validated('kind'),
            'value' => $percent ? (int) $this->validated('value') : Hryvnias::toKopiyky($this->validated('value')),
            'max_discount' => $money('max_discount'), 'min_subtotal' => $money('min_subtotal'),
            'starts_at' => $time('starts_at'), 'ends_at' => $time('ends_at'),
            'usage_limit' => $int('usage_limit'), 'max_uses_per_customer' => $int('max_uses_per_customer'), 'active' => $this->boolean('active'),
        ];
    }
}
