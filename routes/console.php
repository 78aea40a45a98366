<?php

use App\Support\Health\Health;
use Illuminate\Support\Facades\Schedule;

// The scheduler (`php artisan schedule:work`, or `schedule:run` from cron every minute) runs beside the app.
// Card orders left unpaid give back their slot, bonuses and promo use; one node at a time, never two runs at once
// (a run that died frees the lock after 10 minutes).
Schedule::command('shop:expire-unpaid-orders')->everyMinute()->withoutOverlapping(10)->onOneServer();
// Ingredients out and dishes stopped at one restaurant come back at the time they were stopped until (closing time by default).
Schedule::command('shop:end-stops')->everyMinute()->withoutOverlapping(5)->onOneServer();
// Orders nobody accepted within SHOP_STAFF_MANAGER_SMS_AFTER minutes are texted to the manager, once each.
Schedule::command('shop:alert-managers')->everyMinute()->withoutOverlapping(5)->onOneServer();
// Sign-in tokens past their lifetime (the auth_token cookie's year) are deleted a day after they expire.
Schedule::command('sanctum:prune-expired --hours=24')->daily()->onOneServer();
// The staff figures' daily rollups: yesterday (and any day a late write made stale) before anyone opens the reports.
Schedule::command('shop:roll-up-figures')->dailyAt('00:10')->withoutOverlapping(30)->onOneServer();
// What only grows (shop.retention, docs/configuration.md): dead sign-in codes and old staff audit entries (their
// models' prunable()), expired sessions, old failed jobs and sandbox payment rows.
Schedule::command('model:prune', ['--model' => [\App\Models\OtpCode::class, \App\Models\StaffAuditEntry::class]])->dailyAt('03:20')->onOneServer();
Schedule::command('shop:prune')->dailyAt('03:30')->withoutOverlapping(30)->onOneServer();
// Refunds whose provider answer was lost are checked by a queued job; this queues it again for any still unsettled.
Schedule::command('shop:check-refunds')->everyTenMinutes()->withoutOverlapping(10)->onOneServer();
// An order's mail that the queue backend (Redis) could not take waits on the database queue (App\Shop\Ordering\
// OrderPlacement::notifyShop): it is sent within a minute, by a worker that stops once that queue is empty.
Schedule::command('queue:work database --queue=default --stop-when-empty --tries=5 --max-time=50')
    ->everyMinute()->withoutOverlapping(5)->onOneServer()->runInBackground();
// Guest orders older than SHOP_PERSONAL_DATA_DAYS lose their name, phone, address and comments (docs/privacy.md).
Schedule::command('shop:erase-personal-data')->dailyAt('04:10')->withoutOverlapping(60)->onOneServer();
// The scheduler's heartbeat, read by /api/health and shop:health (each node's scheduler beats; one is enough).
Schedule::call(fn () => app(Health::class)->beat())->name('shop:heartbeat')->everyMinute();
// Money problems (a payment for a cancelled order, a refused refund, a difference unpaid for a day) become alarms on
// the staff overview, and one SMS each to the manager (App\Staff\Overview\MoneyAlarms).
Schedule::command('shop:money-alarms')->everyFiveMinutes()->withoutOverlapping(10)->onOneServer();
// Fiscal receipts (docs/fiscal.md): missing receipts written and stuck ones queued again; the registers' shifts closed
// with their Z-report after SHOP_FISCAL_SHIFT_CLOSE_AT (never across midnight).
Schedule::command('shop:fiscal-sweep')->everyFiveMinutes()->withoutOverlapping(10)->onOneServer();
Schedule::command('shop:fiscal-shifts')->everyFiveMinutes()->withoutOverlapping(10)->onOneServer();
