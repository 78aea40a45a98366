<?php

namespace App\Http\Requests\Staff\Couriers;

use App\Http\Requests\Concerns\BoundedLists;
use Illuminate\Foundation\Http\FormRequest;

/** The courier's run in drive order: the ids of their open deliveries. */
class CourierRunRequest extends FormRequest
{
    use BoundedLists;

    public function authorize(): bool
    {
        return true;
    }

    /** @return array<string, int> */
    protected function listBounds(): array
    {
        return ['ids' => (int) config('shop.staff.couriers.max_run')];
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['ids' => ['required', 'array'], 'ids.*' => ['integer', 'distinct', 'min:1', 'max:2147483647']];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['ids.*' => __('couriers.run_invalid'), 'ids.required' => __('couriers.run_invalid'), 'ids.array' => __('couriers.run_invalid'), 'ids.max' => __('couriers.run_invalid')];
    }

    /** @return list<int> */
    public function ids(): array
    {
        return array_values(array_map('intval', (array) $this->validated('ids')));
    }
}
