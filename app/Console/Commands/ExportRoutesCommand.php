<?php

namespace App\Console\Commands;

use App\Support\RouteManifest;
use Illuminate\Console\Command;

class ExportRoutesCommand extends Command
{
    protected $signature = 'routes:export {--path=resources/js/ziggy.json}';

    protected $description = 'Write the named storefront routes as a Ziggy config for the front end';

    public function handle(RouteManifest $manifest): int
    {
        $path = base_path($this->option('path'));
        file_put_contents($path, $manifest->json()."\n");
        $this->components->info('Routes written to '.$this->option('path'));

        return self::SUCCESS;
    }
}
