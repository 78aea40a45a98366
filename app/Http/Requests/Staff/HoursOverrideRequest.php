<?php

namespace App\Http\Requests\Staff;

use Carbon\CarbonImmutable;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * The hours of one date: today or later (shop timezone, within a year), one restaurant or all; closed, or open
 * from opens_at to closes_at (HH:MM, closing after opening; "23:59" closes at midnight).
 */
class HoursOverrideRequest extends FormRequest
{
    private const TIME = '/^([01]\d|2[0-3]):[0-5]\d$/';

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $today = CarbonImmutable::now(config('shop.ordering.timezone'));

        return [
            'restaurant_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', Rule::exists('restaurants', 'id')],
            'date' => ['required', 'date_format:Y-m-d', 'after_or_equal:'.$today->format('Y-m-d'), 'before_or_equal:'.$today->addYear()->format('Y-m-d')],
            'closed' => ['required', 'boolean'],
            'opens_at' => ['exclude_if:closed,true,1', 'required', 'string', 'regex:'.self::TIME],
            'closes_at' => ['exclude_if:closed,true,1', 'required', 'string', 'regex:'.self::TIME],
            'note' => ['nullable', 'string', 'max:200'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'opens_at.*' => __('staff.hours.times'),
            'closes_at.*' => __('staff.hours.times'),
            'date.after_or_equal' => __('staff.hours.past'),
        ];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            $opens = $this->input('opens_at');
            $closes = $this->input('closes_at');
            if (! $this->boolean('closed') && is_string($opens) && is_string($closes) && ! $validator->errors()->hasAny(['opens_at', 'closes_at']) && $closes <= $opens) {
                $validator->errors()->add('closes_at', __('staff.hours.times'));
            }
        }];
    }

    public function restaurant(): ?int
    {
        $id = $this->validated('restaurant_id');

        return $id === null ? null : (int) $id;
    }
}
