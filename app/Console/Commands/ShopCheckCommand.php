<?php

namespace App\Console\Commands;

use App\Support\ProductionSafety;
use Illuminate\Console\Command;

class ShopCheckCommand extends Command
{
    protected $signature = 'shop:check';

    protected $description = 'List the settings that make this deploy unsafe for production (the app refuses to serve in production while any is present).';

    public function handle(ProductionSafety $safety): int
    {
        $problems = $safety->problems();
        if ($problems === []) {
            $this->components->info('No unsafe settings.');

            return self::SUCCESS;
        }
        $this->components->error(app()->isProduction()
            ? 'APP_ENV is production and these settings are unsafe: the app answers 503 until they are fixed.'
            : 'These settings would make the app refuse to serve with APP_ENV=production:');
        $this->components->bulletList($problems);

        return app()->isProduction() ? self::FAILURE : self::SUCCESS;
    }
}
