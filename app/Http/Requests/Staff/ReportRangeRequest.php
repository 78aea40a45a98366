<?php

namespace App\Http\Requests\Staff;

use Carbon\CarbonImmutable;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/** A range of local days (shop timezone) for the figures and the CSV export: today by default, at most shop.staff.reports.max_days. */
class ReportRangeRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'from' => ['nullable', 'string', 'date_format:Y-m-d'],
            'to' => ['nullable', 'string', 'date_format:Y-m-d'],
        ];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            if ($validator->errors()->isEmpty() && ($problem = self::resolve($this->all())[2]) !== null) {
                $validator->errors()->add('to', $problem);
            }
        }];
    }

    /** @return array{0: CarbonImmutable, 1: CarbonImmutable} */
    public function range(): array
    {
        [$from, $to] = self::resolve($this->all());

        return [$from, $to];
    }

    /**
     * The range asked for, or today with the reason when it cannot be used (a hand-edited URL on the page).
     *
     * @param  array<string, mixed>  $input
     * @return array{0: CarbonImmutable, 1: CarbonImmutable, 2: ?string}
     */
    public static function resolve(array $input): array
    {
        $timezone = config('shop.ordering.timezone');
        $today = CarbonImmutable::now($timezone)->startOfDay();
        $day = function (mixed $value) use ($timezone): ?CarbonImmutable {
            if (! is_string($value) || preg_match('/^\d{4}-\d{2}-\d{2}$/', $value) !== 1) {
                return null;
            }
            $date = CarbonImmutable::createFromFormat('!Y-m-d', $value, $timezone);

            return $date !== null && $date->format('Y-m-d') === $value ? $date : null;
        };
        $given = fn (string $key) => isset($input[$key]) && $input[$key] !== '';
        $from = $given('from') ? $day($input['from']) : $today;
        $to = $given('to') ? $day($input['to']) : $from;
        $maxDays = (int) config('shop.staff.reports.max_days');
        if ($from === null || $to === null || $to->lt($from) || $from->diffInDays($to) + 1 > $maxDays) {
            return [$today, $today, __('staff.reports.range', ['days' => $maxDays])];
        }

        return [$from, $to, null];
    }
}
