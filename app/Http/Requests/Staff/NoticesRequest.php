<?php

namespace App\Http\Requests\Staff;

use Illuminate\Foundation\Http\FormRequest;

/** The alert banner and attention popup texts in uk and en; an empty text hides it. */
class NoticesRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'texts' => ['required', 'array:alert_message,alert_popup_message'],
            'texts.*' => ['array:uk,en'],
            'texts.*.uk' => ['nullable', 'string', 'max:500'],
            'texts.*.en' => ['nullable', 'string', 'max:500'],
        ];
    }
}
