<?php

namespace App\Http\Requests\Staff\Couriers;

use App\Models\Order;
use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/** Giving a delivery order to a courier (operators, managers): the courier's account id. */
class AssignCourierRequest extends FormRequest
{
    /** Another restaurant's order than the member's is not found; a role that does not dispatch is refused. */
    public function authorize(): Response
    {
        $order = $this->route('order');

        return $order instanceof Order ? Gate::inspect('dispatch', $order) : Response::denyAsNotFound();
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['courier_id' => ['required', 'integer', 'min:1', 'max:2147483647']];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['courier_id.*' => __('couriers.not_courier')];
    }

    public function courierId(): int
    {
        return (int) $this->validated('courier_id');
    }
}
