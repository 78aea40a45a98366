<?php

namespace Database\Factories;

use App\Models\ModifierGroup;
use Illuminate\Database\Eloquent\Factories\Factory;

/** @extends Factory<ModifierGroup> */
class ModifierGroupFactory extends Factory
{
    protected $model = ModifierGroup::class;

    /** Groups as [uk, en]. */
    private const NAMES = [['Додатки', 'Add-ons'], ['Соуси', 'Sauces'], ['Основа', 'Base'], ['Гострота', 'Spiciness']];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$uk, $en] = $this->faker->randomElement(self::NAMES);

        return [
            'key' => strtolower($en).'-'.$this->faker->unique()->numberBetween(1000, 999999),
            'name' => ['uk' => $uk, 'en' => $en],
            'required' => false,
            'min' => 0,
            'max' => 3,
            'sort' => $this->faker->numberBetween(1, 20),
        ];
    }

    /** Exactly one modifier must be chosen. */
    public function required(): static
    {
        return $this->state(['required' => true, 'min' => 1, 'max' => 1]);
    }
}
