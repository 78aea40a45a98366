<?php

namespace App\Shop\Customers;

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\ShopApi\Data\Referral;

/**
 * Invite a friend: a customer's code and link, the friends who signed up with it (first names only), and
 * the rewards earned (net of rewards taken back). The reward itself (shop.ordering.referral_reward, once per
 * friend, key "referral:{friend id}") is credited by the ordering side when the friend's first order is completed,
 * and taken back once ("referral:{friend id}:reversal") when that order is refunded in full; a friend "ordered"
 * when that reward exists.
 */
class Referrals
{
    public const REASON = 'referral';

    /** The ledger reason of a reward taken back (the friend's first order was refunded in full). */
    public const REVERSAL_REASON = 'referral_reversed';

    public function summary(Customer $customer): Referral
    {
        $rewards = BonusTransaction::query()->where('customer_id', $customer->id)->whereIn('reason', [self::REASON, self::REVERSAL_REASON])->get(['amount', 'reason', 'idempotency_key', 'meta']);
        $rewardedFriends = $rewards->where('reason', self::REASON)->map(fn (BonusTransaction $t) => self::friendIdOf($t->idempotency_key))->filter()->values()->all();

        $friends = array_values($customer->referrals()->orderByDesc('created_at')->orderByDesc('id')->limit(100)->get(['id', 'name', 'created_at'])
            ->map(fn (Customer $friend) => [
                'name' => $friend->name,
                'joined_at' => (string) $friend->created_at?->toIso8601String(),
                'ordered' => in_array($friend->id, $rewardedFriends, true),
            ])->all());

        return new Referral(
            code: $customer->referral_code,
            link: rtrim((string) config('shop.referral.link_base'), '/').'/?referral='.rawurlencode($customer->referral_code),
            reward: (int) config('shop.ordering.referral_reward', 0),
            friends: $friends,
            // A reward taken back counts in full, what became a bonus debt included.
            rewardsTotal: (int) $rewards->sum(fn (BonusTransaction $t) => $t->reason === self::REVERSAL_REASON && isset($t->meta['asked']) ? -(int) $t->meta['asked'] : $t->amount),
        );
    }

    /** The idempotency key of the reward for one friend (the ordering side credits it). */
    public static function key(int $friendId): string
    {
        return 'referral:'.$friendId;
    }

    private static function friendIdOf(string $key): ?int
    {
        return preg_match('/^referral:(\d+)$/', $key, $m) ? (int) $m[1] : null;
    }
}
