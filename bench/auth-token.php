<?php

/**
 * Prints a new sign-in token ("id|secret", what the storefront keeps in the auth_token cookie) of the seeded demo
 * customer, in the database of bench/run.sh's stack (BENCH_DB). Used by bench/lighthouse.sh for the account page.
 */

use App\Models\Customer;
use Database\Seeders\CustomerSeeder;
use Illuminate\Contracts\Console\Kernel;

$db = (string) getenv('BENCH_DB');
if (! is_file($db)) {
    fwrite(STDERR, "bench/auth-token.php runs against bench/run.sh's database (BENCH_DB is missing)\n");
    exit(2);
}
// That database, whatever the developer's .env or cached configuration say.
putenv('DB_CONNECTION=sqlite');
putenv("DB_DATABASE=$db");
putenv('APP_CONFIG_CACHE='.sys_get_temp_dir().'/sunrise-bench-no-config-cache.php');

require __DIR__.'/../vendor/autoload.php';
$app = require __DIR__.'/../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

echo Customer::query()->where('phone', CustomerSeeder::PHONE)->firstOrFail()->createToken('lighthouse')->plainTextToken, "\n";
