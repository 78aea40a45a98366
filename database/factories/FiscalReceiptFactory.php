<?php

namespace Database\Factories;

use App\Models\FiscalReceipt;
use App\Models\Order;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * A pending sandbox sell receipt of one line paid by card.
 *
 * @extends Factory<FiscalReceipt>
 */
class FiscalReceiptFactory extends Factory
{
    protected $model = FiscalReceipt::class;

    /** @return array<string, mixed> */
    public function definition(): array
    {
        return [
            'order_id' => Order::factory(),
            'event' => 'payment:'.$this->faker->unique()->numberBetween(1, 1_000_000),
            'kind' => FiscalReceipt::SELL,
            'status' => FiscalReceipt::PENDING,
            'driver' => 'sandbox',
            'register' => 'chain',
            'goods' => [['code' => 'P1', 'name' => 'Філадельфія', 'price' => 25000, 'quantity' => 2000, 'tax_codes' => []]],
            'discounts' => [],
            'payments' => [['type' => FiscalReceipt::CASHLESS, 'value' => 50000, 'label' => 'Картка']],
            'total' => 50000,
        ];
    }

    public function done(): static
    {
        return $this->state(fn () => ['status' => FiscalReceipt::DONE, 'fiscal_code' => 'SANDBOX-1', 'number' => '1', 'done_at' => now()]);
    }
}
