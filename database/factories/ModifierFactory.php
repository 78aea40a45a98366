<?php

namespace Database\Factories;

use App\Models\Modifier;
use App\Models\ModifierGroup;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/** @extends Factory<Modifier> */
class ModifierFactory extends Factory
{
    protected $model = Modifier::class;

    /** Extras as [uk, en]. */
    private const NAMES = [
        ['Додатковий імбир', 'Extra ginger'], ['Додаткове васабі', 'Extra wasabi'], ['Соєвий соус', 'Soy sauce'],
        ['Соус унагі', 'Unagi sauce'], ['Соус спайсі', 'Spicy sauce'], ['Тигрові креветки', 'Tiger prawns'], ['Тофу', 'Tofu'],
    ];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$uk, $en] = $this->faker->randomElement(self::NAMES);

        return [
            'modifier_group_id' => ModifierGroup::factory(),
            'key' => Str::slug($en).'-'.$this->faker->unique()->numberBetween(1000, 999999),
            'name' => ['uk' => $uk, 'en' => $en],
            'price' => $this->faker->numberBetween(0, 8) * 500,
            'max_quantity' => $this->faker->numberBetween(1, 3),
            'available' => true,
            'sort' => $this->faker->numberBetween(1, 20),
        ];
    }

    /** Out of stock. */
    public function unavailable(): static
    {
        return $this->state(['available' => false]);
    }
}
