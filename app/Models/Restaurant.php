<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $slug
 * @property array<string, string> $name
 * @property array<string, string> $address
 * @property string $phone
 * @property float $lat
 * @property float $lng
 * @property bool $pickup
 * @property array<array-key, mixed> $hours
 * @property int $sort
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
class Restaurant extends Model
{
    /** @use HasFactory<\Database\Factories\RestaurantFactory> */
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
