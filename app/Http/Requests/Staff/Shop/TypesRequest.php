<?php

namespace App\Http\Requests\Staff\Shop;

use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use Illuminate\Validation\Validator;

/** Payment and order types on or off, by code; at least one of each stays on, or no customer could order. */
class TypesRequest extends ShopRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'payment_types' => ['required', 'array:'.implode(',', PaymentTypeOption::query()->pluck('code')->all())],
            'payment_types.*' => ['required', 'boolean'],
            'order_types' => ['required', 'array:'.implode(',', OrderTypeOption::query()->pluck('code')->all())],
            'order_types.*' => ['required', 'boolean'],
        ];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            foreach ([PaymentTypeOption::class => 'payment_types', OrderTypeOption::class => 'order_types'] as $model => $field) {
                if ($validator->errors()->hasAny([$field, $field.'.*']) || ! is_array($this->input($field))) {
                    continue;
                }
                $active = $model::query()->pluck('active', 'code')->map(fn ($on) => (bool) $on)->all();
                foreach ($this->input($field) as $code => $on) {
                    $active[$code] = filter_var($on, FILTER_VALIDATE_BOOLEAN);
                }
                if (! in_array(true, $active, true)) {
                    $validator->errors()->add($field, __('shop_admin.one_type_on'));
                }
            }
        }];
    }

    /** @return array{0: array<string, bool>, 1: array<string, bool>} */
    public function values(): array
    {
        $flags = fn (string $field) => array_map(fn ($on) => filter_var($on, FILTER_VALIDATE_BOOLEAN), (array) $this->validated($field));

        return [$flags('payment_types'), $flags('order_types')];
    }
}
