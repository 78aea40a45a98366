<?php

namespace App\Http\Requests\Staff;

use App\Shop\Ordering\OrderStatus;
use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/** A cancellation: the status seen, one of the configured reasons, an optional note. */
class CancelOrderRequest extends FormRequest
{
    /** An order of another restaurant than a kitchen's own is not found (404), not refused. */
    public function authorize(): Response
    {
        return Gate::inspect('cancel', $this->route('order'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'from' => ['required', 'string', Rule::enum(OrderStatus::class)],
            'reason' => ['required', 'string', Rule::in(config('shop.staff.cancellation_reasons'))],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['reason.*' => __('staff.cancel.reason')];
    }

    public function seen(): OrderStatus
    {
        return OrderStatus::from($this->validated('from'));
    }
}
