<?php

// One worker of RaceWorkers: boots the app on the race database, says "ready" on stderr, waits for the start file,
// runs RaceActions::run($argv[1], json $argv[2]) and prints its outcome as one JSON line, with the ERROR lines and
// Sentry events it caused (none, for an answer given on purpose).

require __DIR__.'/../../vendor/autoload.php';

$app = require __DIR__.'/../../bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();

// The log budget: what the action logs at ERROR or sends to Sentry comes back with its outcome (RaceWorkers fails on it).
Tests\Support\ReportBudget::watch();

$start = (string) getenv('RACE_START');
fwrite(STDERR, "ready\n");
$until = microtime(true) + 240;
while (! file_exists($start) && microtime(true) < $until) {
    usleep(1000);
}

$outcome = Tests\Support\RaceActions::run((string) $argv[1], (array) json_decode((string) $argv[2], true));
echo json_encode($outcome + ['reports' => Tests\Support\ReportBudget::reports()], JSON_UNESCAPED_UNICODE), "\n";
