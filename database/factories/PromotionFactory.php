<?php

namespace Database\Factories;

use App\Models\Promotion;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Carbon;
use Illuminate\Support\Str;

/** @extends Factory<Promotion> */
class PromotionFactory extends Factory
{
    protected $model = Promotion::class;

    /** Offers as [uk title, en title, percent off]. */
    private const OFFERS = [
        ['Щасливі години: −%d%% на роли', 'Happy hours: %d%% off rolls', 20],
        ['Сет тижня: −%d%%', 'Set of the week: %d%% off', 15],
        ['Обідня пропозиція: −%d%% на вок', 'Lunch deal: %d%% off wok', 10],
    ];

    /** @return array<string, mixed> */
    public function definition(): array
    {
        [$uk, $en, $percent] = $this->faker->randomElement(self::OFFERS);
        $slug = Str::slug(sprintf($en, $percent)).'-'.$this->faker->unique()->numberBetween(1000, 999999);
        $today = Carbon::now('Europe/Kyiv');

        return [
            'slug' => $slug,
            'title' => ['uk' => sprintf($uk, $percent), 'en' => sprintf($en, $percent)],
            'summary' => ['uk' => "Знижка $percent% до кінця акції.", 'en' => "$percent% off while the offer lasts."],
            'body' => [
                'uk' => "Знижку $percent% застосуємо автоматично в кошику.\n\nНе поєднується з іншими акціями.",
                'en' => "The $percent% discount is applied automatically in the cart.\n\nCannot be combined with other offers.",
            ],
            'image' => "images/promotions/$slug.svg",
            'starts_at' => $today->copy()->subDays($this->faker->numberBetween(1, 30))->toDateString(),
            'ends_at' => $today->copy()->addDays($this->faker->numberBetween(7, 60))->toDateString(),
            'sort' => $this->faker->numberBetween(10, 99),
        ];
    }

    /** Finished a month ago: no longer listed or shown. */
    public function ended(): static
    {
        $today = Carbon::now('Europe/Kyiv');

        return $this->state(['starts_at' => $today->copy()->subDays(60)->toDateString(), 'ends_at' => $today->copy()->subDays(30)->toDateString()]);
    }

    /** Starts next week. */
    public function upcoming(): static
    {
        return $this->state(['starts_at' => Carbon::now('Europe/Kyiv')->addWeek()->toDateString()]);
    }
}
