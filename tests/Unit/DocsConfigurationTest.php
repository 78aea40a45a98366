<?php

// docs/configuration.md names every variable the shop can be configured with, and nothing else: every variable of
// .env.example and deploy/.env.production.example and every env() call of config/*.php is in its tables, and every
// variable of its tables is read by the app's or Laravel's configuration, by the SSR renderer, or set by one of
// the two example files.

/** @return list<string> the variables named in the first column of docs/configuration.md's tables. */
function documentedVariables(): array
{
    preg_match_all('/^\|\s*([^|]+)\|/m', (string) file_get_contents(base_path('docs/configuration.md')), $cells);
    $names = [];
    foreach ($cells[1] as $cell) {
        preg_match_all('/`([A-Z][A-Z0-9_]+)`/', $cell, $found);
        array_push($names, ...$found[1]);
    }

    return array_values(array_unique($names));
}

/** @return list<string> the variables an env file sets. */
function envFileVariables(string $path): array
{
    preg_match_all('/^([A-Z][A-Z0-9_]*)=/m', (string) file_get_contents(base_path($path)), $found);

    return array_values(array_unique($found[1]));
}

/**
 * The variables read by env('...') in the files of $globs.
 *
 * @param  list<string>  $globs
 * @return list<string>
 */
function envCalls(array $globs): array
{
    $names = [];
    foreach ($globs as $glob) {
        foreach (glob(base_path($glob)) ?: [] as $file) {
            preg_match_all('/\benv\(\s*[\'"]([A-Z][A-Z0-9_]+)[\'"]/', (string) file_get_contents($file), $found);
            array_push($names, ...$found[1]);
        }
    }

    return array_values(array_unique($names));
}

it('documents every variable of the example env files and of config/*.php', function () {
    $expected = array_unique([...envFileVariables('.env.example'), ...envFileVariables('deploy/.env.production.example'), ...envCalls(['config/*.php'])]);

    expect(array_values(array_diff($expected, documentedVariables())))->toBe([]);
});

it('documents no variable that nothing reads or sets', function () {
    preg_match_all('/process\.env\.([A-Z][A-Z0-9_]+)/', (string) file_get_contents(base_path('resources/js/ssr.tsx')), $ssr);
    $known = array_unique([
        ...envFileVariables('.env.example'),
        ...envFileVariables('deploy/.env.production.example'),
        ...envCalls(['config/*.php', 'vendor/laravel/framework/config/*.php']),
        ...$ssr[1],
    ]);

    expect(documentedVariables())->not->toBeEmpty()
        ->and(array_values(array_diff(documentedVariables(), $known)))->toBe([]);
});
