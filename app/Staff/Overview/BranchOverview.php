<?php

namespace App\Staff\Overview;

use App\Models\IngredientStop;
use App\Models\Modifier;
use App\Models\Product;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use App\Shop\Ordering\OrderStatus;
use App\Staff\Board\BoardTickets;
use App\Staff\Board\BoardVersion;
use App\Staff\Floor\RestaurantLoad;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Collection;

/**
 * One live view of every restaurant for operators and managers (/staff/overview): per restaurant the orders waiting
 * to be accepted (the oldest ones by number, with when they were placed, so the page rings the alarm as time passes),
 * the late ones (past their ETA or slot, as the tracking page promises them), those cooking and those out, its busy or
 * pause state, and what is stopped there (its own stop-list and the ingredients out there or everywhere).
 *
 * The page polls version(): the board's version (every committed order change), the floor's state (load, stop-lists,
 * ingredients) and the minute, so an order turning late shows within a minute with no write at all.
 */
class BranchOverview
{
    /** The oldest orders waiting for acceptance listed by number per restaurant (the rest are counted). */
    public const WAITING_LISTED = 20;

    public function __construct(private BoardVersion $board) {}

    /** @return list<BranchState> */
    public function restaurants(string $locale, CarbonImmutable $now): array
    {
        $restaurants = Restaurant::query()->ordered()->get();
        $cooking = [OrderStatus::Accepted->value, OrderStatus::Cooking->value];
        $out = [OrderStatus::OnTheWay->value, OrderStatus::ReadyForPickup->value];
        $late = [OrderStatus::New->value, OrderStatus::Accepted->value, OrderStatus::Cooking->value, OrderStatus::OnTheWay->value];
        $nowDb = $now->setTimezone((string) config('app.timezone'))->format('Y-m-d H:i:s');

        // One read of the open orders (BoardTickets::open, by the status index), counted here per restaurant: the
        // waiting ones (AcceptAlarm's rule), the late ones (past their slot or ETA), those cooking and those out.
        $open = BoardTickets::open(['id', 'number', 'restaurant_id', 'status', 'payment_type', 'payment_status', 'slot_at', 'eta_at', 'created_at'])
            ->whereNotNull('restaurant_id')->groupBy('restaurant_id');
        $stops = $this->stops($locale, $now);

        return array_values($restaurants->map(function (Restaurant $r) use ($open, $cooking, $out, $late, $nowDb, $stops, $locale, $now) {
            $orders = $open->get($r->id, collect());
            $waiting = $orders->filter(fn (\stdClass $o) => AcceptAlarm::counts(['status' => (string) $o->status, 'payment_type' => (string) $o->payment_type, 'payment_status' => (string) $o->payment_status]))
                ->sortBy(fn (\stdClass $o) => $o->created_at.'|'.str_pad((string) $o->id, 20, '0', STR_PAD_LEFT))->values();

            return new BranchState(
                id: $r->id,
                name: (string) $r->translate('name', $locale),
                phone: $r->phone,
                counts: [
                    'waiting' => $waiting->count(),
                    'late' => $orders->filter(fn (\stdClass $o) => in_array($o->status, $late, true) && (string) ($o->slot_at ?? $o->eta_at) < $nowDb)->count(),
                    'cooking' => $orders->whereIn('status', $cooking)->count(),
                    'out' => $orders->whereIn('status', $out)->count(),
                ],
                waiting: array_values($waiting->take(self::WAITING_LISTED)->map(fn (\stdClass $o) => new WaitingOrder((string) $o->number, BoardTickets::time($o->created_at)))->all()),
                load: RestaurantLoad::state($r, $now),
                stops: $stops[$r->id] ?? ['dishes' => [], 'ingredients' => []],
            );
        })->all());
    }

    /** The ETag of the overview as of $now (same for every operator and manager in one language). */
    public function version(string $locale, CarbonImmutable $now): string
    {
        $floor = [
            // Every restaurant's load state itself (two changes in one second leave the same updated_at).
            Restaurant::query()->orderBy('id')->toBase()->get(['id', 'busy_minutes', 'busy_until', 'paused_until', 'updated_at'])->all(),
            RestaurantStopListEntry::query()->count(), RestaurantStopListEntry::query()->max('id'),
            IngredientStop::query()->count(), IngredientStop::query()->max('id'),
        ];

        return '"ov-'.substr(sha1(implode('|', [$this->board->current(), json_encode($floor), $locale, intdiv($now->getTimestamp(), 60)])), 0, 20).'"';
    }

    /**
     * What each restaurant cannot make now: dishes and extras on its own stop-list, and ingredients out there or
     * everywhere (with until when; null: until put back).
     *
     * @return array<int, array{dishes: list<string>, ingredients: list<array{name: string, until: ?string, everywhere: bool}>}>
     */
    private function stops(string $locale, CarbonImmutable $now): array
    {
        $entries = RestaurantStopListEntry::query()->where(fn (Builder $q) => $q->whereNull('until')->orWhere('until', '>', $now))
            ->get(['restaurant_id', 'item_type', 'item_id']);
        $names = fn (string $class, string $type) => $class::query()
            ->whereIn('id', $entries->where('item_type', $type)->pluck('item_id')->unique()->values())->get()
            ->mapWithKeys(fn ($m) => [$m->id => (string) $m->translate('name', $locale)]);
        /** @var Collection<int, string> $products */
        $products = $names(Product::class, RestaurantStopListEntry::PRODUCT);
        /** @var Collection<int, string> $modifiers */
        $modifiers = $names(Modifier::class, RestaurantStopListEntry::MODIFIER);
        $ingredients = IngredientStop::activeAt($now)->with('ingredient')->orderBy('id')->get();
        $timezone = (string) config('shop.ordering.timezone');

        $out = [];
        foreach (Restaurant::query()->pluck('id') as $id) {
            $id = (int) $id;
            $dishes = $entries->where('restaurant_id', $id)->map(fn ($e) => $e->item_type === RestaurantStopListEntry::PRODUCT ? $products[$e->item_id] ?? null : $modifiers[$e->item_id] ?? null)
                ->filter()->sort()->values()->all();
            $out[$id] = [
                'dishes' => array_values(array_map('strval', $dishes)),
                'ingredients' => array_values($ingredients->filter(fn (IngredientStop $s) => $s->restaurant_id === null || (int) $s->restaurant_id === $id)
                    ->map(fn (IngredientStop $s) => [
                        'name' => (string) $s->ingredient->translate('name', $locale),
                        'until' => $s->until?->setTimezone($timezone)->toIso8601String(),
                        'everywhere' => $s->restaurant_id === null,
                    ])->all()),
            ];
        }

        return $out;
    }
}
