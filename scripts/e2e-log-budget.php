<?php

// The e2e run's log budget (issue 43; scripts/test.sh runs it after `npx playwright test`): counts the ERROR (or
// worse) lines of the e2e server's log (scripts/e2e-server.sh writes JSON lines to E2E_LOG, by default
// storage/logs/e2e-<E2E_PORT>.jsonl) and fails on any that tests/e2e/log-budget-allow.txt does not allow. A line of
// that file is a PCRE pattern matched against "LEVEL message", a tab, and the reason a spec provokes that failure
// on purpose (a line without a reason is refused). No file: no ERROR line is allowed.
// php scripts/e2e-log-budget.php [log file]

$root = dirname(__DIR__);
$log = $argv[1] ?? (getenv('E2E_LOG') ?: $root.'/storage/logs/e2e-'.(getenv('E2E_PORT') ?: '8001').'.jsonl');
$allowFile = getenv('E2E_LOG_ALLOW') ?: $root.'/tests/e2e/log-budget-allow.txt';

if (! is_file($log)) {
    fwrite(STDERR, "== log budget: no e2e server log at $log (did the Playwright run start its server?)\n");
    exit(1);
}

$allowed = [];
if (is_file($allowFile)) {
    foreach (file($allowFile, FILE_IGNORE_NEW_LINES) as $n => $line) {
        if (trim($line) === '' || str_starts_with($line, '#')) {
            continue;
        }
        [$pattern, $reason] = array_pad(explode("\t", $line, 2), 2, '');
        if (trim($reason) === '' || @preg_match($pattern, '') === false) {
            fwrite(STDERR, "== log budget: $allowFile line ".($n + 1)." needs a valid pattern, a tab and a reason\n");
            exit(1);
        }
        $allowed[] = $pattern;
    }
}

$lines = 0;
$serious = [];
$unexpected = [];
foreach (new SplFileObject($log) as $raw) {
    if (! is_string($raw) || trim($raw) === '') {
        continue;
    }
    $lines++;
    $entry = json_decode($raw, true);
    if (! is_array($entry)) {
        // Not a JSON line (something wrote to the log in another format): counted, and never allowed.
        $unexpected[] = 'UNREADABLE '.mb_substr(trim($raw), 0, 300);

        continue;
    }
    if ((int) ($entry['level'] ?? 0) < 400) {
        continue;
    }
    $text = ($entry['level_name'] ?? 'ERROR').' '.($entry['message'] ?? '');
    $serious[] = $text;
    if (! array_filter($allowed, fn (string $p) => preg_match($p, $text) === 1)) {
        $unexpected[] = mb_substr($text, 0, 300).' (request '.($entry['extra']['request_id'] ?? '-').')';
    }
}

printf("== log budget: %d ERROR (or worse) lines of %d in %s, %d not allowed\n", count($serious), $lines, $log, count($unexpected));
foreach ($unexpected as $line) {
    echo "   $line\n";
}
exit($unexpected === [] ? 0 : 1);
