<?php

/**
 * bench/volume.sh's check that the figures (SQL aggregates and daily rollups) equal the slow way (every order walked
 * in PHP, Tests\Support\SlowFigures) on the volume database: the last VOLUME_CHECK_DAYS days (30) up to today.
 * Run in a node's environment; prints one PASS/FAIL line, exits 1 on a difference.
 */

use App\Staff\Reports\Figures;
use Carbon\CarbonImmutable;
use Illuminate\Contracts\Console\Kernel;
use Tests\Support\SlowFigures;

require __DIR__.'/../vendor/autoload.php';
$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();
ini_set('memory_limit', '2G');

$days = max(1, (int) (getenv('VOLUME_CHECK_DAYS') ?: 30));
$to = CarbonImmutable::now((string) config('shop.ordering.timezone'))->startOfDay();
$from = $to->subDays($days - 1);
$canon = function (array $f): array {
    usort($f['reasons'], fn ($a, $b) => [$b['count'], (string) $a['reason']] <=> [$a['count'], (string) $b['reason']]);
    ksort($f['byType']);

    return $f;
};
$t = microtime(true);
$fast = $canon(app(Figures::class)->between($from, $to, 'uk'));
$fastMs = (microtime(true) - $t) * 1000;
$t = microtime(true);
$slow = $canon(app(SlowFigures::class)->between($from, $to, 'uk'));
$slowMs = (microtime(true) - $t) * 1000;
$equal = $fast === $slow;
printf("%s figures of %s..%s equal to the slow way (%d orders; %.0f ms, the slow way %.0f ms)\n", $equal ? 'PASS' : 'FAIL', $from->format('Y-m-d'), $to->format('Y-m-d'), $fast['orders'], $fastMs, $slowMs);
if (! $equal) {
    foreach ($fast as $key => $value) {
        if ($value !== $slow[$key]) {
            echo "  differs: $key\n";
        }
    }
}
exit($equal ? 0 : 1);
