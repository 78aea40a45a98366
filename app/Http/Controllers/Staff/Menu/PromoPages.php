<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Models\PromoCode;
use App\Models\Promotion;
use App\Rules\Hryvnias;
use App\Staff\Menu\MenuPhotos;
use App\Staff\StaffRoutes;
use App\Support\LocalizedUrl;
use Carbon\CarbonImmutable;

/** The props of the promotion pages: the list, a promotion's form, a promo code's form (prices in hryvnias, times in the shop's timezone). */
class PromoPages
{
    /** @return array<string, mixed> */
    public function index(string $locale): array
    {
        return [
            'promotions' => Promotion::query()->orderBy('sort')->orderBy('id')->get()->map(fn (Promotion $p) => [
                'id' => $p->id, 'title' => $p->translate('title', $locale), 'slug' => $p->slug, 'visible' => (bool) $p->visible,
                'starts_at' => $p->starts_at?->toDateString(), 'ends_at' => $p->ends_at?->toDateString(),
                'url' => StaffRoutes::url('menu.promotions.edit', ['promotion' => $p->id]),
            ])->all(),
            'codes' => PromoCode::query()->orderBy('code')->get()->map(fn (PromoCode $c) => [
                'id' => $c->id, 'code' => $c->code, 'kind' => $c->kind, 'value' => $c->value, 'active' => $c->active,
                'used' => $c->used_count, 'limit' => $c->usage_limit, 'ends_at' => self::local($c->ends_at),
                'url' => StaffRoutes::url('menu.codes.edit', ['code' => $c->id]),
            ])->all(),
        ];
    }

    /** @return array<string, mixed> */
    public function promotion(?Promotion $p): array
    {
        $both = fn (?array $v) => ['uk' => (string) ($v['uk'] ?? ''), 'en' => (string) ($v['en'] ?? '')];

        return [
            'promotion' => $p ? [
                'id' => $p->id, 'title' => $both($p->title), 'summary' => $both($p->summary), 'body' => $both($p->body), 'slug' => $p->slug,
                'starts_at' => $p->starts_at?->toDateString(), 'ends_at' => $p->ends_at?->toDateString(), 'visible' => (bool) $p->visible,
                'storefront' => LocalizedUrl::route('promotions.show', ['promotion' => $p->slug]), 'image' => $p->image,
                'photo' => $p->photo ? ['width' => $p->photo['width'], 'height' => $p->photo['height'], 'original' => MenuPhotos::publicUrl($p->photo['original'])] : null,
            ] : null,
            'bounds' => ['photoKb' => (int) config('shop.menu.photo_max_kb'), 'photoMin' => (int) min(config('shop.menu.photo_widths'))],
        ];
    }

    /** @return array<string, mixed> */
    public function code(?PromoCode $c): array
    {
        $percent = $c?->kind === PromoCode::PERCENT;

        return [
            'code' => $c ? [
                'id' => $c->id, 'code' => $c->code, 'kind' => $c->kind, 'value' => $percent ? (string) $c->value : Hryvnias::format($c->value),
                'max_discount' => Hryvnias::format($c->max_discount), 'min_subtotal' => Hryvnias::format($c->min_subtotal),
                'starts_at' => self::local($c->starts_at), 'ends_at' => self::local($c->ends_at),
                'usage_limit' => $c->usage_limit, 'max_uses_per_customer' => $c->max_uses_per_customer, 'active' => $c->active,
                'used' => $c->used_count,
            ] : null,
        ];
    }

    /** A time as the form's datetime-local field shows it, in the shop's timezone. */
    private static function local(?CarbonImmutable $at): ?string
    {
        return $at?->setTimezone(config('shop.ordering.timezone'))->format('Y-m-d\TH:i');
    }
}
