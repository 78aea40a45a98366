<?php

namespace App\Http\Requests\Staff\Shop;

use App\Models\Restaurant;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A restaurant: name and address in both languages, slug, phone, coordinates, pickup on or off, preparation minutes, and its weekly hours
 * (each ISO weekday closed, or open from HH:MM to a later HH:MM the same day; "23:59" closes at midnight).
 */
class RestaurantRequest extends ShopRequest
{
    private const TIME = '/^([01]\d|2[0-3]):[0-5]\d$/';

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $restaurant = $this->route('restaurant');
        $rules = [
            ...$this->translated('name', (int) config('shop.menu.name_max')),
            ...$this->translated('address', 200),
            'slug' => [...$this->slugRules(), Rule::unique('restaurants', 'slug')->ignore($restaurant instanceof Restaurant ? $restaurant->id : null)],
            'phone' => ['required', 'string', 'max:32', 'regex:'.self::PHONE],
            'lat' => ['required', 'numeric', 'between:-90,90'],
            'lng' => ['required', 'numeric', 'between:-180,180'],
            'pickup' => ['required', 'boolean'],
            // The kitchen's minutes for one order: the checkout's ETA adds its queue and the region's delivery minutes.
            'prep_minutes' => ['required', 'integer', 'between:1,240'],
            'hours' => ['required', 'array:1,2,3,4,5,6,7', 'size:7'],
            // Its own fiscal register (docs/fiscal.md): Checkbox's licence key and the cashier's PIN, written only (kept
            // encrypted, never shown back); empty keeps what is kept, fiscal_clear goes back to the chain's register.
            'fiscal_license_key' => ['nullable', 'string', 'max:64', 'regex:/^[A-Za-z0-9-]+$/'],
            'fiscal_pin_code' => ['nullable', 'string', 'max:32', 'regex:/^\d+$/'],
            'fiscal_clear' => ['sometimes', 'boolean'],
        ];
        foreach (range(1, 7) as $day) {
            $rules["hours.$day"] = ['required', 'array:closed,open,close'];
            $rules["hours.$day.closed"] = ['required', 'boolean'];
            $rules["hours.$day.open"] = ["exclude_if:hours.$day.closed,true,1", 'required', 'string', 'regex:'.self::TIME];
            $rules["hours.$day.close"] = ["exclude_if:hours.$day.closed,true,1", 'required', 'string', 'regex:'.self::TIME];
        }

        return $rules;
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['fiscal_license_key.regex' => __('shop_admin.fiscal_license_key'), 'fiscal_pin_code.regex' => __('shop_admin.fiscal_pin_code'), 'hours.*.open.*' => __('shop_admin.time'), 'hours.*.close.*' => __('shop_admin.time'), 'phone.regex' => __('shop_admin.phone')];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            foreach (range(1, 7) as $day) {
                $open = $this->input("hours.$day.open");
                $close = $this->input("hours.$day.close");
                if (! filter_var($this->input("hours.$day.closed"), FILTER_VALIDATE_BOOLEAN) && is_string($open) && is_string($close)
                    && ! $validator->errors()->hasAny(["hours.$day.open", "hours.$day.close", "hours.$day.closed"]) && $close <= $open) {
                    $validator->errors()->add("hours.$day.close", __('shop_admin.close_after_open'));
                }
            }
        }];
    }

    /** @return array<string, mixed> */
    public function values(): array
    {
        $hours = [];
        foreach (range(1, 7) as $day) {
            $hours[$day] = $this->boolean("hours.$day.closed") ? null : [(string) $this->validated("hours.$day.open"), (string) $this->validated("hours.$day.close")];
        }

        return [
            'name' => $this->texts('name'), 'address' => $this->texts('address'), 'slug' => $this->validated('slug'),
            'phone' => trim((string) $this->validated('phone')), 'lat' => round((float) $this->validated('lat'), 6), 'lng' => round((float) $this->validated('lng'), 6),
            'pickup' => $this->boolean('pickup'), 'prep_minutes' => (int) $this->validated('prep_minutes'), 'hours' => $hours,
        ] + $this->register();
    }

    /** The register's licence key and PIN: cleared, replaced by what was typed, or (nothing typed) left as they are.
     *  @return array<string, ?string> */
    private function register(): array
    {
        if ($this->boolean('fiscal_clear')) {
            return ['fiscal_license_key' => null, 'fiscal_pin_code' => null];
        }

        return array_filter([
            'fiscal_license_key' => trim((string) $this->validated('fiscal_license_key')),
            'fiscal_pin_code' => trim((string) $this->validated('fiscal_pin_code')),
        ], fn (string $v) => $v !== '');
    }
}
