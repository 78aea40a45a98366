<?php

namespace App\Staff\Menu;

use App\Models\PromoCode;
use App\Models\Promotion;
use App\Shop\Catalog\SlugRedirects;
use App\ShopApi\CachedShopApi;
use App\ShopApi\ShopApi;
use App\Staff\Audit;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;

/**
 * A manager's promotions and promo codes, each save in one transaction with its audit entry (before and after). A
 * promotion's slug change keeps the old URL as a 301; its cached answers (the list and its page, every slug it had)
 * are forgotten after the commit. Promo codes are read live by the checkout, so nothing is cached for them.
 */
class PromoEditor
{
    public function __construct(private Audit $audit, private SlugRedirects $redirects, private MenuPhotos $photos) {}

    /** @param  array<string, mixed>  $values */
    public function savePromotion(?Promotion $promotion, array $values): Promotion
    {
        return DB::transaction(function () use ($promotion, $values) {
            $before = $promotion ? self::promotionSnapshot($promotion->refresh()) : null;
            if ($promotion === null) {
                $promotion = Promotion::query()->create($values + ['sort' => (int) Promotion::query()->max('sort') + 1]);
            } else {
                $promotion->update($values);
            }
            $this->redirects->release(SlugRedirects::PROMOTION, $promotion->slug);
            if ($before !== null && $before['slug'] !== $promotion->slug) {
                $this->redirects->record(SlugRedirects::PROMOTION, $before['slug'], $promotion->id);
            }
            $after = self::promotionSnapshot($promotion->refresh());
            if ($before != $after) {
                $this->audit->record($before ? 'promotion.update' : 'promotion.create', $promotion, $before, $after);
                $this->forgetPromotion($promotion);
            }

            return $promotion;
        });
    }

    /** A new photo for a promotion: its sizes are written first, the promotion points at them in one transaction,
     *  and the previous photo's files go after the commit (a failed save removes the new files instead). */
    public function setPhoto(Promotion $promotion, UploadedFile $file): Promotion
    {
        $photo = $this->photos->store($promotion, $file);
        try {
            return DB::transaction(function () use ($promotion, $photo) {
                $promotion = Promotion::query()->lockForUpdate()->findOrFail($promotion->id);
                $before = ['photo' => $promotion->photo['original'] ?? null, 'image' => $promotion->image];
                $previous = $promotion->photo;
                $promotion->update(['photo' => $photo, 'image' => $photo['image']]);
                $this->audit->record('promotion.photo', $promotion, $before, ['photo' => $photo['original'], 'image' => $photo['image']]);
                $this->forgetPromotion($promotion);
                if (($previous['original'] ?? null) !== $photo['original']) {
                    DB::afterCommit(fn () => $this->photos->delete($previous));
                }

                return $promotion;
            });
        } catch (\Throwable $e) {
            $this->photos->delete($photo);
            throw $e;
        }
    }

    /** The storefront's cached promotion list and the promotion's pages (every slug it had), after the commit. */
    private function forgetPromotion(Promotion $promotion): void
    {
        $names = ['promotions', 'promotion:'.$promotion->slug];
        foreach ($this->redirects->oldSlugs(SlugRedirects::PROMOTION, $promotion->id) as $slug) {
            $names[] = 'promotion:'.$slug;
        }
        DB::afterCommit(function () use ($names) {
            /** @var ShopApi $api (tests may bind the port without the cache) */
            $api = app(ShopApi::class);
            if ($api instanceof CachedShopApi) {
                $api->forget($names);
            }
        });
    }

    /** @param  array<string, mixed>  $values */
    public function savePromoCode(?PromoCode $code, array $values): PromoCode
    {
        return DB::transaction(function () use ($code, $values) {
            $before = $code ? self::codeSnapshot($code->refresh()) : null;
            if ($code === null) {
                $code = PromoCode::query()->create($values);
            } else {
                $code->update($values);
            }
            $after = self::codeSnapshot($code->refresh());
            if ($before != $after) {
                $this->audit->record($before ? 'promo_code.update' : 'promo_code.create', $code, $before, $after);
            }

            return $code;
        });
    }

    /** @return array<string, mixed> */
    public static function promotionSnapshot(Promotion $promotion): array
    {
        return [
            'title' => $promotion->title, 'summary' => $promotion->summary, 'body' => $promotion->body, 'slug' => $promotion->slug,
            'starts_at' => $promotion->starts_at?->toDateString(), 'ends_at' => $promotion->ends_at?->toDateString(), 'visible' => (bool) $promotion->visible,
        ];
    }

    /** @return array<string, mixed> */
    public static function codeSnapshot(PromoCode $code): array
    {
        return [
            'code' => $code->code, 'kind' => $code->kind, 'value' => $code->value, 'max_discount' => $code->max_discount,
            'min_subtotal' => $code->min_subtotal, 'starts_at' => $code->starts_at?->toIso8601String(), 'ends_at' => $code->ends_at?->toIso8601String(),
            'usage_limit' => $code->usage_limit, 'max_uses_per_customer' => $code->max_uses_per_customer, 'active' => $code->active,
        ];
    }
}
