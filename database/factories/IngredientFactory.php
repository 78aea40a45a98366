<?php

namespace Database\Factories;

use App\Models\Ingredient;
use Illuminate\Database\Eloquent\Factories\Factory;

/** @extends Factory<Ingredient> */
class IngredientFactory extends Factory
{
    protected $model = Ingredient::class;

    /** @return array<string, mixed> */
    public function definition(): array
    {
        $word = $this->faker->unique()->word();

        return ['slug' => 'ingredient-'.$word, 'name' => ['uk' => 'Інгредієнт '.$word, 'en' => 'Ingredient '.$word]];
    }
}
