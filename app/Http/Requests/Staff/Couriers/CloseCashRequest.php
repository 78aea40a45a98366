<?php

namespace App\Http\Requests\Staff\Couriers;

use App\Models\StaffMember;
use App\Rules\Hryvnias;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A manager closes a courier's cash of a day: the courier, the day (shop timezone), the cash received (minor units). */
class CloseCashRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'courier_id' => ['required', 'integer', 'min:1', 'max:2147483647', Rule::exists('staff_members', 'id')->where('role', StaffRole::Courier->value)],
            'day' => ['required', 'string', 'date_format:Y-m-d', 'before_or_equal:'.CarbonImmutable::now((string) config('shop.ordering.timezone'))->format('Y-m-d')],
            // Typed in hryvnias, as every money field of the staff forms (App\Rules\Hryvnias).
            'received' => ['required', new Hryvnias(positive: false)],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'courier_id.*' => __('couriers.cash_courier'),
            'day.*' => __('couriers.cash_day'),
            'received.required' => __('couriers.cash_received', ['max' => intdiv((int) config('shop.staff.couriers.cash_max'), 100)]),
        ];
    }

    /** The cash received in kopiyky. */
    public function received(): int
    {
        return Hryvnias::toKopiyky((string) $this->validated('received'));
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
