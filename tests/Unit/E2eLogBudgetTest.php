<?php

use Symfony\Component\Process\Process;

// scripts/e2e-log-budget.php: after the Playwright run (scripts/test.sh) it counts the ERROR (or worse) lines of the e2e
// server's JSON log and fails on one the allow-list does not allow with a reason.

beforeEach(function () {
    $this->dir = sys_get_temp_dir().'/e2e-log-budget-'.bin2hex(random_bytes(4));
    mkdir($this->dir);
    $this->log = $this->dir.'/e2e.jsonl';
    $this->allow = $this->dir.'/allow.txt';
});

afterEach(function () {
    array_map('unlink', glob($this->dir.'/*') ?: []);
    rmdir($this->dir);
});

function e2eLogLine(int $level, string $name, string $message): string
{
    return json_encode(['message' => $message, 'context' => [], 'level' => $level, 'level_name' => $name, 'channel' => 'testing', 'extra' => ['request_id' => 'req-1']])."\n";
}

/** @return array{0: int, 1: string} */
function e2eLogBudget(string $log, string $allow): array
{
    $process = new Process([PHP_BINARY, base_path('scripts/e2e-log-budget.php'), $log], base_path(), ['E2E_LOG_ALLOW' => $allow]);
    $process->run();

    return [(int) $process->getExitCode(), $process->getOutput().$process->getErrorOutput()];
}

it('passes a log with notices and warnings only, and prints the count', function () {
    file_put_contents($this->log, e2eLogLine(200, 'INFO', 'SMS (log driver)').e2eLogLine(250, 'NOTICE', 'Staff action refused (409): Order SR-10001 is already with Oleh.').e2eLogLine(300, 'WARNING', 'Inertia SSR render failed'));

    [$code, $out] = e2eLogBudget($this->log, $this->allow);

    expect($code)->toBe(0)->and($out)->toContain('0 ERROR (or worse) lines of 3');
});

it('fails on an ERROR or a CRITICAL line and names it', function (int $level, string $name) {
    file_put_contents($this->log, e2eLogLine(200, 'INFO', 'fine').e2eLogLine($level, $name, 'This delivery of order SR-10001 is already closed.'));

    [$code, $out] = e2eLogBudget($this->log, $this->allow);

    expect($code)->toBe(1)->and($out)->toContain('1 ERROR (or worse) lines of 2')->toContain("$name This delivery of order SR-10001 is already closed.")->toContain('req-1');
})->with([[400, 'ERROR'], [500, 'CRITICAL']]);

it('lets the allow-list allow a failure a spec provokes on purpose, with its reason only', function () {
    file_put_contents($this->log, e2eLogLine(400, 'ERROR', 'Viva did not answer the payment order 123 (HTTP 503).'));
    file_put_contents($this->allow, "# comment\n/^ERROR Viva did not answer/\tpayments.spec.ts takes Viva down on purpose\n");

    expect(e2eLogBudget($this->log, $this->allow)[0])->toBe(0);

    file_put_contents($this->allow, "/^ERROR Viva did not answer/\n");
    [$code, $out] = e2eLogBudget($this->log, $this->allow);
    expect($code)->toBe(1)->and($out)->toContain('needs a valid pattern, a tab and a reason');
});

it('fails when there is no log, or a line that is not JSON', function () {
    expect(e2eLogBudget($this->log, $this->allow)[0])->toBe(1);

    file_put_contents($this->log, "[2026-11-28 08:00:00] local.ERROR: plain text\n");
    [$code, $out] = e2eLogBudget($this->log, $this->allow);
    expect($code)->toBe(1)->and($out)->toContain('UNREADABLE');
});
