<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class ModifierGroup extends Model
{
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name'];

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['required' => 'boolean', 'min' => 'integer', 'max' => 'integer'];
    }

    /** @return HasMany<Modifier, $this> */
    public function modifiers(): HasMany
    {
        return $this->hasMany(Modifier::class)->orderBy('sort')->orderBy('id');
    }
}
