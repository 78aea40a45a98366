<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

class Restaurant extends Model
{
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name', 'address'];

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['hours' => 'array', 'pickup' => 'boolean', 'lat' => 'float', 'lng' => 'float'];
    }

    /** @param  Builder<Restaurant>  $query */
    public function scopeOrdered(Builder $query): void
    {
        $query->orderBy('sort')->orderBy('id');
    }
}
