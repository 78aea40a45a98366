<?php

namespace App\Staff\Floor;

use App\Models\Ingredient;
use App\Models\IngredientStop;
use App\Models\RestaurantStopListEntry;
use App\Models\StaffMember;
use App\Shop\Ordering\OpeningHours;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\Kitchens\RestaurantScope;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * An ingredient out at one restaurant or everywhere: every dish and modifier made with it is unavailable there
 * (App\Shop\Catalog\RestaurantStopList: product pages, the cart check, the checkout) until closing time (the default),
 * until a chosen time, or until someone puts it back. Stops that reached their time end on their own
 * (shop:end-stops, every minute), and so do a dish's stops at one restaurant that were not pinned.
 */
class IngredientStops
{
    public const UNTIL_CLOSING = 'closing';

    public const UNTIL_TIME = 'time';

    public const UNTIL_BACK = 'back';

    public function __construct(
        private Audit $audit,
        private Actor $actor,
        private StorefrontCache $storefront,
        private RestaurantScope $scope,
        private OpeningHours $hours,
    ) {}

    /**
     * The ingredients with the dishes and modifiers made with them and where they are out now, as this member may
     * work them (a kitchen assigned to restaurants sees and changes only theirs; `everywhere` false).
     *
     * @return array<string, mixed>
     */
    public function page(StaffMember $staff, string $locale, CarbonImmutable $now): array
    {
        $ids = $this->scope->ids($staff);
        $stops = IngredientStop::activeAt($now)
            ->when($ids !== null, fn ($q) => $q->where(fn ($q) => $q->whereIn('restaurant_id', $ids)->orWhereNull('restaurant_id')))
            ->orderBy('id')->get();
        $timezone = (string) config('shop.ordering.timezone');

        return [
            'everywhere' => $ids === null,
            'restaurants' => $this->scope->restaurants($staff, $locale),
            'ingredients' => Ingredient::query()->orderBy('slug')->with(['products:id,name', 'modifiers:id,name'])->get()
                ->sortBy(fn (Ingredient $i) => mb_strtolower((string) $i->translate('name', $locale)))->values()
                ->map(fn (Ingredient $i) => [
                    'id' => $i->id,
                    'name' => (string) $i->translate('name', $locale),
                    'dishes' => $i->products->map(fn ($p) => (string) $p->translate('name', $locale))->sort()->values()->all(),
                    'modifiers' => $i->modifiers->map(fn ($m) => (string) $m->translate('name', $locale))->sort()->values()->all(),
                    'stops' => $stops->where('ingredient_id', $i->id)->map(fn (IngredientStop $s) => [
                        'id' => $s->id,
                        'restaurant_id' => $s->restaurant_id,
                        'until' => $s->until?->setTimezone($timezone)->toIso8601String(),
                    ])->values()->all(),
                ])->all(),
        ];
    }

    /**
     * Mark the ingredient out at a restaurant (null: everywhere) until closing, until a time, or until put back. A stop
     * already there is replaced (its new end counts).
     */
    public function stop(Ingredient $ingredient, ?int $restaurantId, string $until, ?CarbonImmutable $at, CarbonImmutable $now): IngredientStop
    {
        $ends = match ($until) {
            self::UNTIL_CLOSING => $this->hours->closing($restaurantId, $now),
            self::UNTIL_TIME => $at,
            default => null,
        };
        // Stored in the app's timezone (Eloquent writes a time as it reads, without converting it).
        $ends = $ends?->utc();

        return DB::transaction(function () use ($ingredient, $restaurantId, $ends) {
            Ingredient::query()->whereKey($ingredient->id)->lockForUpdate()->first();
            $before = $this->current($ingredient, $restaurantId);
            IngredientStop::query()->where('ingredient_id', $ingredient->id)->where('restaurant_id', $restaurantId)->delete();
            $stop = IngredientStop::query()->create([
                'ingredient_id' => $ingredient->id, 'restaurant_id' => $restaurantId, 'until' => $ends,
                'staff_member_id' => $this->actor->id(), 'created_at' => now(),
            ]);
            $this->audit->record('ingredient.stop', $ingredient, $before, $this->describe($ingredient, $restaurantId, $stop));
            $this->storefront->invalidate();

            return $stop;
        });
    }

    /** Put the ingredient back at a restaurant (null: the stop everywhere). */
    public function resume(Ingredient $ingredient, ?int $restaurantId): void
    {
        DB::transaction(function () use ($ingredient, $restaurantId) {
            Ingredient::query()->whereKey($ingredient->id)->lockForUpdate()->first();
            $before = $this->current($ingredient, $restaurantId);
            if ($before === null) {
                return;
            }
            IngredientStop::query()->where('ingredient_id', $ingredient->id)->where('restaurant_id', $restaurantId)->delete();
            $this->audit->record('ingredient.resume', $ingredient, $before, null);
            $this->storefront->invalidate();
        });
    }

    /**
     * End what reached its time: ingredient stops, and a dish's stops at one restaurant that were not pinned. Answers
     * how many ended; the storefront's cache is renewed once when any did.
     */
    public function endDue(CarbonImmutable $now): int
    {
        return DB::transaction(function () use ($now) {
            $ended = (int) IngredientStop::query()->whereNotNull('until')->where('until', '<=', $now)->delete()
                + (int) RestaurantStopListEntry::query()->whereNotNull('until')->where('until', '<=', $now)->delete();
            if ($ended > 0) {
                $this->storefront->invalidate();
            }

            return $ended;
        });
    }

    /** @return array<string, mixed>|null */
    private function current(Ingredient $ingredient, ?int $restaurantId): ?array
    {
        $stop = IngredientStop::query()->where('ingredient_id', $ingredient->id)->where('restaurant_id', $restaurantId)->first();

        return $stop === null ? null : $this->describe($ingredient, $restaurantId, $stop);
    }

    /** @return array<string, mixed> */
    private function describe(Ingredient $ingredient, ?int $restaurantId, IngredientStop $stop): array
    {
        return ['ingredient' => $ingredient->translate('name', 'uk'), 'restaurant_id' => $restaurantId, 'until' => $stop->until?->toIso8601String()];
    }
}
