<?php

namespace App\Http\Requests\Staff\Menu;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/** A manager's menu form: the staff.menu gate, field names from lang/{uk,en}/menu.php, names in both languages. */
abstract class MenuRequest extends FormRequest
{
    public function authorize(): bool
    {
        return Gate::allows('staff.menu');
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return (array) __('menu.attributes');
    }

    /** Names (and other texts) in both languages; $required says whether each is required.
     *  @return array<string, list<string>> */
    protected function translated(string $field, int $max, bool $required = true): array
    {
        return [
            $field => [$required ? 'required' : 'nullable', 'array:uk,en'],
            $field.'.uk' => [$required ? 'required' : 'nullable', 'string', 'max:'.$max],
            $field.'.en' => [$required ? 'required' : 'nullable', 'string', 'max:'.$max],
        ];
    }

    /** @return list<mixed> */
    protected function slugRules(): array
    {
        return ['required', 'string', 'max:'.(int) config('shop.menu.slug_max'), 'regex:'.config('shop.menu.slug_pattern')];
    }

    /** Trimmed texts of both languages (null when empty).
     *  @return array{uk: ?string, en: ?string} */
    public function texts(string $field): array
    {
        $value = (array) $this->validated($field, []);
        $clean = fn ($text) => is_string($text) && trim($text) !== '' ? trim($text) : null;

        return ['uk' => $clean($value['uk'] ?? null), 'en' => $clean($value['en'] ?? null)];
    }
}
