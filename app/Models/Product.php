<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Product extends Model
{
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name', 'description', 'composition'];

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'badges' => 'array',
            'allergens' => 'array',
            'available' => 'boolean',
            'price' => 'integer',
            'old_price' => 'integer',
            'weight' => 'integer',
            'pieces' => 'integer',
            'kcal' => 'integer',
            'popularity' => 'integer',
        ];
    }

    /** @param  Builder<Product>  $query */
    public function scopeOrdered(Builder $query): void
    {
        $query->orderBy('sort')->orderBy('id');
    }

    /** Products whose category is visible (the menu); stop-listed products stay listed as unavailable. */
    public function scopeListed(Builder $query): void
    {
        $query->whereHas('category', fn (Builder $q) => $q->where('visible', true));
    }

    /** @return BelongsTo<Category, $this> */
    public function category(): BelongsTo
    {
        return $this->belongsTo(Category::class);
    }

    /** @return BelongsToMany<ModifierGroup, $this> */
    public function modifierGroups(): BelongsToMany
    {
        return $this->belongsToMany(ModifierGroup::class)->withPivot('sort')->orderByPivot('sort');
    }

    /** @return BelongsToMany<Product, $this> */
    public function related(): BelongsToMany
    {
        return $this->belongsToMany(Product::class, 'product_related', 'product_id', 'related_id')->withPivot('sort')->orderByPivot('sort');
    }

    /** @return HasMany<Review, $this> */
    public function reviews(): HasMany
    {
        return $this->hasMany(Review::class);
    }
}
