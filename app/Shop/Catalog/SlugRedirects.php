<?php

namespace App\Shop\Catalog;

use App\Models\SlugRedirect;

/**
 * Old slugs of categories, products and promotions. A slug change records the old one (pointing at the record, so a
 * chain of changes always leads to the current slug); a record that takes a slug back removes its redirect.
 */
class SlugRedirects
{
    public const CATEGORY = 'category';

    public const PRODUCT = 'product';

    public const PROMOTION = 'promotion';

    public function record(string $type, string $oldSlug, int $subjectId): void
    {
        SlugRedirect::query()->updateOrCreate(['type' => $type, 'old_slug' => $oldSlug], ['subject_id' => $subjectId, 'created_at' => now()]);
    }

    /** A live slug is no longer an old one. */
    public function release(string $type, string $slug): void
    {
        SlugRedirect::query()->where('type', $type)->where('old_slug', $slug)->delete();
    }

    public function resolve(string $type, string $slug): ?int
    {
        return SlugRedirect::query()->where('type', $type)->where('old_slug', $slug)->value('subject_id');
    }

    /** @return list<string> */
    public function oldSlugs(string $type, int $subjectId): array
    {
        return array_values(SlugRedirect::query()->where('type', $type)->where('subject_id', $subjectId)->pluck('old_slug')->all());
    }
}
