<?php

namespace App\Http\Requests\Staff;

use Illuminate\Validation\Rule;

/** Mark a restaurant busy: +minutes (one of shop.ordering.load.busy_minutes) on every ETA and slot lead time, until a time. */
class RestaurantBusyRequest extends RestaurantPauseRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return parent::rules() + [
            'minutes' => ['required', 'integer', Rule::in((array) config('shop.ordering.load.busy_minutes'))],
        ];
    }

    public function minutes(): int
    {
        return (int) $this->validated('minutes');
    }
}
