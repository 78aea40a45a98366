<?php

// One side of a dispatch race (DispatchRaceTest): boots the app on the test's database, waits for the common start
// instant, then assigns or takes the order and prints what happened as JSON.
// php dispatch-race-worker.php <assign|take> <order id> <courier id> <actor id> <start unix time, float>

use App\Models\Order;
use App\Models\StaffMember;
use App\Staff\Actor;
use App\Staff\Couriers\Dispatch;
use App\Staff\Orders\OrderConflict;

require __DIR__.'/../../../vendor/autoload.php';
$app = require __DIR__.'/../../../bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
app()->setLocale('en');
// The log budget: the refusal is reported as the request's exception handler would; what that logs at ERROR or sends
// to Sentry comes back with the answer (CourierFixtures::dispatchRace fails on it).
Tests\Support\ReportBudget::watch();

[, $action, $orderId, $courierId, $actorId, $start] = $argv;
app(Actor::class)->member = StaffMember::query()->findOrFail((int) $actorId);
$order = Order::query()->findOrFail((int) $orderId);
$courier = StaffMember::query()->findOrFail((int) $courierId);

while (microtime(true) < (float) $start) {
    usleep(200);
}
try {
    $delivery = $action === 'take' ? app(Dispatch::class)->take($order, $courier) : app(Dispatch::class)->assign($order, $courier);
    echo json_encode(['status' => 200, 'delivery' => $delivery->id, 'reports' => Tests\Support\ReportBudget::reports()]);
} catch (OrderConflict $e) {
    report($e);
    echo json_encode(['status' => 409, 'message' => $e->getMessage(), 'reports' => Tests\Support\ReportBudget::reports()]);
}
