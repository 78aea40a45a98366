<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** GET /checkout/streets and /api/geocoder/streets: q, the street as typed so far. */
class StreetSuggestionsRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['q' => ['required', 'string', 'max:'.(int) config('shop.ordering.text_max.street')]];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['q.*' => __('checkout.validation.street_query', ['max' => (int) config('shop.ordering.text_max.street')])];
    }

    public function typed(): string
    {
        return (string) $this->validated('q');
    }
}
