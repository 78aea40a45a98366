<?php

namespace Database\Factories;

use App\Models\DeliveryArea;
use App\Models\Restaurant;
use Illuminate\Database\Eloquent\Factories\Factory;

/** @extends Factory<DeliveryArea> */
class DeliveryAreaFactory extends Factory
{
    protected $model = DeliveryArea::class;

    /** @return array<string, mixed> */
    public function definition(): array
    {
        return [
            'restaurant_id' => Restaurant::factory(),
            'name' => ['uk' => 'Зона '.$this->faker->numberBetween(1, 99), 'en' => 'Area '.$this->faker->numberBetween(1, 99)],
            'colour' => $this->faker->randomElement(['#e4572e', '#2e86ab', '#3bb273', '#7768ae', '#f0a202']),
            // A square of about 2 km around Kyiv's centre unless a test draws its own.
            'polygon' => self::square(50.45, 30.52, 0.01),
            'priority' => 0,
            'min_order' => 40000,
            'delivery_fee' => 6000,
            'free_from' => 100000,
            'eta_minutes' => 30,
            'hours' => null,
            'active' => true,
        ];
    }

    /** A GeoJSON square of half-side $half degrees around a point, with optional holes (each [lat, lng, half]).
     *  @param  list<array{0: float, 1: float, 2: float}>  $holes
     *  @return array{type: string, coordinates: list<list<list<float>>>} */
    public static function square(float $lat, float $lng, float $half, array $holes = []): array
    {
        $ring = fn (float $la, float $ln, float $h) => [[$ln - $h, $la - $h], [$ln + $h, $la - $h], [$ln + $h, $la + $h], [$ln - $h, $la + $h], [$ln - $h, $la - $h]];

        return ['type' => 'Polygon', 'coordinates' => [$ring($lat, $lng, $half), ...array_map(fn (array $h) => $ring(...$h), $holes)]];
    }

    /** Drawn around a point. */
    public function around(float $lat, float $lng, float $half = 0.01): static
    {
        return $this->state(['polygon' => self::square($lat, $lng, $half)]);
    }

    public function inactive(): static
    {
        return $this->state(['active' => false]);
    }
}
