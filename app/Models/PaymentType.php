<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

class PaymentType extends Model
{
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name'];

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['online' => 'boolean', 'active' => 'boolean'];
    }

    /** @param  Builder<PaymentType>  $query */
    public function scopeOrdered(Builder $query): void
    {
        $query->orderBy('sort')->orderBy('id');
    }
}
