<?php

namespace App\Shop\Fiscal;

use App\Models\Restaurant;

/**
 * Which register a restaurant's receipts go to: its own when the staff settings give it a licence key and a cashier
 * PIN (kept encrypted), else the chain's from the configuration (CHECKBOX_LICENSE_KEY, CHECKBOX_PIN_CODE).
 */
class Registers
{
    public const CHAIN = 'chain';

    public function forRestaurant(?int $restaurantId): Register
    {
        $restaurant = $restaurantId === null ? null : Restaurant::query()->find($restaurantId);
        if ($restaurant !== null && (string) $restaurant->fiscal_license_key !== '' && (string) $restaurant->fiscal_pin_code !== '') {
            return new Register('restaurant:'.$restaurant->id, (string) $restaurant->fiscal_license_key, (string) $restaurant->fiscal_pin_code);
        }

        return $this->chain();
    }

    public function chain(): Register
    {
        $config = config('shop.fiscal.checkbox');
        $sandbox = config('shop.fiscal.driver') !== 'checkbox';

        return new Register(self::CHAIN, $sandbox ? 'sandbox' : self::nullable($config['license_key']), $sandbox ? 'sandbox' : self::nullable($config['pin_code']));
    }

    /** A register by its key (fiscal_receipts.register, fiscal_shifts.register). */
    public function byKey(string $key): Register
    {
        return str_starts_with($key, 'restaurant:') ? $this->forRestaurant((int) substr($key, 11)) : $this->chain();
    }

    /** Every register in use: the chain's and each restaurant's own.
     *  @return list<Register> */
    public function all(): array
    {
        $registers = [$this->chain()];
        foreach (Restaurant::query()->whereNotNull('fiscal_license_key')->pluck('id') as $id) {
            $register = $this->forRestaurant((int) $id);
            if ($register->key !== self::CHAIN) {
                $registers[] = $register;
            }
        }

        return $registers;
    }

    private static function nullable(mixed $value): ?string
    {
        return is_string($value) && $value !== '' ? $value : null;
    }
}
