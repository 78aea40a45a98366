<?php

namespace App\Http\Requests\Staff\Menu;

use App\Models\Category;
use App\Rules\FiscalTaxCodes;
use Illuminate\Validation\Rule;

/** A category: names in uk and en, a unique slug, shown or hidden. */
class CategoryRequest extends MenuRequest
{
    protected function prepareForValidation(): void
    {
        if (is_string($this->input('slug'))) {
            $this->merge(['slug' => mb_strtolower(trim($this->input('slug')))]);
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $category = $this->route('category');

        return [
            ...$this->translated('name', (int) config('shop.menu.name_max')),
            'slug' => [...$this->slugRules(), Rule::unique('categories', 'slug')->ignore($category instanceof Category ? $category->id : null)],
            'visible' => ['required', 'boolean'],
            // The register's tax codes of its dishes (docs/fiscal.md); empty: the shop's.
            'tax_codes' => ['nullable', 'string', 'max:32', new FiscalTaxCodes],
        ];
    }

    /** @return array{name: array{uk: ?string, en: ?string}, slug: string, visible: bool, tax_codes: ?string} */
    public function values(): array
    {
        return ['name' => $this->texts('name'), 'slug' => (string) $this->validated('slug'), 'visible' => $this->boolean('visible'), 'tax_codes' => FiscalTaxCodes::normalized($this->validated('tax_codes'))];
    }
}
