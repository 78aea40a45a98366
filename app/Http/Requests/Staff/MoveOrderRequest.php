<?php

namespace App\Http\Requests\Staff;

use App\Shop\Ordering\OrderStatus;
use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/** One step of an order: the status the staff member saw ("from") and the next one ("to"), never "cancelled". */
class MoveOrderRequest extends FormRequest
{
    /** An order of another restaurant than a kitchen's own is not found (404) before anything is validated. */
    public function authorize(): Response
    {
        return Gate::inspect('view', $this->route('order'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'from' => ['required', 'string', Rule::enum(OrderStatus::class)],
            // A cancellation needs a reason: it is its own action.
            'to' => ['required', 'string', Rule::enum(OrderStatus::class), Rule::notIn([OrderStatus::Cancelled->value])],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['to.not_in' => __('staff.cancel.reason')];
    }

    public function seen(): OrderStatus
    {
        return OrderStatus::from($this->validated('from'));
    }

    public function to(): OrderStatus
    {
        return OrderStatus::from($this->validated('to'));
    }
}
