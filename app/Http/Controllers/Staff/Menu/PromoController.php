<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\Menu\MenuPhotoRequest;
use App\Http\Requests\Staff\Menu\PromoCodeRequest;
use App\Http\Requests\Staff\Menu\PromotionRequest;
use App\Models\PromoCode;
use App\Models\Promotion;
use App\Rules\Hryvnias;
use App\Staff\Menu\MenuPhotos;
use App\Staff\Menu\PromoEditor;
use App\Staff\StaffRoutes;
use App\Support\LocalizedUrl;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Promotions and promo codes for managers: lists, forms (prices in hryvnias, times in the shop's timezone), JSON saves. */
class PromoController extends Controller
{
    public function __construct(private PromoEditor $editor) {}

    public function promotions(): InertiaResponse
    {
        $locale = app()->getLocale();

        return Inertia::render('staff/menu/promotions', [
            'promotions' => Promotion::query()->orderBy('sort')->orderBy('id')->get()->map(fn (Promotion $p) => [
                'id' => $p->id, 'title' => $p->translate('title', $locale), 'slug' => $p->slug, 'visible' => (bool) $p->visible,
                'starts_at' => $p->starts_at?->toDateString(), 'ends_at' => $p->ends_at?->toDateString(),
                'url' => StaffRoutes::url('menu.promotions.edit', ['promotion' => $p->id]),
            ])->all(),
            'codes' => PromoCode::query()->orderBy('code')->get()->map(fn (PromoCode $c) => [
                'id' => $c->id, 'code' => $c->code, 'kind' => $c->kind, 'value' => $c->value, 'active' => $c->active,
                'used' => $c->used_count, 'limit' => $c->usage_limit, 'ends_at' => $this->local($c->ends_at),
                'url' => StaffRoutes::url('menu.codes.edit', ['code' => $c->id]),
            ])->all(),
            'links' => self::links(),
        ]);
    }

    public function createPromotion(): InertiaResponse
    {
        return Inertia::render('staff/menu/promotion', ['promotion' => null, 'links' => self::links(), 'bounds' => self::photoBounds()]);
    }

    public function editPromotion(Promotion $promotion): InertiaResponse
    {
        return Inertia::render('staff/menu/promotion', ['promotion' => $this->promotion($promotion), 'links' => self::links(), 'bounds' => self::photoBounds()]);
    }

    public function storePromotion(PromotionRequest $request): JsonResponse
    {
        $promotion = $this->editor->savePromotion(null, $request->values());

        return response()->json(['redirect' => StaffRoutes::url('menu.promotions.edit', ['promotion' => $promotion->id]), 'promotion' => $this->promotion($promotion)], 201);
    }

    public function updatePromotion(PromotionRequest $request, Promotion $promotion): JsonResponse
    {
        $promotion = $this->editor->savePromotion($promotion, $request->values());

        return response()->json(['redirect' => null, 'promotion' => $this->promotion($promotion)]);
    }

    public function storePromotionPhoto(MenuPhotoRequest $request, Promotion $promotion): JsonResponse
    {
        $promotion = $this->editor->setPhoto($promotion, $request->file('photo'));

        return response()->json(['redirect' => null, 'promotion' => $this->promotion($promotion)]);
    }

    public function createCode(): InertiaResponse
    {
        return Inertia::render('staff/menu/promo-code', ['code' => null, 'links' => self::links()]);
    }

    public function editCode(PromoCode $code): InertiaResponse
    {
        return Inertia::render('staff/menu/promo-code', ['code' => $this->code($code), 'links' => self::links()]);
    }

    public function storeCode(PromoCodeRequest $request): JsonResponse
    {
        $code = $this->editor->savePromoCode(null, $request->values());

        return response()->json(['redirect' => StaffRoutes::url('menu.codes.edit', ['code' => $code->id]), 'code' => $this->code($code)], 201);
    }

    public function updateCode(PromoCodeRequest $request, PromoCode $code): JsonResponse
    {
        $code = $this->editor->savePromoCode($code, $request->values());

        return response()->json(['redirect' => null, 'code' => $this->code($code)]);
    }

    /** @return array<string, mixed> */
    private function promotion(Promotion $p): array
    {
        $both = fn (?array $v) => ['uk' => (string) ($v['uk'] ?? ''), 'en' => (string) ($v['en'] ?? '')];

        return [
            'id' => $p->id, 'title' => $both($p->title), 'summary' => $both($p->summary), 'body' => $both($p->body), 'slug' => $p->slug,
            'starts_at' => $p->starts_at?->toDateString(), 'ends_at' => $p->ends_at?->toDateString(), 'visible' => (bool) $p->visible,
            'storefront' => LocalizedUrl::route('promotions.show', ['promotion' => $p->slug]), 'image' => $p->image,
            'photo' => $p->photo ? ['width' => $p->photo['width'], 'height' => $p->photo['height'], 'original' => MenuPhotos::publicUrl($p->photo['original'])] : null,
        ];
    }

    /** @return array<string, mixed> */
    private function code(PromoCode $c): array
    {
        $percent = $c->kind === PromoCode::PERCENT;

        return [
            'id' => $c->id, 'code' => $c->code, 'kind' => $c->kind, 'value' => $percent ? (string) $c->value : Hryvnias::format($c->value),
            'max_discount' => Hryvnias::format($c->max_discount), 'min_subtotal' => Hryvnias::format($c->min_subtotal),
            'starts_at' => $this->local($c->starts_at), 'ends_at' => $this->local($c->ends_at),
            'usage_limit' => $c->usage_limit, 'max_uses_per_customer' => $c->max_uses_per_customer, 'active' => $c->active,
            'used' => $c->used_count,
        ];
    }

    /** A time as the form's datetime-local field shows it, in the shop's timezone. */
    private function local(?CarbonImmutable $at): ?string
    {
        return $at?->setTimezone(config('shop.ordering.timezone'))->format('Y-m-d\TH:i');
    }

    /** @return array{photoKb: int, photoMin: int} */
    private static function photoBounds(): array
    {
        return ['photoKb' => (int) config('shop.menu.photo_max_kb'), 'photoMin' => (int) min(config('shop.menu.photo_widths'))];
    }

    /** @return array<string, string> */
    private static function links(): array
    {
        return [
            'menu' => StaffRoutes::url('menu'), 'promotions' => StaffRoutes::url('menu.promotions'),
            'promotionNew' => StaffRoutes::url('menu.promotions.create'), 'promotionStore' => StaffRoutes::url('menu.promotions.store'),
            'promotionUpdate' => StaffRoutes::url('menu.promotions.update', ['promotion' => '__ID__']),
            'promotionPhoto' => StaffRoutes::url('menu.promotions.photo', ['promotion' => '__ID__']),
            'codeNew' => StaffRoutes::url('menu.codes.create'), 'codeStore' => StaffRoutes::url('menu.codes.store'),
            'codeUpdate' => StaffRoutes::url('menu.codes.update', ['code' => '__ID__']),
        ];
    }
}
