<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;

/**
 * Ziggy's route lists for the front end (config/ziggy.php says which routes): the storefront's and the staff area's,
 * each a JavaScript file (generated, not checked in: it holds APP_URL) and its TypeScript route types (checked in, so
 * tsc knows every route name and parameter in a fresh clone; a route change shows as a diff of route-list.d.ts).
 */
class RoutesCommand extends Command
{
    /** Where each list goes: [JavaScript file, TypeScript route types, Ziggy group]. */
    public const FILES = [
        'storefront' => ['resources/js/ziggy.js', 'resources/js/lib/route-list.d.ts', null],
        'staff' => ['resources/js/staff/ziggy.js', 'resources/js/staff/route-list.d.ts', 'staff'],
    ];

    protected $signature = 'shop:routes';

    protected $description = 'Write the storefront\'s and the staff area\'s Ziggy route lists and their TypeScript route types.';

    public function handle(): int
    {
        foreach (self::FILES as [$path, $types, $group]) {
            $status = $this->call('ziggy:generate', array_filter(['path' => $path, '--types' => $types, '--group' => $group]));
            if ($status !== self::SUCCESS) {
                return $status;
            }
        }

        return self::SUCCESS;
    }
}
