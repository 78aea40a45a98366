<?php

namespace App\Staff\Couriers;

use App\Models\CourierShift;
use App\Models\Delivery;
use App\Models\Order;
use App\Models\StaffMember;
use App\Shop\Ordering\EtaPromise;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Staff\Actor;
use App\Staff\Audit;
use Carbon\CarbonImmutable;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Orders and couriers. An operator or manager gives a cooking delivery order to a courier on shift at its restaurant
 * (assign); a courier takes one from their restaurant's "waiting for a courier" list (take). Every action locks the
 * order's row first (Order::lockRow), so of two people giving or taking the same order at once one wins and the
 * other gets DeliveryTaken (409, naming who has it). The courier's taps (picked up, delivered, could not deliver)
 * are idempotent: the same tap sent again (a retry on a slow connection) answers the delivery as it is.
 */
class Dispatch
{
    private const TRANSACTION_ATTEMPTS = 3;

    public function __construct(private OrderLifecycle $lifecycle, private Audit $audit, private Actor $actor) {}

    /** An operator or manager gives the order to a courier (the caller authorised "dispatch"). */
    public function assign(Order $order, StaffMember $courier): Delivery
    {
        return $this->give($order, $courier, 'delivery.assign');
    }

    /** A courier takes the order themselves (the caller authorised "take"). */
    public function take(Order $order, StaffMember $courier): Delivery
    {
        return $this->give($order, $courier, 'delivery.take');
    }

    /** The courier collected the order at the kitchen door: the order goes on the way (the customer's SMS). */
    public function pickUp(Delivery $delivery): Delivery
    {
        return $this->tap($delivery, function (Order $order, Delivery $open) {
            if ($open->picked_up_at !== null) {
                return $open;
            }
            $before = self::snapshot($open);
            // A pick-up too late for the promise moves it (and says why) before the "on the way" SMS names the time.
            EtaPromise::pickedUp($order, CarbonImmutable::now());
            if ($order->status === OrderStatus::Cooking) {
                $this->lifecycle->changeStatus($order, OrderStatus::OnTheWay, 'picked up by courier');
            }
            $open->update(['picked_up_at' => now()]);
            $this->audit->record('delivery.pick_up', $order, $before, self::snapshot($open));

            return $open;
        });
    }

    /** Handed to the customer: the order is completed; a cash or courier-card order is paid (the cash counted). */
    public function deliver(Delivery $delivery, ?int $cash): Delivery
    {
        return $this->tap($delivery, function (Order $order, Delivery $open) use ($cash) {
            if ($order->payment_type === PaymentType::Cash && $cash === null) {
                throw ValidationException::withMessages(['cash' => __('couriers.cash_required')]);
            }
            if ($order->isPaidOnline() && ! in_array($order->payment_status, [PaymentStatus::Paid, PaymentStatus::Refunded], true)) {
                throw ValidationException::withMessages(['order' => __('couriers.unpaid_online')]);
            }
            $before = self::snapshot($open);
            if ($open->picked_up_at === null) {
                $open->picked_up_at = Carbon::now();
            }
            if ($order->status === OrderStatus::Cooking) {
                $this->lifecycle->changeStatus($order, OrderStatus::OnTheWay, 'picked up by courier');
            }
            $this->lifecycle->changeStatus($order, OrderStatus::Completed, 'delivered by courier');
            if (! $order->isPaidOnline() && $order->payment_status->canMoveTo(PaymentStatus::Paid)) {
                $this->lifecycle->changePaymentStatus($order, PaymentStatus::Paid, 'collected by courier ('.$order->payment_type->value.')');
            }
            $open->fill(['delivered_at' => now(), 'cash_collected' => $order->payment_type === PaymentType::Cash ? $cash : null])->save();
            $this->audit->record('delivery.deliver', $order, $before, self::snapshot($open));

            return $open;
        }, fn (Delivery $closed) => $closed->delivered_at !== null);
    }

    /** The courier could not deliver: the order goes back to the operators (an alarm until someone gives it on). */
    public function fail(Delivery $delivery, string $reason): Delivery
    {
        return $this->tap($delivery, function (Order $order, Delivery $open) use ($reason) {
            $before = self::snapshot($open);
            $open->update(['failed_at' => now(), 'failure_reason' => $reason]);
            $this->audit->record('delivery.fail', $order, $before, self::snapshot($open));

            return $open;
        }, fn (Delivery $closed) => $closed->failed_at !== null);
    }

    /** An operator takes a delivery back from its courier before pick-up (to give it to another). */
    public function release(Delivery $delivery): void
    {
        DB::transaction(function () use ($delivery) {
            $order = Order::lockRow($delivery->order_id);
            $open = Delivery::query()->whereKey($delivery->id)->lockForUpdate()->firstOrFail();
            if (! $open->isOpen() || $open->picked_up_at !== null) {
                throw DeliveryTaken::closed($order);
            }
            $before = self::snapshot($open);
            $open->delete();
            $this->audit->record('delivery.release', $order, $before, null);
        }, self::TRANSACTION_ATTEMPTS);
    }

    /**
     * The courier's run in the order they will drive it: every open delivery of theirs, each once.
     *
     * @param  list<int>  $deliveryIds
     */
    public function reorder(StaffMember $courier, array $deliveryIds): void
    {
        DB::transaction(function () use ($courier, $deliveryIds) {
            $open = Delivery::openQuery()->where('courier_id', $courier->id)->lockForUpdate()->pluck('id')->map(fn ($id) => (int) $id)->sort()->values()->all();
            $given = $deliveryIds;
            sort($given);
            if ($open !== $given) {
                throw ValidationException::withMessages(['run' => __('couriers.run_invalid')]);
            }
            foreach ($deliveryIds as $position => $id) {
                Delivery::query()->whereKey($id)->update(['position' => $position + 1]);
            }
        }, self::TRANSACTION_ATTEMPTS);
    }

    private function give(Order $order, StaffMember $courier, string $action): Delivery
    {
        return DB::transaction(function () use ($order, $courier, $action) {
            $locked = Order::lockRow($order->id);
            if (! $locked->isDelivery()) {
                throw ValidationException::withMessages(['courier' => __('couriers.not_delivery', ['number' => $locked->number])]);
            }
            $open = Delivery::openQuery()->where('order_id', $locked->id)->with('courier:id,name')->first();
            if ($open !== null) {
                if ($open->courier_id === $courier->id) {
                    return $open;
                }
                throw DeliveryTaken::by($locked, $open);
            }
            if (! in_array($locked->status, [OrderStatus::Cooking, OrderStatus::OnTheWay], true)) {
                throw ValidationException::withMessages(['courier' => __('couriers.not_dispatchable', ['number' => $locked->number, 'status' => __('staff.status.'.$locked->status->value)])]);
            }
            $this->expectOnShift($courier, $locked);
            $run = Delivery::openQuery()->where('courier_id', $courier->id)->lockForUpdate()->pluck('position');
            $max = (int) config('shop.staff.couriers.max_run');
            if ($run->count() >= $max) {
                throw ValidationException::withMessages(['courier' => __('couriers.run_full', ['courier' => $courier->name, 'max' => $max])]);
            }
            $delivery = Delivery::query()->create([
                'order_id' => $locked->id,
                'courier_id' => $courier->id,
                'assigned_by_id' => $this->actor->id(),
                'position' => (int) $run->max() + 1,
                'assigned_at' => now(),
            ]);
            $this->audit->record($action, $locked, null, self::snapshot($delivery) + ['courier' => $courier->name]);

            return $delivery;
        }, self::TRANSACTION_ATTEMPTS);
    }

    private function expectOnShift(StaffMember $courier, Order $order): void
    {
        if (! $courier->active || ! $courier->role->isCourier()) {
            throw ValidationException::withMessages(['courier' => __('couriers.not_courier')]);
        }
        $onShift = CourierShift::openQuery()->where('staff_member_id', $courier->id)->where('restaurant_id', $order->restaurant_id)->exists()
            && $courier->restaurants()->whereKey($order->restaurant_id)->exists();
        if (! $onShift) {
            throw ValidationException::withMessages(['courier' => __('couriers.not_on_shift', ['courier' => $courier->name])]);
        }
    }

    /**
     * One courier tap under the order's row lock. A delivery already closed the way this tap closes it answers as
     * it is (the same tap again); closed the other way, or the order cancelled, is a conflict.
     *
     * @param  callable(Order, Delivery): Delivery  $action
     * @param  (callable(Delivery): bool)|null  $sameTap
     */
    private function tap(Delivery $delivery, callable $action, ?callable $sameTap = null): Delivery
    {
        return DB::transaction(function () use ($delivery, $action, $sameTap) {
            $order = Order::lockRow($delivery->order_id);
            $current = Delivery::query()->whereKey($delivery->id)->lockForUpdate()->firstOrFail();
            if (! $current->isOpen()) {
                if ($sameTap !== null && $sameTap($current)) {
                    return $current;
                }
                throw DeliveryTaken::closed($order);
            }
            if ($order->status->isFinal()) {
                throw $order->status === OrderStatus::Cancelled ? DeliveryTaken::cancelled($order) : DeliveryTaken::closed($order);
            }

            return $action($order, $current);
        }, self::TRANSACTION_ATTEMPTS);
    }

    /** @return array<string, mixed> */
    private static function snapshot(Delivery $delivery): array
    {
        return [
            'courier_id' => $delivery->courier_id,
            'position' => $delivery->position,
            'picked_up_at' => $delivery->picked_up_at?->toIso8601String(),
            'delivered_at' => $delivery->delivered_at?->toIso8601String(),
            'failed_at' => $delivery->failed_at?->toIso8601String(),
            'failure_reason' => $delivery->failure_reason,
            'cash_collected' => $delivery->cash_collected,
        ];
    }
}
