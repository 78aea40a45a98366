<?php

namespace App\Staff\Orders;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Region;
use App\Models\Restaurant;
use App\Shop\Catalog\RestaurantStopList;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\StatusSms;
use App\Staff\Audit;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Moving an order to another restaurant when its own is paused, full or out of an ingredient: the same order (its
 * number, token, payment and history), cooked elsewhere. Only before it leaves the kitchen (new, accepted, cooking).
 * Where to: a delivery goes to a restaurant that delivers (the kitchen of an active delivery area: the chain's
 * kitchens reach each other's areas, a courier's ride longer), a pickup to a restaurant that offers pickup. A
 * restaurant that cannot make one of its dishes now (its stop-list, an ingredient out there) is refused, naming them.
 * The move is audited (order.restaurant), bumps the board (the order's row is saved), and texts the customer
 * (StatusSms::moved); the tracking page shows the new restaurant and says the order moved.
 */
class OrderTransfer
{
    /** @var list<OrderStatus> */
    public const MOVABLE = [OrderStatus::New, OrderStatus::Accepted, OrderStatus::Cooking];

    public function __construct(private Audit $audit, private StatusSms $sms, private RestaurantStopList $stops) {}

    public static function movable(Order $order): bool
    {
        return in_array($order->status, self::MOVABLE, true);
    }

    /** The restaurants this order may move to (not its own), in the shop's order.
     *  @return Collection<int, Restaurant> */
    public function candidates(Order $order): Collection
    {
        return Restaurant::query()->ordered()
            ->when($order->restaurant_id !== null, fn ($q) => $q->whereKeyNot($order->restaurant_id))
            ->when($order->isDelivery(),
                fn ($q) => $q->whereIn('id', Region::query()->where('active', true)->whereNotNull('restaurant_id')->select('restaurant_id')),
                fn ($q) => $q->where('pickup', true))
            ->get();
    }

    /** The names of the order's dishes (with their extras) that $restaurant cannot make now.
     *  @return list<string> */
    public function blockedDishes(Order $order, Restaurant $restaurant, string $locale): array
    {
        $lines = array_values($order->lines->values()->map(fn (OrderLine $line, int $i) => [
            'index' => $i,
            'id' => (int) $line->product_id,
            'orderable' => $line->product_id !== null,
            'modifiers' => array_values(array_filter(array_map(fn ($m) => is_array($m) && isset($m['id']) ? ['id' => (int) $m['id']] : null, $line->modifiers))),
        ])->all());
        $blocked = $this->stops->blockedLines($restaurant->id, $lines);

        return array_values(array_unique(array_map(fn (int $i) => (string) $order->lines->values()->get($i)?->translatedName($locale), $blocked)));
    }

    /** Move the order to $to (checked by the FormRequest; its status and restaurant are checked again under the row's lock). */
    public function move(Order $order, Restaurant $to): Order
    {
        return DB::transaction(function () use ($order, $to) {
            $locked = Order::lockRow($order->id);
            if (! self::movable($locked)) {
                throw ValidationException::withMessages(['restaurant_id' => __('staff.transfer.not_movable', ['number' => $locked->number])]);
            }
            // Checked under the lock: of two moves to one restaurant at once, the second finds it there (409, who won).
            if ($locked->restaurant_id === $to->id) {
                throw OrderConflict::alreadyMoved($locked, (string) $to->translate('name', app()->getLocale()));
            }
            $before = $this->snapshot($locked);
            $locked->forceFill(['restaurant_id' => $to->id, 'restaurant_moved_at' => now()])->save();
            $locked->unsetRelation('restaurant');
            $this->audit->record('order.restaurant', $locked, $before, $this->snapshot($locked));
            $this->sms->moved($locked);

            return $locked;
        }, 3);
    }

    /** @return array{restaurant_id: ?int, restaurant: ?string} */
    private function snapshot(Order $order): array
    {
        $restaurant = $order->restaurant_id === null ? null : Restaurant::query()->find($order->restaurant_id);

        return ['restaurant_id' => $order->restaurant_id, 'restaurant' => $restaurant?->translate('name', app()->getLocale())];
    }
}
