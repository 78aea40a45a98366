<?php

namespace App\Shop\Ordering;

use App\Models\Delivery;
use App\Models\Order;
use App\Models\OrderLine;
use App\Shop\Payments\Payments;
use App\Support\PersonalData;
use Carbon\CarbonImmutable;

/** Orders as the JSON payloads of the shop API, in one language; times as ISO 8601 in the shop's timezone. */
class OrderPayload
{
    /** @return array<string, mixed> */
    public function full(Order $order, string $locale): array
    {
        $order->loadMissing(['lines', 'region', 'restaurant', 'statusHistory', 'paymentHistory']);

        return $this->summary($order) + [
            'token' => $order->token,
            'locale' => $order->locale,
            'payment_type' => $order->payment_type->value,
            'name' => $order->name,
            'phone' => $order->phone,
            'address' => $order->address,
            'region' => $order->region ? ['id' => $order->region->id, 'name' => $order->region->translate('name', $locale)] : null,
            'restaurant' => $order->restaurant ? [
                'id' => $order->restaurant->id,
                'name' => $order->restaurant->translate('name', $locale),
                'address' => $order->restaurant->translate('address', $locale),
                'phone' => $order->restaurant->phone,
            ] : null,
            'asap' => $order->asap,
            'slot_at' => $this->time($order->slot_at),
            'eta_at' => $this->time($order->eta_at),
            'persons' => $order->persons,
            'comment' => $order->comment,
            'change_from' => $order->change_from,
            'lines' => $order->lines->map(fn (OrderLine $line) => [
                'product_id' => $line->product_id,
                'slug' => $line->slug,
                'name' => $line->translatedName($locale),
                'image' => $line->image,
                'quantity' => $line->quantity,
                'unit_price' => $line->unit_price,
                'modifiers' => array_map(fn (array $m) => [
                    'id' => $m['id'], 'name' => $m['name'][$locale] ?? $m['name']['uk'] ?? '', 'price' => $m['price'], 'quantity' => $m['quantity'],
                ], $line->modifiers),
                'line_total' => $line->line_total,
            ])->all(),
            'totals' => $order->totals,
            'status_history' => $order->statusHistory->map(fn ($h) => ['status' => $h->to, 'at' => $this->time(CarbonImmutable::parse($h->created_at))])->all(),
            'payment_history' => $order->paymentHistory->map(fn ($h) => ['status' => $h->to, 'at' => $this->time(CarbonImmutable::parse($h->created_at))])->all(),
            'payable' => Payments::payable($order),
            'cancellation_reason' => $order->status === OrderStatus::Cancelled ? $order->cancellation_reason : null,
            // When staff moved it to another restaurant (the tracking page says so); null when it never moved.
            'moved_at' => $order->restaurant_moved_at === null ? null : $this->time($order->restaurant_moved_at),
            // The courier once they picked the order up: their first name only, the pick-up and the expected arrival.
            'courier' => $this->courier($order),
        ];
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
        $minutes = (int) ($order->region->eta_minutes ?? 0);

        return [
            'first_name' => Delivery::firstName($delivery->courier->name),
            'picked_up_at' => $this->time($pickedUp),
            'expected_at' => $minutes > 0 ? $this->time($pickedUp->addMinutes($minutes)) : null,
            'delivered_at' => $delivery->delivered_at === null ? null : $this->time(CarbonImmutable::parse($delivery->delivered_at)),
        ];
    }

    /**
     * The full payload as a link's holder sees it (the tracking page's rule): the first name only, a masked phone, no
     * street address or comments. Only the signed-in customer who placed the order sees them whole.
     *
     * @param  array<string, mixed>  $full
     * @return array<string, mixed>
     */
    public static function masked(array $full): array
    {
        return array_replace($full, [
            'name' => PersonalData::firstName((string) $full['name']),
            'phone' => PersonalData::maskedPhone((string) $full['phone']),
            'address' => null,
            'comment' => null,
        ]);
    }

    /** @return array<string, mixed> */
    public function summary(Order $order): array
    {
        return [
            'number' => $order->number,
            'created_at' => $this->time(CarbonImmutable::parse($order->created_at)),
            'status' => $order->status->value,
            'payment_status' => $order->payment_status->value,
            'order_type' => $order->order_type->value,
            'total' => $order->total,
            'items_count' => (int) ($order->lines_sum_quantity ?? $order->lines->sum('quantity')),
        ];
    }

    private function time(?CarbonImmutable $at): ?string
    {
        return $at?->setTimezone(config('shop.ordering.timezone'))->toIso8601String();
    }
}
