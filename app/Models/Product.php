<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * @property int $id
 * @property string|null $tax_codes the register's tax codes of its lines (comma-separated), else its category's or the shop's
 * @property int $category_id
 * @property string $slug
 * @property array<string, string> $name
 * @property array<string, string> $description
 * @property array<string, string> $composition
 * @property int $weight
 * @property int|null $pieces
 * @property int|null $kcal
 * @property int $price
 * @property int|null $old_price
 * @property string|null $image
 * @property array<array-key, mixed> $badges
 * @property array<array-key, mixed> $allergens
 * @property int $popularity
 * @property bool $available
 * @property int $sort
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property array<array-key, mixed>|null $photo
 * @property bool $visible
 * @property-read \App\Models\Category $category
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\ModifierGroup> $modifierGroups
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Product> $related
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\ProductPriceChange> $priceChanges
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Review> $reviews
 */
class Product extends Model
{
    /** @use HasFactory<\Database\Factories\ProductFactory> */
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
            'visible' => 'boolean',
            'price' => 'integer',
            'old_price' => 'integer',
            'weight' => 'integer',
            'pieces' => 'integer',
            'kcal' => 'integer',
            'popularity' => 'integer',
            'photo' => 'array',
        ];
    }

    /** @param  Builder<Product>  $query */
    public function scopeOrdered(Builder $query): void
    {
        $query->orderBy('sort')->orderBy('id');
    }

    /** Visible products whose category is visible (the menu); stop-listed products stay listed as unavailable.
     *  @param  Builder<Product>  $query */
    public function scopeListed(Builder $query): void
    {
        $query->where('products.visible', true)->whereHas('category', fn (Builder $q) => $q->where('visible', true));
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

    /** @return HasMany<ProductPriceChange, $this> */
    public function priceChanges(): HasMany
    {
        return $this->hasMany(ProductPriceChange::class)->orderByDesc('created_at')->orderByDesc('id');
    }

    /** @return HasMany<Review, $this> */
    public function reviews(): HasMany
    {
        return $this->hasMany(Review::class);
    }
}
