<?php

namespace App\Staff\Couriers;

use App\Models\CourierShift;
use App\Models\Delivery;
use App\Models\StaffMember;
use App\Staff\Audit;
use App\Staff\Board\BoardVersion;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * A courier starts a shift at one of their restaurants (the operators can then give them its orders) and ends it
 * when their run is empty. One open shift at a time: starting at another restaurant ends the one before.
 */
class CourierShifts
{
    public function __construct(private Audit $audit, private BoardVersion $board) {}

    public function open(StaffMember $courier): ?CourierShift
    {
        return CourierShift::openQuery()->where('staff_member_id', $courier->id)->with('restaurant')->latest('id')->first();
    }

    public function start(StaffMember $courier, int $restaurantId): CourierShift
    {
        if (! $courier->restaurants()->whereKey($restaurantId)->exists()) {
            throw ValidationException::withMessages(['restaurant_id' => __('couriers.shift_restaurant')]);
        }
        $shift = DB::transaction(function () use ($courier, $restaurantId) {
            StaffMember::query()->whereKey($courier->id)->lockForUpdate()->first();
            $current = CourierShift::openQuery()->where('staff_member_id', $courier->id)->get();
            if ($current->contains(fn (CourierShift $s) => $s->restaurant_id === $restaurantId)) {
                return $current->firstOrFail(fn (CourierShift $s) => $s->restaurant_id === $restaurantId);
            }
            $this->endOpen($courier);
            $shift = CourierShift::query()->create(['staff_member_id' => $courier->id, 'restaurant_id' => $restaurantId, 'started_at' => now()]);
            $this->audit->record('courier.shift_start', $shift, null, ['restaurant_id' => $restaurantId]);

            return $shift;
        });
        $this->board->bump();

        return $shift;
    }

    public function end(StaffMember $courier): void
    {
        DB::transaction(function () use ($courier) {
            StaffMember::query()->whereKey($courier->id)->lockForUpdate()->first();
            $this->endOpen($courier);
        });
        $this->board->bump();
    }

    private function endOpen(StaffMember $courier): void
    {
        $open = CourierShift::openQuery()->where('staff_member_id', $courier->id)->get();
        if ($open->isEmpty()) {
            return;
        }
        if (Delivery::openQuery()->where('courier_id', $courier->id)->exists()) {
            throw ValidationException::withMessages(['shift' => __('couriers.shift_open')]);
        }
        foreach ($open as $shift) {
            $shift->update(['ended_at' => now()]);
            $this->audit->record('courier.shift_end', $shift, null, ['restaurant_id' => $shift->restaurant_id]);
        }
    }
}
