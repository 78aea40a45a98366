<?php

use Tests\Unit\UnitFixtures;

// composer.json is the plain file a Laravel team expects: every package by its real name, no repository, host or
// local replacement, and the committed composer.lock is the resolution of exactly this file.

it('requires the official Inertia adapter and Ziggy, and nothing stands in for a package', function () {
    $manifest = UnitFixtures::composerManifest();

    expect($manifest['require'])->toHaveKeys(['inertiajs/inertia-laravel', 'tightenco/ziggy', 'laravel/framework', 'giggsey/libphonenumber-for-php', 'league/flysystem-aws-s3-v3'])
        ->and($manifest['require-dev'])->toHaveKey('mockery/mockery')
        ->and($manifest)->not->toHaveKeys(['repositories', 'replace', 'provide'])
        ->and($manifest['autoload'])->not->toHaveKey('files')
        ->and((string) file_get_contents(base_path('composer.json')))->not->toMatch('#https?://#');
});

it('commits a composer.lock made from this composer.json', function () {
    $lock = json_decode((string) file_get_contents(base_path('composer.lock')), true, flags: JSON_THROW_ON_ERROR);
    $manifest = UnitFixtures::composerManifest();

    // Composer's own content hash: the keys of composer.json that decide the resolution, sorted, as Composer encodes them.
    $relevant = array_intersect_key($manifest, array_flip(['name', 'version', 'require', 'require-dev', 'conflict', 'replace', 'provide', 'minimum-stability', 'prefer-stable', 'repositories', 'extra']));
    if (isset($manifest['config']['platform'])) {
        $relevant['config']['platform'] = $manifest['config']['platform'];
    }
    ksort($relevant);

    expect($lock['content-hash'])->toBe(md5(json_encode($relevant)))
        ->and(array_column($lock['packages'], 'name'))->toContain('inertiajs/inertia-laravel', 'tightenco/ziggy')
        ->and($manifest['config']['lock'] ?? true)->toBeTrue();
});

it('has no substitute left in the application', function () {
    expect(base_path('app/Support/polyfills.php'))->not->toBeFile()
        ->and(base_path('scripts/composer-file.php'))->not->toBeFile()
        ->and(base_path('app/Support/RouteManifest.php'))->not->toBeFile()
        ->and(array_map('basename', glob(base_path('app/Inertia/*.php'))))->toBe(['BackoffSsrGateway.php', 'ExpiringOnceProp.php']);
});
