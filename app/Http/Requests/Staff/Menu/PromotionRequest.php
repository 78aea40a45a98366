<?php

namespace App\Http\Requests\Staff\Menu;

use App\Models\Promotion;
use Illuminate\Validation\Rule;

/** A promotion: title, summary and text in uk and en, a unique slug, its dates (a day each, both optional), shown or hidden. */
class PromotionRequest extends MenuRequest
{
    protected function prepareForValidation(): void
    {
        if (is_string($this->input('slug'))) {
            $this->merge(['slug' => mb_strtolower(trim($this->input('slug')))]);
        }
        foreach (['starts_at', 'ends_at'] as $field) {
            if ($this->input($field) === '') {
                $this->merge([$field => null]);
            }
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $promotion = $this->route('promotion');
        $menu = config('shop.menu');

        return [
            ...$this->translated('title', (int) $menu['name_max']),
            ...$this->translated('summary', (int) $menu['summary_max']),
            ...$this->translated('body', (int) $menu['description_max'], required: false),
            'slug' => [...$this->slugRules(), Rule::unique('promotions', 'slug')->ignore($promotion instanceof Promotion ? $promotion->id : null)],
            'starts_at' => ['nullable', 'date_format:Y-m-d'],
            'ends_at' => ['nullable', 'date_format:Y-m-d', 'after_or_equal:starts_at'],
            'visible' => ['required', 'boolean'],
        ];
    }

    /** @return array<string, mixed> */
    public function values(): array
    {
        $texts = fn (string $field) => array_map(fn (?string $t) => $t ?? '', $this->texts($field));

        return [
            'title' => $this->texts('title'), 'summary' => $this->texts('summary'), 'body' => $texts('body'),
            'slug' => $this->validated('slug'), 'starts_at' => $this->validated('starts_at'), 'ends_at' => $this->validated('ends_at'),
            'visible' => $this->boolean('visible'),
        ];
    }
}
