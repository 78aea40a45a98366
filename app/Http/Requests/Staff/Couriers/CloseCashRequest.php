<?php

namespace App\Http\Requests\Staff\Couriers;

use App\Models\StaffMember;
use App\Rules\Hryvnias;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A manager closes a courier's cash of a day: the courier, the day (shop timezone), the cash counted (hryvnias, a comma
 * or a dot before the kopiyky, spaces between thousands allowed) and, for a shortfall, its reason (CourierCash::close
 * checks the shortfall under the courier's lock).
 */
class CloseCashRequest extends FormRequest
{
    /** "1 323,50" as typed (spaces, no-break spaces between thousands) reads as "1323,50". */
    protected function prepareForValidation(): void
    {
        $received = $this->input('received');
        if (is_string($received)) {
            $this->merge(['received' => preg_replace('/[\s\x{00A0}\x{202F}]+/u', '', $received)]);
        }
        $reason = $this->input('reason');
        if (is_string($reason)) {
            $this->merge(['reason' => trim($reason) === '' ? null : trim($reason)]);
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'courier_id' => ['required', 'integer', 'min:1', 'max:2147483647', Rule::exists('staff_members', 'id')->where('role', StaffRole::Courier->value)],
            'day' => ['required', 'string', 'date_format:Y-m-d', 'before_or_equal:'.CarbonImmutable::now((string) config('shop.ordering.timezone'))->format('Y-m-d')],
            // Typed in hryvnias, as every money field of the staff forms (App\Rules\Hryvnias).
            'received' => ['required', new Hryvnias(positive: false)],
            'reason' => ['nullable', 'string', 'max:500'],
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return ['received' => __('couriers.cash_received_attribute')];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'courier_id.*' => __('couriers.cash_courier'),
            'day.*' => __('couriers.cash_day'),
            'received.required' => __('couriers.cash_received', ['max' => intdiv((int) config('shop.staff.couriers.cash_max'), 100)]),
            'reason.*' => __('couriers.cash_reason_long', ['max' => 500]),
        ];
    }

    /** The cash received in kopiyky. */
    public function received(): int
    {
        return Hryvnias::toKopiyky((string) $this->validated('received'));
    }

    /** Why the cash counted is short (null when none was given). */
    public function reason(): ?string
    {
        $reason = $this->validated('reason');

        return is_string($reason) ? $reason : null;
    }

    public function courier(): StaffMember
    {
        return StaffMember::query()->findOrFail((int) $this->validated('courier_id'));
    }

    public function day(): CarbonImmutable
    {
        return CarbonImmutable::createFromFormat('!Y-m-d', (string) $this->validated('day'), (string) config('shop.ordering.timezone')) ?: CarbonImmutable::now();
    }
}
