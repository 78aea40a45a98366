<?php

namespace App\Http\Requests\Staff\Menu;

use App\Models\ModifierGroup;
use App\Rules\Hryvnias;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A modifier group with its modifiers: names in uk and en, required, min and max choices (the storefront's cart
 * rules: at most shop.ordering.max_modifiers, each modifier at most shop.ordering.max_modifier_quantity), prices
 * in hryvnias. A modifier left out of the list is removed.
 */
class ModifierGroupRequest extends MenuRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        $group = $this->route('group');
        $most = (int) config('shop.ordering.max_modifiers');
        $name = (int) config('shop.menu.name_max');

        return [
            ...$this->translated('name', $name),
            'required' => ['required', 'boolean'],
            'min' => ['required', 'integer', 'min:0', 'max:'.$most],
            'max' => ['required', 'integer', 'min:1', 'max:'.$most],
            'modifiers' => ['required', 'array', 'min:1', 'max:'.$most * 2],
            'modifiers.*' => ['array:id,name,price,max_quantity'],
            'modifiers.*.id' => ['nullable', 'integer', 'distinct', Rule::exists('modifiers', 'id')->where('modifier_group_id', $group instanceof ModifierGroup ? $group->id : 0)],
            'modifiers.*.name' => ['required', 'array:uk,en'],
            'modifiers.*.name.uk' => ['required', 'string', 'max:'.$name],
            'modifiers.*.name.en' => ['required', 'string', 'max:'.$name],
            'modifiers.*.price' => ['required', new Hryvnias(positive: false)],
            'modifiers.*.max_quantity' => ['required', 'integer', 'min:1', 'max:'.(int) config('shop.ordering.max_modifier_quantity')],
        ];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            if ($validator->errors()->hasAny(['min', 'max'])) {
                return;
            }
            if ((int) $this->input('min') > (int) $this->input('max')) {
                $validator->errors()->add('min', __('menu.min_above_max'));
            }
        }];
    }

    /** @return array{name: array{uk: ?string, en: ?string}, required: bool, min: int, max: int} */
    public function values(): array
    {
        return ['name' => $this->texts('name'), 'required' => $this->boolean('required'), 'min' => (int) $this->validated('min'), 'max' => (int) $this->validated('max')];
    }

    /** @return list<array{id: ?int, name: array{uk: string, en: string}, price: int, max_quantity: int}> */
    public function modifiers(): array
    {
        return array_map(fn (array $m) => [
            'id' => isset($m['id']) ? (int) $m['id'] : null,
            'name' => ['uk' => trim($m['name']['uk']), 'en' => trim($m['name']['en'])],
            'price' => Hryvnias::toKopiyky($m['price']),
            'max_quantity' => (int) $m['max_quantity'],
        ], array_values($this->validated('modifiers')));
    }
}
