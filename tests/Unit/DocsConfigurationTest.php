<?php

use Tests\Unit\UnitFixtures;

// docs/configuration.md names every variable the shop can be configured with, and nothing else: every variable of
// .env.example and deploy/.env.production.example and every env() call of config/*.php is in its tables, and every
// variable of its tables is read by the app's or Laravel's configuration, by the SSR renderer, or set by one of
// the two example files.

it('documents every variable of the example env files and of config/*.php', function () {
    $expected = array_unique([...UnitFixtures::envFileVariables('.env.example'), ...UnitFixtures::envFileVariables('deploy/.env.production.example'), ...UnitFixtures::envCalls(['config/*.php'])]);

    expect(array_values(array_diff($expected, UnitFixtures::documentedVariables())))->toBe([]);
});

it('documents no variable that nothing reads or sets', function () {
    preg_match_all('/process\.env\.([A-Z][A-Z0-9_]+)/', (string) file_get_contents(base_path('resources/js/ssr.tsx')), $ssr);
    $known = array_unique([
        ...UnitFixtures::envFileVariables('.env.example'),
        ...UnitFixtures::envFileVariables('deploy/.env.production.example'),
        ...UnitFixtures::envCalls(['config/*.php', 'vendor/laravel/framework/config/*.php']),
        ...$ssr[1],
    ]);

    expect(UnitFixtures::documentedVariables())->not->toBeEmpty()
        ->and(array_values(array_diff(UnitFixtures::documentedVariables(), $known)))->toBe([]);
});
