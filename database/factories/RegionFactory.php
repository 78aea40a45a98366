<?php

namespace Database\Factories;

use App\Models\Region;
use App\Models\Restaurant;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/** @extends Factory<Region> */
class RegionFactory extends Factory
{
    protected $model = Region::class;

    /** Delivery zones as [uk, en]. */
    private const NAMES = [['Оболонь', 'Obolon'], ['Борщагівка', 'Borshchahivka'], ['Теремки', 'Teremky'], ['Осокорки', 'Osokorky'], ['Виноградар', 'Vynohradar']];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$uk, $en] = $this->faker->randomElement(self::NAMES);

        return [
            'slug' => Str::slug($en).'-'.$this->faker->unique()->numberBetween(1000, 999999),
            'name' => ['uk' => $uk, 'en' => $en],
            'min_order' => $this->faker->numberBetween(30, 60) * 1000,
            'delivery_fee' => $this->faker->numberBetween(5, 12) * 1000,
            'free_from' => $this->faker->numberBetween(9, 15) * 10000,
            'eta_minutes' => $this->faker->numberBetween(6, 18) * 5,
            'restaurant_id' => Restaurant::factory(),
            'active' => true,
            'sort' => $this->faker->numberBetween(10, 99),
        ];
    }

    /** Delivery is never free. */
    public function alwaysPaid(): static
    {
        return $this->state(['free_from' => null]);
    }

    /** Switched off: not listed. */
    public function inactive(): static
    {
        return $this->state(['active' => false]);
    }
}
