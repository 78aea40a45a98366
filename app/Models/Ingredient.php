<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * An ingredient a kitchen can run out of (salmon, eel, avocado, rice, …) and the dishes and modifiers made with it.
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $name
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Product> $products
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Modifier> $modifiers
 * @property-read \Illuminate\Database\Eloquent\Collection<int, IngredientStop> $stops
 */
class Ingredient extends Model
{
    /** @use HasFactory<\Database\Factories\IngredientFactory> */
    use HasFactory, HasTranslations;

    protected $guarded = [];

    /** @var list<string> */
    protected array $translatable = ['name'];

    /** @return BelongsToMany<Product, $this> */
    public function products(): BelongsToMany
    {
        return $this->belongsToMany(Product::class);
    }

    /** @return BelongsToMany<Modifier, $this> */
    public function modifiers(): BelongsToMany
    {
        return $this->belongsToMany(Modifier::class);
    }

    /** @return HasMany<IngredientStop, $this> */
    public function stops(): HasMany
    {
        return $this->hasMany(IngredientStop::class);
    }
}
