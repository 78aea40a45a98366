<?php

namespace App\Shop\Privacy;

use App\Models\Order;
use App\Support\Locales;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Erases the personal fields of orders: the name becomes "deleted customer", the phone, the client key, the address
 * (its region and restaurant stay), the comments, the card provider's copy of name and phone, and the same fields in
 * the staff audit trail of the order. Money figures, dish lines, statuses and their histories are kept.
 */
class OrderErasure
{
    /** The order fields the audit trail may hold a copy of. */
    public const AUDITED_FIELDS = ['name', 'phone', 'address', 'comment', 'client_key', 'street', 'house', 'entrance', 'floor', 'apartment', 'courier_comment'];

    /**
     * Erase the orders the query selects (those not yet erased); answers how many were erased.
     *
     * @param  Builder<Order>  $orders
     */
    public function erase(Builder $orders): int
    {
        $count = 0;
        (clone $orders)->whereNull('personal_data_erased_at')->select(['id', 'locale'])
            ->chunkById(200, function ($chunk) use (&$count) {
                foreach ($chunk as $order) {
                    $this->eraseOne($order->id);
                    $count++;
                }
            });

        return $count;
    }

    private function eraseOne(int $id): void
    {
        DB::transaction(function () use ($id) {
            $now = now();
            DB::table('orders')->where('id', $id)->update([
                'name' => self::erasedName(),
                'phone' => '',
                'client_key' => null,
                'address' => null,
                // The address's point (docs/delivery-areas.md) is as personal as the address.
                'lat' => null,
                'lng' => null,
                'comment' => null,
                'personal_data_erased_at' => $now,
                'updated_at' => $now,
            ]);
            $codes = DB::table('payments')->where('order_id', $id)->pluck('order_code');
            if ($codes->isNotEmpty()) {
                DB::table('sandbox_payment_orders')->whereIn('order_code', $codes)->update(['customer' => '{}', 'customer_trns' => null]);
            }
            foreach (DB::table('staff_audit_log')->where('order_id', $id)->get(['id', 'before', 'after']) as $entry) {
                DB::table('staff_audit_log')->where('id', $entry->id)->update([
                    'before' => self::scrubJson($entry->before),
                    'after' => self::scrubJson($entry->after),
                ]);
            }
        });
    }

    /** What an erased order (and an erased customer's review) shows for a name. */
    public static function erasedName(): string
    {
        return (string) trans('privacy.deleted_customer', [], Locales::default());
    }

    private static function scrubJson(?string $json): ?string
    {
        if ($json === null) {
            return null;
        }
        $data = json_decode($json, true);
        if (! is_array($data)) {
            return $json;
        }

        return json_encode(self::scrub($data), JSON_UNESCAPED_UNICODE) ?: null;
    }

    /** @param  array<array-key, mixed>  $data
     *  @return array<array-key, mixed> */
    private static function scrub(array $data): array
    {
        foreach ($data as $key => $value) {
            if (is_string($key) && in_array($key, self::AUDITED_FIELDS, true)) {
                $data[$key] = null;
            } elseif (is_array($value)) {
                $data[$key] = self::scrub($value);
            }
        }

        return $data;
    }
}
