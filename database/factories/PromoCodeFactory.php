<?php

namespace Database\Factories;

use App\Models\PromoCode;
use Illuminate\Database\Eloquent\Factories\Factory;

/** @extends Factory<PromoCode> */
class PromoCodeFactory extends Factory
{
    protected $model = PromoCode::class;

    /** @return array<string, mixed> */
    public function definition(): array
    {
        return [
            'code' => strtoupper($this->faker->unique()->bothify('PROMO##??')),
            'kind' => PromoCode::PERCENT,
            'value' => 10,
            'min_subtotal' => null,
            'max_discount' => null,
            'starts_at' => null,
            'ends_at' => null,
            'usage_limit' => null,
            'used_count' => 0,
            'active' => true,
        ];
    }

    /** A fixed amount off (minor units). */
    public function fixed(int $amount): static
    {
        return $this->state(['kind' => PromoCode::FIXED, 'value' => $amount]);
    }

    public function expired(): static
    {
        return $this->state(['starts_at' => now()->subMonth(), 'ends_at' => now()->subDay()]);
    }
}
