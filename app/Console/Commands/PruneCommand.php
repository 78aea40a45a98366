<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * Deletes what only grows and has no model to prune (sign-in codes and the staff audit are models: model:prune):
 * database sessions past SESSION_LIFETIME, failed jobs and the sandbox payment driver's rows older than their
 * shop.retention period (0 keeps them). In batches of 1,000, so no long lock is held.
 */
class PruneCommand extends Command
{
    protected $signature = 'shop:prune';

    protected $description = 'Delete expired sessions, old failed jobs and old sandbox payment rows (shop.retention)';

    public function handle(): int
    {
        $deleted = [
            'sessions' => $this->prune('sessions', 'last_activity', now()->subMinutes((int) config('session.lifetime'))->getTimestamp()),
        ];
        foreach (['failed_jobs' => ['failed_at', 'failed_jobs_days'], 'sandbox_payment_orders' => ['created_at', 'sandbox_payments_days'],
            'sandbox_transactions' => ['created_at', 'sandbox_payments_days']] as $table => [$column, $setting]) {
            $days = (int) config("shop.retention.$setting");
            $deleted[$table] = $days > 0 ? $this->prune($table, $column, now()->subDays($days)->format('Y-m-d H:i:s')) : 0;
        }
        $this->components->info('Pruned: '.collect($deleted)->map(fn (int $n, string $t) => "$t $n")->implode(', ').'.');

        return self::SUCCESS;
    }

    private function prune(string $table, string $column, int|string $before): int
    {
        if (! Schema::hasTable($table)) {
            return 0;
        }
        $key = $table === 'sandbox_payment_orders' ? 'order_code' : 'id';
        $total = 0;
        do {
            $keys = DB::table($table)->where($column, '<', $before)->limit(1000)->pluck($key)->all();
            $total += $keys === [] ? 0 : DB::table($table)->whereIn($key, $keys)->delete();
        } while (count($keys) === 1000);

        return $total;
    }
}
