<?php

namespace App\Shop\Ordering;

use App\Models\Delivery;
use App\Models\Order;
use App\Models\OrderLine;
use App\Shop\Payments\Payments;
use App\ShopApi\Data\OrderRecord;
use App\ShopApi\Data\OrderSummary;
use App\ShopApi\Data\Totals;
use Carbon\CarbonImmutable;

/** Orders as the records of the shop API (App\\ShopApi\\Data), in one language; times as ISO 8601 in the shop's timezone. */
class OrderPayload
{
    /** The order as the shop API answers it (GET /api/orders/{reference}), in one language. */
    public function full(Order $order, string $locale): OrderRecord
    {
        $order->loadMissing(['lines', 'region', 'restaurant', 'statusHistory', 'paymentHistory']);
        $history = fn ($h) => ['status' => (string) $h->to, 'at' => (string) $this->time(CarbonImmutable::parse($h->created_at))];

        return new OrderRecord(
            summary: $this->summary($order),
            token: $order->token,
            locale: $order->locale,
            paymentType: $order->payment_type,
            name: $order->name,
            phone: $order->phone,
            address: $order->address === null ? null : array_map(strval(...), $order->address),
            region: $order->region ? ['id' => $order->region->id, 'name' => (string) $order->region->translate('name', $locale)] : null,
            restaurant: $order->restaurant ? [
                'id' => $order->restaurant->id,
                'name' => (string) $order->restaurant->translate('name', $locale),
                'address' => (string) $order->restaurant->translate('address', $locale),
                'phone' => $order->restaurant->phone,
            ] : null,
            asap: $order->asap,
            slotAt: $this->time($order->slot_at),
            etaAt: (string) $this->time($order->eta_at),
            persons: $order->persons,
            comment: $order->comment,
            changeFrom: $order->change_from,
            lines: array_values($order->lines->map(fn (OrderLine $line) => [
                'product_id' => $line->product_id,
                'slug' => $line->slug,
                'name' => $line->translatedName($locale),
                'image' => $line->image,
                'quantity' => $line->quantity,
                'unit_price' => $line->unit_price,
                'modifiers' => array_values(array_map(fn (array $m) => [
                    'id' => (int) $m['id'], 'name' => (string) ($m['name'][$locale] ?? $m['name']['uk'] ?? ''), 'price' => (int) $m['price'], 'quantity' => (int) $m['quantity'],
                ], $line->modifiers)),
                'line_total' => $line->line_total,
            ])->all()),
            totals: Totals::list($order->totals),
            statusHistory: array_values($order->statusHistory->map($history)->all()),
            paymentHistory: array_values($order->paymentHistory->map($history)->all()),
            payable: Payments::payable($order),
            cancellationReason: $order->status === OrderStatus::Cancelled ? $order->cancellation_reason : null,
            // When staff moved it to another restaurant (the tracking page says so); null when it never moved.
            movedAt: $order->restaurant_moved_at === null ? null : $this->time($order->restaurant_moved_at),
            // The courier once they picked the order up: their first name only, the pick-up and the expected arrival.
            courier: $this->courier($order),
        );
    }

    /**
     * The courier carrying (or who delivered) a delivery order: the first name, when it was picked up, when it is
     * expected (the pick-up plus the region's delivery minutes) and when it was delivered. Never the full name or phone.
     *
     * @return array{first_name: string, picked_up_at: ?string, expected_at: ?string, delivered_at: ?string}|null
     */
    private function courier(Order $order): ?array
    {
        if (! $order->isDelivery()) {
            return null;
        }
        $delivery = Delivery::query()->where('order_id', $order->id)->whereNotNull('picked_up_at')->whereNull('failed_at')
            ->with('courier:id,name')->latest('id')->first();
        if ($delivery === null || $delivery->picked_up_at === null) {
            return null;
        }
        $pickedUp = CarbonImmutable::parse($delivery->picked_up_at);
        $minutes = (int) ($order->region->eta_minutes ?? $order->deliveryArea->eta_minutes ?? 0);

        return [
            'first_name' => Delivery::firstName($delivery->courier->name),
            'picked_up_at' => $this->time($pickedUp),
            'expected_at' => $minutes > 0 ? $this->time($pickedUp->addMinutes($minutes)) : null,
            'delivered_at' => $delivery->delivered_at === null ? null : $this->time(CarbonImmutable::parse($delivery->delivered_at)),
        ];
    }

    /** One order of the customer's list (GET /api/orders). */
    public function summary(Order $order): OrderSummary
    {
        return new OrderSummary(
            number: (string) $order->number,
            createdAt: (string) $this->time(CarbonImmutable::parse($order->created_at)),
            status: $order->status,
            paymentStatus: $order->payment_status,
            orderType: $order->order_type,
            total: $order->total,
            itemsCount: (int) ($order->lines_sum_quantity ?? $order->lines->sum('quantity')),
        );
    }

    private function time(?CarbonImmutable $at): ?string
    {
        return $at?->setTimezone(config('shop.ordering.timezone'))->toIso8601String();
    }
}
