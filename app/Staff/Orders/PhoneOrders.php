<?php

namespace App\Staff\Orders;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Order;
use App\Models\Product;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Shop\Dictionaries;
use App\Shop\Ordering\Eta;
use App\Shop\Ordering\OrderPlacement;
use App\Shop\Ordering\PaymentLinks;
use App\Shop\Ordering\PlacedOrder;
use App\Shop\Ordering\Slots;
use App\ShopApi\Data\DictionaryItem;
use App\Staff\Audit;
use Carbon\CarbonImmutable;

/**
 * Orders taken by phone. The order is placed by the storefront's own OrderPlacement (the same quote, cart check,
 * stop-lists, slots, promo codes, limits and idempotency), as a guest order in the caller's language, marked with the
 * staff member who took it (`orders.taken_by_staff_id`) and audited (`order.phone_create`). A card order gets its
 * payment link by SMS (PaymentLinks). A repeated submit (the same Idempotency-Key) answers the same order and
 * neither audits nor texts again.
 */
class PhoneOrders
{
    public function __construct(
        private OrderPlacement $placement,
        private PaymentLinks $links,
        private Audit $audit,
        private Dictionaries $dictionaries,
        private Slots $slots,
        private Eta $eta,
    ) {}

    /**
     * @param  array<string, mixed>  $input  PhoneOrderRequest::order()
     * @return array{0: PlacedOrder, 1: bool|null} the placed order, and whether its payment link was texted (null: no link)
     *
     * @throws \Illuminate\Validation\ValidationException
     * @throws \App\Shop\Ordering\IdempotencyConflictException
     * @throws \App\Shop\Payments\PaymentGatewayException
     */
    public function take(array $input, string $key, string $language, StaffMember $by): array
    {
        // The refusals are in the staff member's language; the order (its SMS, its pages) in the caller's.
        // A card order is paid from its link when the customer opens it (no payment page is opened now).
        $placed = $this->placement->place($input, $key, null, app()->getLocale(), null, ['taken_by_staff_id' => $by->id, 'locale' => $language], openPayment: false);
        $order = $placed->order;
        if (! $placed->created) {
            return [$placed, null];
        }
        $sent = $order->isPaidOnline() ? $this->links->send($order) : null;
        $this->audit->record('order.phone_create', $order, null, [
            'number' => $order->number,
            'name' => $order->name,
            'phone' => $order->phone,
            'order_type' => $order->order_type->value,
            'payment_type' => $order->payment_type->value,
            'total' => $order->total,
            'payment_link_sent' => $sent,
        ], $by);

        return [$placed, $sent];
    }

    /** What the phone-order form chooses from, in the staff member's language.
     *  @return array<string, mixed> */
    public function choices(string $locale, CarbonImmutable $now): array
    {
        $products = Product::query()->listed()->ordered()->with('modifierGroups.modifiers')->get()->groupBy('category_id');
        $menu = Category::query()->where('visible', true)->ordered()->get()
            ->filter(fn (Category $c) => $products->has($c->id))
            ->map(fn (Category $c) => [
                'id' => $c->id,
                'name' => $c->translate('name', $locale),
                'products' => $products->get($c->id)?->map(fn (Product $p) => [
                    'id' => $p->id,
                    'name' => $p->translate('name', $locale),
                    'price' => $p->price,
                    'available' => (bool) $p->available,
                    'groups' => $p->modifierGroups->map(fn (ModifierGroup $g) => [
                        'id' => $g->id, 'name' => $g->translate('name', $locale), 'min' => $g->min, 'max' => $g->max, 'required' => $g->required,
                        'modifiers' => $g->modifiers->map(fn (Modifier $m) => [
                            'id' => $m->id, 'name' => $m->translate('name', $locale), 'price' => $m->price,
                            'max_quantity' => $m->max_quantity, 'available' => (bool) $m->available,
                        ])->values()->all(),
                    ])->values()->all(),
                ])->values()->all(),
            ])->values()->all();

        $regions = Region::query()->where('active', true)->with('restaurant')->orderBy('id')->get()->filter(fn (Region $r) => $r->restaurant !== null);
        $pickup = Restaurant::query()->where('pickup', true)->orderBy('id')->get();
        $kitchens = $regions->map(fn (Region $r) => $r->restaurant)->filter()->merge($pickup)->unique('id');

        return [
            'menu' => $menu,
            'regions' => $regions->map(fn (Region $r) => ['id' => $r->id, 'name' => $r->translate('name', $locale), 'kitchen' => $r->restaurant_id])->values()->all(),
            'restaurants' => $pickup->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => $r->translate('name', $locale), 'kitchen' => $r->id])->values()->all(),
            'kitchens' => $kitchens->mapWithKeys(fn (Restaurant $k) => [$k->id => $this->times($k, $now)])->all(),
            'orderTypes' => array_map(fn (DictionaryItem $t) => ['value' => $t->code, 'label' => $t->name], $this->dictionaries->orderTypes($locale)),
            'paymentTypes' => array_map(fn (DictionaryItem $t) => ['value' => $t->code, 'label' => $t->name, 'online' => (bool) $t->online], $this->dictionaries->paymentTypes($locale)),
            'bounds' => [
                'maxLines' => (int) config('shop.ordering.max_lines'),
                'maxQuantity' => (int) config('shop.ordering.max_quantity'),
                'maxPersons' => (int) config('shop.ordering.max_persons'),
                'text' => array_map('intval', (array) config('shop.ordering.text_max')),
            ],
        ];
    }

    /** "As soon as possible" and the free times of a kitchen (the checkout's schedule; the server checks again at submit).
     *  @return array{asap: bool, days: list<array{date: string, slots: list<array{value: string, time: string}>}>} */
    private function times(Restaurant $kitchen, CarbonImmutable $now): array
    {
        $schedule = $this->slots->schedule($kitchen, $this->eta->minutes($kitchen, null, $now), $now);
        $days = [];
        foreach ($schedule['days'] as $day) {
            $free = array_values(array_map(fn (array $s) => ['value' => $s['value'], 'time' => $s['time']], array_filter($day['slots'], fn (array $s) => $s['available'])));
            if ($free !== []) {
                $days[] = ['date' => $day['date'], 'slots' => $free];
            }
        }

        return ['asap' => $schedule['asap']['available'], 'days' => $days];
    }
}
