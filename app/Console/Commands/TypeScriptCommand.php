<?php

namespace App\Console\Commands;

use App\Support\TypeScript\TypeScriptGenerator;
use Illuminate\Console\Command;

/** Writes resources/js/types/generated.ts from the enums and props shapes marked #[TypeScript] (a test keeps it current). */
class TypeScriptCommand extends Command
{
    protected $signature = 'shop:typescript {--check : Fail when the file differs, and write nothing}';

    protected $description = 'Generate the TypeScript types of the enums and props shapes marked #[TypeScript]';

    public function handle(): int
    {
        $path = base_path(TypeScriptGenerator::FILE);
        $ts = TypeScriptGenerator::discover(app_path())->render();
        if ($this->option('check')) {
            $current = is_file($path) ? file_get_contents($path) : null;
            if ($current !== $ts) {
                $this->error(TypeScriptGenerator::FILE.' is out of date: run `php artisan shop:typescript`.');

                return self::FAILURE;
            }
            $this->info(TypeScriptGenerator::FILE.' is current.');

            return self::SUCCESS;
        }
        file_put_contents($path, $ts);
        $this->info('Wrote '.TypeScriptGenerator::FILE.'.');

        return self::SUCCESS;
    }
}
