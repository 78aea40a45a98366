<?php

namespace App\Console\Commands;

use App\Staff\Reports\FigureDays;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

/**
 * Computes the daily rollups of the staff figures (App\Staff\Reports\FigureDays) the reports page would otherwise
 * compute on its first read: every day of the longest range up to yesterday that has none or a stale one.
 */
class RollUpFiguresCommand extends Command
{
    protected $signature = 'shop:roll-up-figures {--days= : how many days back (default: shop.staff.reports.max_days)}';

    protected $description = 'Compute the daily rollups of the staff figures up to yesterday (those missing or stale)';

    public function handle(FigureDays $days): int
    {
        $count = max(1, (int) ($this->option('days') ?? config('shop.staff.reports.max_days')));
        $yesterday = CarbonImmutable::now((string) config('shop.ordering.timezone'))->startOfDay()->subDay();
        $started = microtime(true);
        $rolled = count($days->between($yesterday->subDays($count - 1), $yesterday));
        $this->components->info(sprintf('Days rolled up: %d (%.1f s).', $rolled, microtime(true) - $started));

        return self::SUCCESS;
    }
}
