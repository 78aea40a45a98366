<?php

namespace App\Staff\Couriers;

use App\Models\Delivery;
use App\Models\Region;
use App\Models\StaffMember;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

/**
 * The figures page's courier section (apart from App\Staff\Reports\Figures): deliveries per courier and the delivery
 * time (picked up → delivered) per courier and per region, of the deliveries completed in a range of local days.
 */
class CourierFigures
{
    /**
     * @return array{couriers: list<array<string, string|int|null>>, regions: list<array<string, string|int|null>>}
     */
    public function between(CarbonImmutable $from, CarbonImmutable $to, string $locale): array
    {
        $rows = $this->rows($from, $to);
        $couriers = StaffMember::query()->whereIn('id', $rows->pluck('courier_id')->unique())->pluck('name', 'id');
        $regions = Region::query()->whereIn('id', $rows->pluck('region_id')->filter()->unique())->get()->keyBy('id');

        return [
            'couriers' => $this->group($rows, 'courier_id', fn ($id) => (string) ($couriers[$id] ?? '#'.$id), 'courier'),
            'regions' => $this->group($rows, 'region_id', fn ($id) => $id === null || ! $regions->has($id) ? '—' : (string) $regions->get($id)?->translate('name', $locale), 'region'),
        ];
    }

    /** One row per delivery of the range: courier, region, minutes on the road (null when never marked picked up).
     *  @return Collection<int, array{courier_id: int, region_id: ?int, minutes: ?float}> */
    public function rows(CarbonImmutable $from, CarbonImmutable $to): Collection
    {
        [$start] = CourierCash::bounds($from);
        [, $end] = CourierCash::bounds($to);

        return Delivery::query()->toBase()
            ->join('orders', 'orders.id', '=', 'deliveries.order_id')
            ->whereNotNull('deliveries.delivered_at')->where('deliveries.delivered_at', '>=', $start)->where('deliveries.delivered_at', '<', $end)
            ->orderBy('deliveries.id')
            ->get(['deliveries.courier_id', 'orders.region_id', 'deliveries.picked_up_at', 'deliveries.delivered_at'])
            ->map(fn (object $row) => [
                'courier_id' => (int) $row->courier_id,
                'region_id' => $row->region_id === null ? null : (int) $row->region_id,
                'minutes' => $row->picked_up_at === null ? null : (float) max(0, CarbonImmutable::parse($row->picked_up_at)->diffInSeconds(CarbonImmutable::parse($row->delivered_at), false) / 60),
            ]);
    }

    /**
     * @param  Collection<int, array{courier_id: int, region_id: ?int, minutes: ?float}>  $rows
     * @param  callable(int|null): string  $name
     * @return list<array<string, string|int|null>>
     */
    private function group(Collection $rows, string $key, callable $name, string $label): array
    {
        return array_values($rows->groupBy(fn (array $row) => (string) $row[$key])->map(function (Collection $group) use ($key, $name, $label) {
            $timed = $group->pluck('minutes')->filter(fn ($m) => $m !== null);
            /** @var int|null $id a courier's or a region's */
            $id = $group->firstOrFail()[$key];

            return [
                $label => $name($id),
                'deliveries' => $group->count(),
                'average_minutes' => $timed->isEmpty() ? null : (int) round((float) $timed->avg()),
            ];
        })->sortBy($label)->all());
    }
}
