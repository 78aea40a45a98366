<?php

namespace Database\Factories;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/** @extends Factory<Product> */
class ProductFactory extends Factory
{
    protected $model = Product::class;

    /** Dishes as [uk, en]. */
    private const NAMES = [
        ['Філадельфія з лососем', 'Salmon Philadelphia'], ['Каліфорнія з крабом', 'Crab California'],
        ['Дракон з вугрем', 'Eel Dragon'], ['Гострий рол з тунцем', 'Spicy Tuna Roll'], ['Макі з огірком', 'Cucumber Maki'],
        ['Нігірі з лососем', 'Salmon Nigiri'], ['Запечений рол з креветкою', 'Baked Shrimp Roll'],
        ['Вок з куркою теріякі', 'Teriyaki Chicken Wok'], ['Рамен з качкою', 'Duck Ramen'], ['Салат з водоростями вакаме', 'Wakame Salad'],
    ];

    /** Ingredients as [uk, en]. */
    private const INGREDIENTS = [
        ['лосось', 'salmon'], ['тунець', 'tuna'], ['вугор', 'eel'], ['тигрова креветка', 'tiger prawn'], ['сніжний краб', 'snow crab'],
        ['вершковий сир', 'cream cheese'], ['огірок', 'cucumber'], ['авокадо', 'avocado'], ['ікра масаго', 'masago roe'],
        ['кунжут', 'sesame'], ['соус унагі', 'unagi sauce'], ['рис', 'rice'], ['норі', 'nori'],
    ];

    private const ALLERGENS = ['fish', 'shellfish', 'milk', 'eggs', 'gluten', 'nuts', 'sesame', 'soy'];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$uk, $en] = $this->faker->randomElement(self::NAMES);
        $slug = Str::slug($en).'-'.$this->faker->unique()->numberBetween(1000, 999999);
        $ingredients = $this->faker->randomElements(self::INGREDIENTS, $this->faker->numberBetween(3, 5));
        $list = fn (int $i) => implode(', ', array_column($ingredients, $i));

        return [
            'category_id' => Category::factory(),
            'slug' => $slug,
            'name' => ['uk' => $uk, 'en' => $en],
            'description' => [
                'uk' => "Готуємо на замовлення: {$ingredients[0][0]} та {$ingredients[1][0]}.",
                'en' => "Made to order with {$ingredients[0][1]} and {$ingredients[1][1]}.",
            ],
            'composition' => ['uk' => $list(0), 'en' => $list(1)],
            'weight' => $this->faker->numberBetween(18, 40) * 10,
            'pieces' => $this->faker->randomElement([null, 6, 8, 10]),
            'kcal' => $this->faker->numberBetween(150, 900),
            'price' => $this->faker->numberBetween(99, 499) * 100,
            'old_price' => null,
            'image' => "images/products/$slug.svg",
            'badges' => $this->faker->randomElement([[], [], ['hit'], ['new'], ['spicy'], ['vegetarian']]),
            'allergens' => $this->faker->randomElements(self::ALLERGENS, $this->faker->numberBetween(1, 3)),
            'popularity' => $this->faker->numberBetween(0, 500),
            'available' => true,
            'sort' => $this->faker->numberBetween(100, 999),
        ];
    }

    /** On sale: the old price is about a fifth higher, in whole hryvnias. */
    public function discounted(): static
    {
        return $this->state(fn (array $attributes) => ['old_price' => (int) round($attributes['price'] * 1.2 / 100) * 100]);
    }

    /** On the stop list: listed, not orderable. */
    public function unavailable(): static
    {
        return $this->state(['available' => false]);
    }

    /** With one modifier group of three modifiers. */
    public function withModifiers(): static
    {
        return $this->hasAttached(ModifierGroup::factory()->has(Modifier::factory()->count(3)), ['sort' => 1], 'modifierGroups');
    }
}
