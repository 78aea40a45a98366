<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Modifier extends Model
{
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name'];

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['price' => 'integer', 'max_quantity' => 'integer', 'available' => 'boolean'];
    }

    /** @return BelongsTo<ModifierGroup, $this> */
    public function group(): BelongsTo
    {
        return $this->belongsTo(ModifierGroup::class, 'modifier_group_id');
    }
}
