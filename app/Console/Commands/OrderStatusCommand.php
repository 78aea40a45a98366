<?php

namespace App\Console\Commands;

use App\Models\Order;
use App\Shop\Ordering\InvalidTransitionException;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Illuminate\Console\Command;

/** The kitchen's and the courier's side until staff screens exist: move an order (or its payment) along its state machine. */
class OrderStatusCommand extends Command
{
    protected $signature = 'shop:order-status {number : e.g. SR-10042} {status : new|accepted|cooking|on_the_way|ready_for_pickup|completed|cancelled} {--payment : move the payment status instead (unpaid|pending|paid|failed|refunded)} {--note=}';

    protected $description = 'Move an order or its payment to a status the state machine allows';

    public function handle(OrderLifecycle $lifecycle): int
    {
        $order = Order::query()->where('number', $this->argument('number'))->first();
        if ($order === null) {
            $this->components->error('No order '.$this->argument('number').'.');

            return self::FAILURE;
        }

        $status = $this->argument('status');
        $to = $this->option('payment') ? PaymentStatus::tryFrom($status) : OrderStatus::tryFrom($status);
        if ($to === null) {
            $this->components->error("Unknown status \"$status\".");

            return self::FAILURE;
        }

        try {
            $to instanceof PaymentStatus
                ? $lifecycle->changePaymentStatus($order, $to, $this->option('note'))
                : $lifecycle->changeStatus($order, $to, $this->option('note'));
        } catch (InvalidTransitionException $e) {
            $this->components->error($e->getMessage());

            return self::FAILURE;
        }

        $this->components->info("{$order->number}: {$order->status->value}, payment {$order->payment_status->value}.");

        return self::SUCCESS;
    }
}
