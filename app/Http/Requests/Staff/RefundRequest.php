<?php

namespace App\Http\Requests\Staff;

use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/** A refund: everything left (no lines), or chosen lines with quantities; a reason for the trail. */
class RefundRequest extends FormRequest
{
    /** An order of another restaurant than a kitchen's own is not found (404), not refused. */
    public function authorize(): Response
    {
        return Gate::inspect('refund', $this->route('order'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'lines' => ['nullable', 'array', 'min:1', 'max:'.(int) config('shop.ordering.max_lines')],
            'lines.*' => ['array:line_id,quantity'],
            'lines.*.line_id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'lines.*.quantity' => ['required', 'integer', 'min:1', 'max:'.(int) config('shop.ordering.max_quantity')],
            'reason' => ['nullable', 'string', 'max:200'],
        ];
    }

    /** @return list<array{line_id: int, quantity: int}>|null */
    public function lines(): ?array
    {
        $lines = $this->validated('lines');

        return $lines === null ? null : array_values(array_map(fn (array $l) => ['line_id' => (int) $l['line_id'], 'quantity' => (int) $l['quantity']], $lines));
    }
}
