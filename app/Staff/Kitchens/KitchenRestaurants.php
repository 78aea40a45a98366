<?php

namespace App\Staff\Kitchens;

use App\Models\StaffMember;
use App\Staff\Audit;
use App\Staff\Board\BoardVersion;
use Illuminate\Support\Facades\DB;

/** A manager assigns a kitchen account its restaurants (audited; open boards pick the change up at their next poll). */
class KitchenRestaurants
{
    public function __construct(private Audit $audit, private BoardVersion $board, private RestaurantScope $scope) {}

    /** @param  list<int>  $restaurantIds */
    public function assign(StaffMember $kitchen, array $restaurantIds): void
    {
        $ids = array_values(array_unique(array_map('intval', $restaurantIds)));
        sort($ids);
        DB::transaction(function () use ($kitchen, $ids) {
            $before = $kitchen->restaurants()->orderBy('restaurants.id')->pluck('restaurants.id')->map(fn ($id) => (int) $id)->all();
            if ($before === $ids) {
                return;
            }
            $kitchen->restaurants()->sync($ids);
            $this->audit->record('staff.restaurants', $kitchen, ['restaurant_ids' => $before], ['restaurant_ids' => $ids]);
        });
        $this->scope->forget($kitchen);
        // The board's ETag follows its version: a kitchen's open board reads its (new) restaurants at the next poll.
        $this->board->bump();
    }
}
