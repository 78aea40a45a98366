<?php

namespace App\Console\Commands;

use App\Support\Health\Check;
use App\Support\Health\Health;
use Illuminate\Console\Command;

/** The health checks of /api/health for cron and monitors: exit 0 ok, 1 warn, 2 fail (--json for machines). */
class HealthCommand extends Command
{
    protected $signature = 'shop:health {--json : One JSON object on stdout}';

    protected $description = 'Check the database, cache, queue, scheduler, failed jobs, SSR renderer and free disk; exit 0 ok, 1 warn, 2 fail.';

    public function handle(Health $health): int
    {
        $checks = $health->run();
        $worst = Health::worst($checks);
        if ($this->option('json')) {
            $this->line((string) json_encode(['status' => $worst, 'checks' => array_map(fn (Check $c) => $c->toArray(), $checks)], JSON_UNESCAPED_SLASHES));
        } else {
            $this->table(['check', 'status', 'value', 'warn', 'fail', 'message'], array_map(
                fn (string $name, Check $c) => [$name, strtoupper($c->status), $c->value ?? '', $c->threshold['warn'] ?? '', $c->threshold['fail'] ?? '', $c->message],
                array_keys($checks), $checks,
            ));
            $this->line('Overall: '.strtoupper($worst));
        }

        return match ($worst) {
            Check::OK => 0,
            Check::WARN => 1,
            default => 2,
        };
    }
}
