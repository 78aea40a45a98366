<?php

namespace App\Staff\Floor;

use App\Models\OpeningHoursOverride;
use App\Models\Restaurant;
use App\Models\ShopSetting;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\Board\BoardTickets;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * What the floor tells customers: the alert banner and the attention popup (uk and en; an empty text hides it),
 * and the opening hours of single dates (closed, or other hours) that the delivery and pickup times follow.
 */
class Notices
{
    public const TEXTS = ['alert_message', 'alert_popup_message'];

    public function __construct(private Audit $audit, private Actor $actor, private StorefrontCache $storefront) {}

    /** @return array<string, mixed> */
    public function page(string $locale): array
    {
        $options = ShopSetting::valueOf('options', []);
        $today = CarbonImmutable::now(config('shop.ordering.timezone'))->format('Y-m-d');

        return [
            'texts' => collect(self::TEXTS)->mapWithKeys(fn (string $key) => [$key => [
                'uk' => $options[$key]['uk'] ?? '',
                'en' => $options[$key]['en'] ?? '',
            ]])->all(),
            'restaurants' => Restaurant::query()->ordered()->get()->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => $r->translate('name', $locale), 'hours' => $r->hours])->all(),
            'overrides' => OpeningHoursOverride::query()->where('date', '>=', $today)->orderBy('date')->orderBy('restaurant_id')->get()
                ->map(fn (OpeningHoursOverride $o) => [
                    'id' => $o->id, 'restaurant_id' => $o->restaurant_id, 'date' => $o->date->format('Y-m-d'), 'closed' => $o->closed,
                    'opens_at' => $o->opens_at, 'closes_at' => $o->closes_at, 'note' => $o->note, 'updated_at' => BoardTickets::time($o->updated_at),
                ])->all(),
            'today' => $today,
        ];
    }

    /** @param  array<string, array{uk: ?string, en: ?string}>  $texts */
    public function updateTexts(array $texts): void
    {
        DB::transaction(function () use ($texts) {
            $setting = ShopSetting::query()->lockForUpdate()->find('options');
            $options = $setting->value ?? [];
            $before = array_intersect_key($options, array_flip(self::TEXTS));
            foreach (self::TEXTS as $key) {
                $value = array_filter(['uk' => trim((string) ($texts[$key]['uk'] ?? '')), 'en' => trim((string) ($texts[$key]['en'] ?? ''))], fn (string $t) => $t !== '');
                if ($value === []) {
                    unset($options[$key]);
                } else {
                    $options[$key] = $value;
                }
            }
            $after = array_intersect_key($options, array_flip(self::TEXTS));
            if ($before == $after) {
                return;
            }
            ShopSetting::query()->updateOrCreate(['key' => 'options'], ['value' => $options]);
            $this->audit->record('notice.update', ['notice', 'options'], $before, $after);
            $this->storefront->invalidate();
        });
    }

    /** Set (or replace) the hours of one date, for one restaurant or all of them. */
    public function saveHours(?int $restaurantId, string $date, bool $closed, ?string $opensAt, ?string $closesAt, ?string $note): OpeningHoursOverride
    {
        return DB::transaction(function () use ($restaurantId, $date, $closed, $opensAt, $closesAt, $note) {
            $existing = OpeningHoursOverride::query()->where('date', $date)->where('restaurant_id', $restaurantId)->lockForUpdate()->first();
            $before = $existing ? self::snapshot($existing) : null;
            $values = ['closed' => $closed, 'opens_at' => $closed ? null : $opensAt, 'closes_at' => $closed ? null : $closesAt, 'note' => $note, 'staff_member_id' => $this->actor->id()];
            if ($existing !== null) {
                $existing->update($values);
            }
            $override = $existing ?? OpeningHoursOverride::query()->create(['restaurant_id' => $restaurantId, 'date' => $date] + $values);
            $this->audit->record('hours.save', ['opening_hours', $override->id], $before, self::snapshot($override));
            $this->storefront->forget(['restaurants']); // the storefront's opening-hours blocks show the coming holidays

            return $override;
        });
    }

    public function deleteHours(OpeningHoursOverride $override): void
    {
        DB::transaction(function () use ($override) {
            $this->audit->record('hours.delete', ['opening_hours', $override->id], self::snapshot($override), null);
            $override->delete();
            $this->storefront->forget(['restaurants']);
        });
    }

    /** @return array<string, mixed> */
    private static function snapshot(OpeningHoursOverride $override): array
    {
        return [
            'restaurant_id' => $override->restaurant_id, 'date' => $override->date->format('Y-m-d'), 'closed' => $override->closed,
            'opens_at' => $override->opens_at, 'closes_at' => $override->closes_at, 'note' => $override->note,
        ];
    }
}
