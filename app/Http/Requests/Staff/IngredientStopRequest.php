<?php

namespace App\Http\Requests\Staff;

use App\Staff\Actor;
use App\Staff\Floor\IngredientStops;
use App\Staff\Kitchens\RestaurantScope;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * Mark an ingredient out at one restaurant (or everywhere: no restaurant) until closing, until a time of the shop's
 * clock (its next occurrence, "HH:MM"), or until someone puts it back.
 */
class IngredientStopRequest extends FormRequest
{
    /** A kitchen assigned to restaurants marks ingredients out only there: "everywhere" and other restaurants are 403. */
    public function authorize(RestaurantScope $scope, Actor $actor): bool
    {
        if ($actor->member === null || $scope->ids($actor->member) === null) {
            return true;
        }
        $restaurant = $this->input('restaurant_id');

        return is_numeric($restaurant) && $scope->allows($actor->member, (int) $restaurant);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'restaurant_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', Rule::exists('restaurants', 'id')],
            'until' => ['required', 'string', Rule::in([IngredientStops::UNTIL_CLOSING, IngredientStops::UNTIL_TIME, IngredientStops::UNTIL_BACK])],
            'time' => ['exclude_unless:until,'.IngredientStops::UNTIL_TIME, 'required', 'string', 'date_format:H:i'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['time.*' => __('staff.ingredients.time')];
    }

    public function restaurant(): ?int
    {
        $id = $this->validated('restaurant_id');

        return $id === null ? null : (int) $id;
    }

    /** The chosen time's next occurrence on the shop's clock (today's, or tomorrow's once today's has passed). */
    public function time(): ?CarbonImmutable
    {
        return $this->validated('until') === IngredientStops::UNTIL_TIME ? RestaurantPauseRequest::nextOccurrence((string) $this->validated('time')) : null;
    }
}
