<?php

namespace App\Console\Commands;

use App\Staff\Floor\IngredientStops;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

/** End the stops that reached their time: ingredients out, and dishes stopped at one restaurant until closing. */
class EndStopsCommand extends Command
{
    protected $signature = 'shop:end-stops';

    protected $description = 'Bring back the ingredients and the dishes whose stop reached its time (closing time or the time staff chose)';

    public function handle(IngredientStops $stops): int
    {
        $ended = $stops->endDue(CarbonImmutable::now());
        if ($ended > 0) {
            $this->components->info("Stops ended: $ended.");
        }

        return self::SUCCESS;
    }
}
