<?php

namespace App\Http\Requests\Staff\Menu;

use App\Models\Product;
use App\Rules\FiscalTaxCodes;
use App\Rules\Hryvnias;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A product as a manager fills it: names, descriptions and composition in uk and en, a unique slug, a category,
 * the price and old price in hryvnias (stored in kopiyky), weight, pieces, badges, allergens, related products,
 * modifier groups, visible and sort order. The storefront's limits (config shop.menu, shop.ordering) are the form's.
 */
class ProductRequest extends MenuRequest
{
    protected function prepareForValidation(): void
    {
        if (is_string($this->input('slug'))) {
            $this->merge(['slug' => mb_strtolower(trim($this->input('slug')))]);
        }
        foreach (['old_price', 'pieces', 'sort'] as $field) {
            if ($this->input($field) === '') {
                $this->merge([$field => null]);
            }
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $product = $this->route('product');
        $menu = config('shop.menu');

        return [
            ...$this->translated('name', (int) $menu['name_max']),
            ...$this->translated('description', (int) $menu['description_max'], required: false),
            ...$this->translated('composition', (int) $menu['description_max'], required: false),
            'slug' => [...$this->slugRules(), Rule::unique('products', 'slug')->ignore($product instanceof Product ? $product->id : null)],
            'category_id' => ['required', 'integer', Rule::exists('categories', 'id')],
            'price' => ['required', new Hryvnias],
            'old_price' => ['nullable', new Hryvnias],
            'weight' => ['required', 'integer', 'min:1', 'max:'.(int) $menu['weight_max']],
            'pieces' => ['nullable', 'integer', 'min:1', 'max:'.(int) $menu['pieces_max']],
            // The register's tax codes of this dish (docs/fiscal.md); empty: its category's, else the shop's.
            'tax_codes' => ['nullable', 'string', 'max:32', new FiscalTaxCodes],
            'badges' => ['present', 'array', 'max:'.count($menu['badges'])],
            'badges.*' => ['string', 'distinct', Rule::in($menu['badges'])],
            'allergens' => ['present', 'array', 'max:'.count($menu['allergens'])],
            'allergens.*' => ['string', 'distinct', Rule::in($menu['allergens'])],
            'related' => ['present', 'array', 'max:'.(int) $menu['related_max']],
            'related.*' => ['integer', 'distinct', Rule::exists('products', 'id')],
            'modifier_groups' => ['present', 'array', 'max:'.(int) config('shop.ordering.max_modifiers')],
            'modifier_groups.*' => ['integer', 'distinct', Rule::exists('modifier_groups', 'id')],
            'visible' => ['required', 'boolean'],
            'sort' => ['nullable', 'integer', 'min:0', 'max:1000000'],
        ];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            if ($validator->errors()->hasAny(['price', 'old_price'])) {
                return;
            }
            $old = $this->input('old_price');
            if ($old !== null && Hryvnias::toKopiyky($old) <= Hryvnias::toKopiyky($this->input('price'))) {
                $validator->errors()->add('old_price', __('menu.old_price_above'));
            }
            $product = $this->route('product');
            if ($product instanceof Product && in_array($product->id, array_map('intval', (array) $this->input('related', [])), true)) {
                $validator->errors()->add('related', __('menu.related_self'));
            }
        }];
    }

    /** @return array<string, mixed> */
    public function values(): array
    {
        $old = $this->validated('old_price');

        return [
            'name' => $this->texts('name'),
            'description' => $this->texts('description'),
            'composition' => $this->texts('composition'),
            'slug' => $this->validated('slug'),
            'category_id' => (int) $this->validated('category_id'),
            'price' => Hryvnias::toKopiyky($this->validated('price')),
            'old_price' => $old === null ? null : Hryvnias::toKopiyky($old),
            'weight' => (int) $this->validated('weight'),
            'pieces' => $this->validated('pieces') === null ? null : (int) $this->validated('pieces'),
            'badges' => array_values($this->validated('badges')),
            'allergens' => array_values($this->validated('allergens')),
            'visible' => $this->boolean('visible'),
            'sort' => $this->validated('sort') === null ? null : (int) $this->validated('sort'),
            'tax_codes' => FiscalTaxCodes::normalized($this->validated('tax_codes')),
        ];
    }

    /** @return list<int> */
    public function related(): array
    {
        return array_map('intval', array_values($this->validated('related')));
    }

    /** @return list<int> */
    public function modifierGroups(): array
    {
        return array_map('intval', array_values($this->validated('modifier_groups')));
    }
}
