<?php

namespace App\Http\Requests\Staff;

use Carbon\CarbonImmutable;
use Closure;
use Illuminate\Foundation\Http\FormRequest;

/**
 * Pause a restaurant's online orders until a time of the shop's clock ("HH:MM", its next occurrence after now), at
 * most shop.ordering.load.max_hours ahead. Busy mode (RestaurantBusyRequest) takes the same time.
 */
class RestaurantPauseRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'until' => ['bail', 'required', 'string', 'date_format:H:i', function (string $attribute, mixed $value, Closure $fail) {
                $until = self::nextOccurrence((string) $value);
                if ($until->gt(CarbonImmutable::now()->addHours(self::maxHours()))) {
                    $fail(__('after_order.load.until_within', ['hours' => self::maxHours()]));
                }
            }],
        ];
    }

    /** The instant the state ends. */
    public function until(): CarbonImmutable
    {
        return self::nextOccurrence((string) $this->validated('until'));
    }

    /** "14:30" → today's 14:30 in the shop's timezone, or tomorrow's when today's has passed (or is now). */
    public static function nextOccurrence(string $time): CarbonImmutable
    {
        $timezone = (string) config('shop.ordering.timezone');
        $now = CarbonImmutable::now($timezone);
        [$hour, $minute] = array_map('intval', explode(':', $time));
        $at = $now->setTime($hour, $minute);

        return ($at->lte($now) ? $at->addDay()->setTime($hour, $minute) : $at)->utc();
    }

    public static function maxHours(): int
    {
        return max(1, (int) config('shop.ordering.load.max_hours'));
    }
}
