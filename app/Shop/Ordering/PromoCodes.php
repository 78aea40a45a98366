<?php

namespace App\Shop\Ordering;

use App\Models\Customer;
use App\Models\Order;
use App\Models\PromoCode;
use Carbon\CarbonImmutable;

/** Decides whether a promo code applies to a subtotal now, for this customer or phone, and says why when it does not. */
class PromoCodes
{
    public static function normalize(string $code): string
    {
        return mb_strtoupper(trim($code));
    }

    /** $except: the order being corrected, which uses the code already (its use is not counted against it).
     *  @return array{code: string, applied: bool, discount: int, reason: ?string, message: ?string, promo: ?PromoCode} */
    public function evaluate(string $code, int $subtotal, string $locale, CarbonImmutable $now, ?Customer $customer = null, ?string $phone = null, ?int $except = null): array
    {
        $code = self::normalize($code);
        $promo = PromoCode::query()->where('code', $code)->first();
        $date = fn (?CarbonImmutable $at) => $at?->setTimezone(config('shop.ordering.timezone'))->format('d.m.Y');

        [$reason, $values] = match (true) {
            $promo === null => ['unknown', []],
            ! $promo->active => ['inactive', []],
            $promo->starts_at !== null && $now->lt($promo->starts_at) => ['not_started', ['date' => $date($promo->starts_at)]],
            $promo->ends_at !== null && $now->gte($promo->ends_at) => ['expired', ['date' => $date($promo->ends_at)]],
            // An order being corrected ($except) keeps the use it counted already.
            $promo->usage_limit !== null && $promo->used_count - ($except !== null && $promo->used_count > 0 ? 1 : 0) >= $promo->usage_limit => ['exhausted', []],
            $this->limitReached($promo, $customer, $phone, $except) => ['customer_limit', []],
            $promo->min_subtotal !== null && $subtotal < $promo->min_subtotal => ['below_minimum', ['amount' => Money::format($promo->min_subtotal, $locale)]],
            default => [null, []],
        };

        return [
            'code' => $code,
            'applied' => $reason === null,
            'discount' => $reason === null && $promo !== null ? $promo->discountOn($subtotal) : 0,
            'reason' => $reason,
            'message' => $reason === null ? null : (string) __("checkout.promo.$reason", $values, $locale),
            'promo' => $reason === null ? $promo : null,
        ];
    }

    /**
     * Whether the customer (or, for anybody, the phone of the order) already used the code as often as it allows
     * one customer. Live orders count (cancelled ones gave their use back); $except is the order being placed.
     */
    public function limitReached(PromoCode $promo, ?Customer $customer, ?string $phone, ?int $except = null): bool
    {
        if ($promo->max_uses_per_customer === null || ($customer === null && ($phone === null || $phone === ''))) {
            return false;
        }

        $uses = Order::query()->where('promo_code_id', $promo->id)
            ->where('status', '!=', OrderStatus::Cancelled->value)
            ->when($except !== null, fn ($q) => $q->whereKeyNot($except))
            ->where(function ($q) use ($customer, $phone) {
                if ($customer !== null) {
                    $q->where('customer_id', $customer->id);
                }
                if ($phone !== null && $phone !== '') {
                    $q->orWhere('phone', $phone);
                }
            })
            ->count();

        return $uses >= $promo->max_uses_per_customer;
    }
}
