<?php

namespace App\Models;

use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * An ingredient out at one restaurant (or everywhere: restaurant_id null) until a time (null: until put back).
 *
 * @property int $id
 * @property int $ingredient_id
 * @property int|null $restaurant_id
 * @property \Carbon\CarbonImmutable|null $until
 * @property int|null $staff_member_id
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read Ingredient $ingredient
 * @property-read Restaurant|null $restaurant
 */
final class IngredientStop extends Model
{
    public const UPDATED_AT = null;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['until' => 'immutable_datetime'];
    }

    /** Stops still holding at $now.
     *  @return Builder<IngredientStop> */
    public static function activeAt(CarbonImmutable $now): Builder
    {
        return IngredientStop::query()->where(fn (Builder $q) => $q->whereNull('until')->orWhere('until', '>', $now));
    }

    /** @return BelongsTo<Ingredient, $this> */
    public function ingredient(): BelongsTo
    {
        return $this->belongsTo(Ingredient::class);
    }

    /** @return BelongsTo<Restaurant, $this> */
    public function restaurant(): BelongsTo
    {
        return $this->belongsTo(Restaurant::class);
    }
}
