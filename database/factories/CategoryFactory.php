<?php

namespace Database\Factories;

use App\Models\Category;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/** @extends Factory<Category> */
class CategoryFactory extends Factory
{
    protected $model = Category::class;

    /** Menu sections as [uk, en]. */
    private const NAMES = [
        ['Роли', 'Rolls'], ['Гарячі роли', 'Hot rolls'], ['Суші', 'Sushi'], ['Макі', 'Maki'], ['Сети', 'Sets'],
        ['Вок', 'Wok'], ['Супи', 'Soups'], ['Салати', 'Salads'], ['Поке', 'Poke bowls'], ['Десерти', 'Desserts'],
    ];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$uk, $en] = $this->faker->randomElement(self::NAMES);
        $slug = Str::slug($en).'-'.$this->faker->unique()->numberBetween(1000, 999999);

        return [
            'slug' => $slug,
            'name' => ['uk' => $uk, 'en' => $en],
            'image' => "images/categories/$slug.svg",
            'visible' => true,
            'sort' => $this->faker->numberBetween(11, 99),
        ];
    }

    /** A category left out of the menu (its products are unlisted). */
    public function hidden(): static
    {
        return $this->state(['visible' => false]);
    }
}
