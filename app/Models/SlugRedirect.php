<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * An old slug of a category, product or promotion: the storefront answers its URL with a 301 to the current one.
 *
 * @property int $id
 * @property string $type
 * @property string $old_slug
 * @property int $subject_id
 * @property \Illuminate\Support\Carbon|null $created_at
 */
class SlugRedirect extends Model
{
    public const UPDATED_AT = null;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['subject_id' => 'integer'];
    }
}
