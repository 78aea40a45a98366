<?php

namespace App\Http\Requests\Staff\Shop;

use App\Shop\Ordering\SlotSettings;
use Illuminate\Validation\Rule;

/** The checkout's slot settings: the step between slots (one of SlotSettings::STEPS), the lead time and the capacity. */
class SlotSettingsRequest extends ShopRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'step_minutes' => ['required', 'integer', Rule::in(SlotSettings::STEPS)],
            'lead_minutes' => ['required', 'integer', 'between:'.implode(',', SlotSettings::LEAD)],
            'capacity' => ['required', 'integer', 'between:'.implode(',', SlotSettings::CAPACITY)],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['step_minutes.in' => __('shop_admin.step', ['steps' => implode(', ', SlotSettings::STEPS)])];
    }

    /** @return array{step_minutes: int, lead_minutes: int, capacity: int} */
    public function values(): array
    {
        return [
            'step_minutes' => (int) $this->validated('step_minutes'), 'lead_minutes' => (int) $this->validated('lead_minutes'),
            'capacity' => (int) $this->validated('capacity'),
        ];
    }
}
