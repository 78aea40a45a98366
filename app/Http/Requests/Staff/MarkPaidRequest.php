<?php

namespace App\Http\Requests\Staff;

use App\Shop\Ordering\PaymentStatus;
use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/** Marking a cash or courier-card order paid: the payment status the staff member saw. */
class MarkPaidRequest extends FormRequest
{
    /** An order of another restaurant than a kitchen's own is not found (404), not refused. */
    public function authorize(): Response
    {
        return Gate::inspect('markPaid', $this->route('order'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['payment_status' => ['required', 'string', Rule::enum(PaymentStatus::class)]];
    }

    public function seen(): PaymentStatus
    {
        return PaymentStatus::from($this->validated('payment_status'));
    }
}
