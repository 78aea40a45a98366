<?php

namespace Tests\Feature\Staff;

use App\Models\Restaurant;
use App\Shop\Ordering\PaymentType;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * A deterministic volume of orders for the figures and query-plan tests (issue 31): every status, cancellation
 * reasons (and none), tips, refunds (failed ones too), full refunds, lines under a few slugs (and none), placed at
 * random seconds of the days given plus the edges of local days (00:00:00 and 23:59:59 Kyiv time), each with the first
 * row of its status and payment histories.
 */
final class VolumeFixtures
{
    private const STATUSES = ['new', 'accepted', 'cooking', 'on_the_way', 'ready_for_pickup', 'completed', 'completed', 'completed', 'cancelled'];

    private const SLUGS = ['philadelphia', 'california', 'wok-chicken', 'miso', null, 'unagi'];

    /** $perDay orders on each local day from $first for $days days; returns how many were made. */
    public static function seed(CarbonImmutable $first, int $days, int $perDay, int $seed = 31): int
    {
        mt_srand($seed);
        $tz = (string) config('shop.ordering.timezone');
        $appTz = (string) config('app.timezone');
        $restaurants = Restaurant::query()->pluck('id')->all();
        $restaurants[] = null;
        $next = (int) DB::table('orders')->max('id') + 1;
        $made = 0;

        for ($d = 0; $d < $days; $d++) {
            $day = $first->setTimezone($tz)->startOfDay()->addDays($d);
            $orders = $lines = [];
            for ($i = 0; $i < $perDay; $i++) {
                $at = match ($i) {
                    0 => $day,
                    1 => $day->endOfDay()->startOfSecond(),
                    default => $day->addSeconds(mt_rand(0, 86399)),
                };
                $status = self::STATUSES[mt_rand(0, count(self::STATUSES) - 1)];
                $total = mt_rand(10, 300) * 100;
                $id = $next++;
                $orders[] = [
                    'id' => $id, 'number' => 'V'.$seed.'-'.$id, 'token' => 'vol'.$seed.'x'.$id, 'idempotency_key' => 'vol-'.$seed.'-'.$id,
                    'fingerprint' => str_repeat('0', 64), 'locale' => 'uk', 'name' => 'Volume', 'phone' => '38050'.str_pad((string) ($id % 10000000), 7, '0', STR_PAD_LEFT),
                    'order_type' => mt_rand(0, 2) === 0 ? 'pickup' : 'delivery', 'restaurant_id' => $restaurants[mt_rand(0, count($restaurants) - 1)],
                    'asap' => true, 'eta_at' => $at->addHour()->setTimezone($appTz)->format('Y-m-d H:i:s'), 'persons' => 1,
                    'payment_type' => mt_rand(0, 1) === 0 ? 'cash' : PaymentType::CardOnline->value, 'subtotal' => $total, 'delivery_fee' => 0, 'discount' => 0,
                    'bonuses_spent' => 0, 'total' => $total, 'totals' => '{}', 'status' => $status,
                    'payment_status' => mt_rand(0, 9) === 0 ? 'refunded' : 'paid',
                    'cancellation_reason' => $status === 'cancelled' ? [null, 'out_of_stock', 'unreachable', 'other'][mt_rand(0, 3)] : null,
                    'tip' => mt_rand(0, 2) === 0 ? mt_rand(1, 50) * 100 : 0,
                    'created_at' => $at->setTimezone($appTz)->format('Y-m-d H:i:s'), 'updated_at' => $at->setTimezone($appTz)->format('Y-m-d H:i:s'),
                ];
                for ($l = mt_rand(1, 3); $l > 0; $l--) {
                    $slug = self::SLUGS[mt_rand(0, count(self::SLUGS) - 1)];
                    $quantity = mt_rand(1, 4);
                    $lines[] = ['order_id' => $id, 'product_id' => null, 'name' => json_encode(['uk' => 'Страва '.$slug.' '.$id % 3, 'en' => 'Dish '.$slug.' '.$id % 3]),
                        'slug' => $slug, 'quantity' => $quantity, 'unit_price' => 5000, 'modifiers' => '[]', 'line_total' => $quantity * 5000];
                }
            }
            foreach (array_chunk($orders, 100) as $chunk) {
                DB::table('orders')->insert($chunk);
            }
            foreach (array_chunk($lines, 200) as $chunk) {
                DB::table('order_lines')->insert($chunk);
            }
            $history = array_map(fn (array $o) => ['order_id' => $o['id'], 'from' => null, 'to' => 'new', 'created_at' => $o['created_at']], $orders);
            foreach (array_chunk($history, 200) as $chunk) {
                DB::table('order_status_history')->insert($chunk);
                DB::table('payment_status_history')->insert(array_map(fn (array $h) => ['to' => 'unpaid'] + $h, $chunk));
            }
            $refunds = [];
            foreach ($orders as $order) {
                if (mt_rand(0, 6) === 0) {
                    $refunds[] = ['order_id' => $order['id'], 'driver' => 'sandbox', 'amount' => mt_rand(1, 50) * 100,
                        'status' => mt_rand(0, 3) === 0 ? 'failed' : 'done', 'created_at' => $order['created_at'], 'updated_at' => $order['created_at']];
                }
            }
            if ($refunds !== []) {
                DB::table('payment_refunds')->insert($refunds);
            }
            $made += count($orders);
        }
        if (DB::getDriverName() === 'pgsql') {
            DB::statement("SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))");
        }

        return $made;
    }
}
