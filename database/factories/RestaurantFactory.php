<?php

namespace Database\Factories;

use App\Models\Restaurant;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/** @extends Factory<Restaurant> */
class RestaurantFactory extends Factory
{
    protected $model = Restaurant::class;

    /** Kyiv districts as [uk, en]. */
    private const DISTRICTS = [['Оболонь', 'Obolon'], ['Лук’янівка', 'Lukianivka'], ['Теремки', 'Teremky'], ['Осокорки', 'Osokorky'], ['Виноградар', 'Vynohradar']];

    /** Streets as [uk, en]. */
    private const STREETS = [
        ['вул. Хрещатик', 'Khreshchatyk St'], ['просп. Берестейський', 'Beresteiskyi Ave'],
        ['вул. Велика Васильківська', 'Velyka Vasylkivska St'], ['вул. Драгоманова', 'Drahomanova St'],
    ];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$district, $districtEn] = $this->faker->randomElement(self::DISTRICTS);
        [$street, $streetEn] = $this->faker->randomElement(self::STREETS);
        $number = $this->faker->numberBetween(1, 120);

        return [
            'slug' => Str::slug($districtEn).'-'.$this->faker->unique()->numberBetween(1000, 999999),
            'name' => ['uk' => "Sunrise $district", 'en' => "Sunrise $districtEn"],
            'address' => ['uk' => "$street, $number", 'en' => "$number $streetEn"],
            'phone' => '+38044'.$this->faker->numerify('#######'),
            'lat' => $this->faker->randomFloat(4, 50.38, 50.52),
            'lng' => $this->faker->randomFloat(4, 30.38, 30.68),
            'pickup' => true,
            'hours' => array_fill(1, 7, ['10:00', '22:00']),
            'sort' => $this->faker->numberBetween(10, 99),
            'prep_minutes' => 25,
        ];
    }

    /** A delivery-only kitchen. */
    public function deliveryOnly(): static
    {
        return $this->state(['pickup' => false]);
    }
}
