<?php

/**
 * bench/volume.sh's data: a chain of VOLUME_RESTAURANTS restaurants (the seeded ones plus copies) with VOLUME_DAYS
 * days of orders ending now (VOLUME_ORDERS in all): two lines each, their status and payment histories, card
 * payments and refunds, VOLUME_CUSTOMERS customers (a few with hundreds of orders, the first of them the seeded
 * demo customer), bonus accruals, reviews and staff audit entries. The orders of the last hour are still open
 * (new, accepted, cooking, on the way, ready), as on a chain's working evening; everything older is completed or
 * cancelled. Written with COPY on PostgreSQL, multi-row INSERTs in one transaction on SQLite; deterministic
 * (mt_srand). Run in the app's environment of a node of the stack (DB_* of that node) after migrate:fresh --seed:
 *
 *   php bench/volume-seed.php            # prints JSON: the sign-in token, staff emails, an old order, counts
 */

use App\Models\Customer;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Shop\Ordering\PaymentType;
use Carbon\CarbonImmutable;
use Database\Seeders\CustomerSeeder;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Support\Facades\DB;

require __DIR__.'/../vendor/autoload.php';
$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();
ini_set('memory_limit', '1G');

$orders = max(1, (int) (getenv('VOLUME_ORDERS') ?: 1000000));
$days = max(1, (int) (getenv('VOLUME_DAYS') ?: 365));
$customers = max(10, (int) (getenv('VOLUME_CUSTOMERS') ?: 100000));
$restaurantCount = max(1, (int) (getenv('VOLUME_RESTAURANTS') ?: 10));
$heavy = 5;                       // customers with hundreds of orders
$heavyOrders = min(400, intdiv($orders, 4 * $heavy)); // each of them over the whole range
$password = (string) (getenv('VOLUME_STAFF_PASSWORD') ?: 'volume-bench-password');
mt_srand(31);

$pdo = DB::connection()->getPdo();
$pgsql = DB::getDriverName() === 'pgsql';
$tz = (string) config('shop.ordering.timezone');
$appTz = (string) config('app.timezone');
$now = CarbonImmutable::now($tz);
$t0 = microtime(true);
$log = fn (string $m) => fwrite(STDERR, sprintf("[volume-seed %5.1fs] %s\n", microtime(true) - $t0, $m));

// The chain: copies of the first seeded restaurant up to the count, and the staff who sign in.
$first = Restaurant::query()->orderBy('id')->firstOrFail();
for ($i = Restaurant::query()->count() + 1; $i <= $restaurantCount; $i++) {
    $copy = $first->replicate();
    $copy->slug = 'branch-'.$i;
    $copy->name = ['uk' => 'Sunrise Філія '.$i, 'en' => 'Sunrise Branch '.$i];
    $copy->sort = $i;
    $copy->save();
}
$restaurants = Restaurant::query()->orderBy('id')->pluck('id')->map(fn ($id) => (int) $id)->all();
foreach (['manager', 'operator', 'kitchen'] as $role) {
    $staff = StaffMember::query()->updateOrCreate(['email' => "volume-$role@example.com"], ['name' => 'Volume '.$role, 'password' => $password, 'role' => $role, 'active' => true]);
    if ($role === 'kitchen') {
        $staff->restaurants()->sync([$restaurants[0]]);
    }
}
$staffIds = StaffMember::query()->pluck('id')->map(fn ($id) => (int) $id)->all();
$regions = DB::table('regions')->pluck('id')->map(fn ($id) => (int) $id)->all();
$products = DB::table('products')->orderBy('id')->get(['id', 'slug', 'name', 'price'])
    ->map(fn ($p) => ['id' => (int) $p->id, 'slug' => $p->slug, 'name' => (string) $p->name, 'price' => (int) $p->price])->all();

/** Rows into a table: COPY on PostgreSQL, INSERTs of 200 rows (prepared once) on SQLite. */
$write = function (string $table, array $columns, array $rows) use ($pdo, $pgsql): void {
    if ($rows === []) {
        return;
    }
    if ($pgsql) {
        $esc = fn ($v) => $v === null ? '\N' : (is_bool($v) ? ($v ? 't' : 'f') : str_replace(['\\', "\t", "\n", "\r"], ['\\\\', '\t', '\n', '\r'], (string) $v));
        $lines = array_map(fn (array $r) => implode("\t", array_map($esc, $r)), $rows);
        $pdo->pgsqlCopyFromArray($table, $lines, "\t", '\\\\N', implode(',', array_map(fn ($c) => '"'.$c.'"', $columns)));

        return;
    }
    static $statements = [];
    $cols = implode(',', array_map(fn ($c) => '"'.$c.'"', $columns));
    $one = '('.implode(',', array_fill(0, count($columns), '?')).')';
    foreach (array_chunk($rows, 200) as $chunk) {
        $key = $table.'|'.count($chunk);
        $statements[$key] ??= $pdo->prepare("INSERT INTO \"$table\" ($cols) VALUES ".implode(',', array_fill(0, count($chunk), $one)));
        $statements[$key]->execute(array_merge(...array_map(fn ($r) => array_map(fn ($v) => is_bool($v) ? (int) $v : $v, $r), $chunk)));
    }
};

if ($pgsql) {
    // The rollup triggers have nothing to bump while order_figure_days is empty: off during the load, on after.
    DB::table('order_figure_days')->delete();
    foreach (['orders', 'order_lines', 'payment_refunds'] as $table) {
        DB::statement("ALTER TABLE $table DISABLE TRIGGER {$table}_figure_days");
    }
} else {
    DB::statement('PRAGMA journal_mode=WAL');
    DB::statement('PRAGMA synchronous=OFF');
}
DB::beginTransaction();

// Customers: the seeded demo customer is the first heavy one (the bench signs in as them).
$demo = Customer::query()->where('phone', CustomerSeeder::PHONE)->firstOrFail();
$customerIds = [$demo->id];
$nextCustomer = (int) DB::table('customers')->max('id') + 1;
$rows = [];
$stamp = $now->subDays($days)->setTimezone($appTz)->format('Y-m-d H:i:s');
for ($i = 1; $i < $customers; $i++) {
    $id = $nextCustomer++;
    $customerIds[] = $id;
    $rows[] = [$id, '38063'.str_pad((string) $i, 7, '0', STR_PAD_LEFT), 'Клієнт '.$i, null, null, 'V'.str_pad((string) $i, 9, '0', STR_PAD_LEFT), null, $i % 5 === 0 ? 'en' : 'uk', $stamp, $stamp];
    if (count($rows) === 5000) {
        $write('customers', ['id', 'phone', 'name', 'surname', 'birthday', 'referral_code', 'referrer_id', 'locale', 'created_at', 'updated_at'], $rows);
        $rows = [];
    }
}
$write('customers', ['id', 'phone', 'name', 'surname', 'birthday', 'referral_code', 'referrer_id', 'locale', 'created_at', 'updated_at'], $rows);
$log(count($customerIds).' customers');

$orderColumns = ['id', 'number', 'token', 'idempotency_key', 'fingerprint', 'customer_id', 'locale', 'name', 'phone', 'order_type', 'region_id', 'restaurant_id', 'address', 'asap', 'slot_at', 'eta_at', 'persons', 'payment_type', 'subtotal', 'delivery_fee', 'discount', 'bonuses_spent', 'total', 'totals', 'status', 'payment_status', 'created_at', 'updated_at', 'cancellation_reason', 'tip'];
$lineColumns = ['order_id', 'product_id', 'name', 'slug', 'image', 'quantity', 'unit_price', 'modifiers', 'line_total'];
$historyColumns = ['order_id', 'from', 'to', 'note', 'created_at', 'staff_member_id'];
$paymentColumns = ['order_id', 'driver', 'order_code', 'amount', 'currency_code', 'status', 'transaction_id', 'status_id', 'redirect_url', 'created_at', 'updated_at'];
$refundColumns = ['order_id', 'payment_id', 'driver', 'amount', 'lines', 'reason', 'provider_transaction_id', 'staff_member_id', 'created_at', 'updated_at', 'status'];
$bonusColumns = ['customer_id', 'amount', 'reason', 'idempotency_key', 'source_type', 'source_id', 'meta', 'created_at', 'updated_at'];
$reviewColumns = ['product_id', 'author', 'rating', 'body', 'locale', 'published', 'created_at', 'updated_at', 'order_id', 'customer_id', 'moderated_at', 'moderated_by'];
$auditColumns = ['staff_member_id', 'staff_name', 'action', 'subject_type', 'subject_id', 'order_id', 'before', 'after', 'ip', 'created_at'];
$reasons = (array) config('shop.staff.cancellation_reasons');
$open = ['new', 'accepted', 'cooking', 'on_the_way', 'ready_for_pickup'];
$address = json_encode(['street' => 'вул. Ярославів Вал', 'house' => '14', 'entrance' => '2', 'floor' => '5', 'apartment' => '31'], JSON_UNESCAPED_UNICODE);

$nextOrder = (int) DB::table('orders')->max('id') + 1;
// The numbers the shop gives (prefix and offset + id), so the orders placed later never meet one.
$number = fn (int $id) => config('shop.ordering.number_prefix').((int) config('shop.ordering.number_offset') + $id);
$nextPayment = (int) DB::table('payments')->max('id') + 1;
// Whole past days, and today's share of a day so far on top: at least $orders in all.
$perDay = $days > 1 ? (int) ceil($orders / ($days - 1)) : $orders;
$made = ['orders' => 0, 'lines' => 0, 'history' => 0, 'payments' => 0, 'refunds' => 0, 'bonuses' => 0, 'reviews' => 0, 'audit' => 0];
$oldOrder = null;
$buffers = array_fill_keys(['orders', 'order_lines', 'order_status_history', 'payment_status_history', 'payments', 'payment_refunds', 'bonus_transactions', 'reviews', 'staff_audit_log'], []);
$flush = function (bool $all = false) use (&$buffers, $write, $orderColumns, $lineColumns, $historyColumns, $paymentColumns, $refundColumns, $bonusColumns, $reviewColumns, $auditColumns) {
    $columns = ['orders' => $orderColumns, 'order_lines' => $lineColumns, 'order_status_history' => $historyColumns, 'payment_status_history' => $historyColumns,
        'payments' => $paymentColumns, 'payment_refunds' => $refundColumns, 'bonus_transactions' => $bonusColumns, 'reviews' => $reviewColumns, 'staff_audit_log' => $auditColumns];
    // All tables at once (children after their orders), every 2,000 orders.
    if (! $all && count($buffers['orders']) < 2000) {
        return;
    }
    foreach ($columns as $table => $cols) {
        if ($buffers[$table] !== []) {
            $write($table, $cols, $buffers[$table]);
            $buffers[$table] = [];
        }
    }
};
$reviewed = [];

for ($d = $days - 1; $d >= 0; $d--) {
    $day = $now->startOfDay()->subDays($d);
    $count = $d === 0 ? max(1, (int) round($perDay * min(1, max(0.05, ($now->getTimestamp() - $day->setTime(10, 0)->getTimestamp()) / 46800)))) : $perDay;
    $from = $day->setTime(10, 0)->getTimestamp();
    $until = $d === 0 ? max($from + 60, $now->getTimestamp() - 30) : $day->setTime(22, 59, 59)->getTimestamp();
    if ($d === 0 && $until <= $from + 60) {
        $from = $now->startOfDay()->getTimestamp();
    }
    $times = [];
    for ($i = 0; $i < $count; $i++) {
        $times[] = mt_rand($from, $until);
    }
    sort($times);
    foreach ($times as $ts) {
        $id = $nextOrder++;
        $at = CarbonImmutable::createFromTimestamp($ts, $appTz);
        $atDb = $at->format('Y-m-d H:i:s');
        $ageMinutes = ($now->getTimestamp() - $ts) / 60;
        $customer = mt_rand(1, $orders) <= $heavy * $heavyOrders ? $customerIds[mt_rand(0, $heavy - 1)] : (mt_rand(0, 9) < 7 ? $customerIds[mt_rand($heavy, count($customerIds) - 1)] : null);
        $delivery = mt_rand(0, 9) < 6;
        $card = mt_rand(0, 9) < 4;
        if ($ageMinutes < 70) {
            $status = $open[min(4, (int) ((70 - $ageMinutes) / 14))];
            $status = $delivery && $status === 'ready_for_pickup' ? 'on_the_way' : (! $delivery && $status === 'on_the_way' ? 'ready_for_pickup' : $status);
            $status = $ageMinutes < 8 ? 'new' : $status;
        } else {
            $status = mt_rand(0, 99) < 8 ? 'cancelled' : 'completed';
        }
        $paid = $status === 'completed' || ($card && $status !== 'cancelled');
        $refundedFull = $card && $status === 'completed' && mt_rand(0, 99) === 0;
        $paymentStatus = $refundedFull ? 'refunded' : ($paid ? 'paid' : ($status === 'cancelled' ? 'failed' : 'unpaid'));
        $asap = mt_rand(0, 9) < 7;
        $slot = $asap ? null : CarbonImmutable::createFromTimestamp(intdiv($ts + 3600 + 899, 900) * 900, $appTz)->format('Y-m-d H:i:s');
        $eta = $slot ?? $at->addMinutes(55)->format('Y-m-d H:i:s');
        $lines = [];
        $subtotal = 0;
        foreach ([0, 1] as $_) {
            $p = $products[mt_rand(0, count($products) - 1)];
            $q = mt_rand(1, 3);
            $lines[] = [$id, $p['id'], $p['name'], $p['slug'], null, $q, $p['price'], '[]', $q * $p['price']];
            $subtotal += $q * $p['price'];
        }
        $tip = $card && mt_rand(0, 3) === 0 ? mt_rand(1, 10) * 500 : 0;
        $total = $subtotal + $tip;
        $totals = json_encode(array_values(array_filter([['code' => 'subtotal', 'amount' => $subtotal], $delivery ? ['code' => 'delivery', 'amount' => 0, 'free' => true] : null,
            $tip > 0 ? ['code' => 'tip', 'amount' => $tip] : null, ['code' => 'total', 'amount' => $total]])));
        $restaurant = $restaurants[mt_rand(0, count($restaurants) - 1)];
        $buffers['orders'][] = [$id, $number($id), sprintf('v%031d', $id), 'volume-'.$id, str_repeat('0', 64), $customer, mt_rand(0, 4) === 0 ? 'en' : 'uk',
            'Клієнт', $customer === $demo->id ? CustomerSeeder::PHONE : '38067'.str_pad((string) ($id % 10000000), 7, '0', STR_PAD_LEFT),
            $delivery ? 'delivery' : 'pickup', $delivery ? $regions[mt_rand(0, count($regions) - 1)] : null, $restaurant, $delivery ? $address : null, $asap, $slot, $eta,
            mt_rand(1, 4), ($card ? PaymentType::CardOnline : PaymentType::Cash)->value, $subtotal, 0, 0, 0, $total, $totals, $status, $paymentStatus, $atDb, $atDb,
            $status === 'cancelled' ? $reasons[mt_rand(0, count($reasons) - 1)] : null, $tip];
        array_push($buffers['order_lines'], ...$lines);
        $steps = $status === 'new' ? ['new'] : ($status === 'cancelled' ? ['new', 'cancelled'] : ['new', 'accepted', $status === 'accepted' ? null : $status]);
        $prev = null;
        foreach (array_filter($steps) as $k => $step) {
            $buffers['order_status_history'][] = [$id, $prev, $step, null, $at->addMinutes($k * 15)->format('Y-m-d H:i:s'), $k > 0 ? $staffIds[0] : null];
            $prev = $step;
            $made['history']++;
        }
        $buffers['payment_status_history'][] = [$id, null, 'unpaid', null, $atDb, null];
        if ($paymentStatus !== 'unpaid') {
            $buffers['payment_status_history'][] = [$id, 'unpaid', $paymentStatus === 'refunded' ? 'paid' : $paymentStatus, null, $atDb, null];
        }
        if ($card) {
            $paymentId = $nextPayment++;
            $buffers['payments'][] = [$id, 'sandbox', 'VOL'.$id, $total, 980, $paid ? 'paid' : 'failed', $paid ? 'vt-'.$id : null, $paid ? 'F' : 'E', 'https://example.com/pay/'.$id, $atDb, $atDb];
            $made['payments']++;
            if ($refundedFull || ($paid && mt_rand(0, 199) === 0)) {
                $buffers['payment_refunds'][] = [$id, $paymentId, 'sandbox', $refundedFull ? $total : min($total, 10000), null, 'volume', 'vr-'.$id, $staffIds[0], $atDb, $atDb, 'done'];
                $made['refunds']++;
            }
        }
        if ($customer !== null && $status === 'completed') {
            $buffers['bonus_transactions'][] = [$customer, intdiv($total, 20), 'order_accrual', 'volume-accrual-'.$id, 'order', $id, null, $atDb, $atDb];
            $made['bonuses']++;
            if (mt_rand(0, 29) === 0 && ! isset($reviewed[$id])) {
                $reviewed[$id] = true;
                // The operators work the queue daily: a quarter of the last two days' reviews still wait, older ones are decided.
                $moderated = $ageMinutes > 2 * 1440 || mt_rand(0, 3) > 0;
                $buffers['reviews'][] = [$lines[0][1], 'Клієнт', mt_rand(3, 5), 'Смачно, дякую!', 'uk', $moderated, $atDb, $atDb, $id, $customer, $moderated ? $atDb : null, $moderated ? $staffIds[0] : null];
                $made['reviews']++;
            }
        }
        if (mt_rand(0, 4) === 0) {
            $buffers['staff_audit_log'][] = [$staffIds[0], 'Volume manager', 'order.move', 'order', $number($id), $id, '{"status":"new"}', '{"status":"accepted"}', '127.0.0.1', $atDb];
            $made['audit']++;
        }
        $made['orders']++;
        $made['lines'] += 2;
        if ($d > 30 && $customer === $demo->id) {
            $oldOrder = $number($id);
        }
    }
    $flush();
    if ($d % 30 === 0) {
        $log("day -$d: {$made['orders']} orders");
    }
}
$flush(true);
DB::commit();

if ($pgsql) {
    foreach (['orders', 'order_lines', 'payment_refunds'] as $table) {
        DB::statement("ALTER TABLE $table ENABLE TRIGGER {$table}_figure_days");
    }
    foreach (['orders', 'order_lines', 'order_status_history', 'payment_status_history', 'payments', 'payment_refunds', 'customers', 'bonus_transactions', 'reviews', 'staff_audit_log'] as $table) {
        DB::statement("SELECT setval(pg_get_serial_sequence('$table', 'id'), (SELECT coalesce(max(id), 1) FROM $table))");
    }
    // As autovacuum leaves a year-old table: the visibility map set, so that counts read the indexes alone.
    DB::statement('VACUUM (ANALYZE)');
} else {
    DB::statement('ANALYZE');
}
$log('done: '.json_encode($made));

$latest = DB::table('orders')->where('customer_id', $demo->id)->orderByDesc('id')->first(['number', 'token']);
echo json_encode([
    'token' => $demo->createToken('volume-bench')->plainTextToken,
    'staff' => ['manager' => 'volume-manager@example.com', 'operator' => 'volume-operator@example.com', 'kitchen' => 'volume-kitchen@example.com'],
    'order' => $oldOrder ?? $latest->number,
    'latest' => $latest->number,
    'tracking' => $latest->token,
    'kitchen_order' => DB::table('orders')->where('restaurant_id', $restaurants[0])->orderByDesc('id')->value('number'),
    'phone' => CustomerSeeder::PHONE,
    'product' => $products[0]['id'],
    'price' => $products[0]['price'],
    'made' => $made,
]), "\n";
