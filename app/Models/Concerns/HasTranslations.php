<?php

namespace App\Models\Concerns;

use App\Support\Locales;

/** Attributes stored as {"uk": "…", "en": "…"} JSON and read in one language, falling back to the default. */
trait HasTranslations
{
    public function initializeHasTranslations(): void
    {
        $this->mergeCasts(array_fill_keys($this->translatable, 'array'));
    }

    public function translate(string $attribute, string $locale): ?string
    {
        $values = $this->getAttribute($attribute) ?? [];

        return $values[$locale] ?? $values[Locales::default()] ?? null;
    }
}
