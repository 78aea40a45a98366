<?php

namespace App\Http\Requests\Staff;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/** Publish or hide one review (operators and managers: the staff.reviews gate). */
class ModerateReviewRequest extends FormRequest
{
    public function authorize(): bool
    {
        return Gate::allows('staff.reviews');
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['status' => ['required', 'string', Rule::in(['published', 'hidden'])]];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['status.*' => __('staff.review.status')];
    }

    public function publishes(): bool
    {
        return $this->validated('status') === 'published';
    }
}
