<?php

use Fruitcake\Cors\CorsService;
use Illuminate\Contracts\Http\Kernel;
use Illuminate\Http\Middleware\HandleCors;

// composer.json is the standard manifest that installs from the public Packagist; scripts/install.sh adds substitutes
// (scripts/composer-file.php) only for packages the configured registry lacks.

/** Runs scripts/composer-file.php against a stand-in composer that serves $served (package => show answer). */
function composerFileWith(array $served, string $out): array
{
    $dir = sys_get_temp_dir().'/composer-file-'.bin2hex(random_bytes(4));
    mkdir($dir);
    file_put_contents("$dir/served.json", json_encode($served));
    file_put_contents("$dir/composer.php", <<<'PHP'
        <?php
        // Stand-in for `composer show --available --format=json <package> [<version>]`.
        $served = json_decode(file_get_contents(__DIR__.'/served.json'), true);
        $names = array_values(array_filter(array_slice($argv, 1), fn ($a) => ! str_starts_with($a, '-') && $a !== 'show'));
        $key = implode(' ', $names);
        if (! isset($served[$key])) { fwrite(STDERR, "Package \"{$names[0]}\" not found\n"); exit(1); }
        echo json_encode($served[$key]);
        PHP);
    $process = proc_open(
        [PHP_BINARY, base_path('scripts/composer-file.php'), "--out=$out"],
        [1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
        $pipes,
        base_path(),
        [...getenv(), 'INSTALL_COMPOSER_BIN' => escapeshellarg(PHP_BINARY).' '.escapeshellarg("$dir/composer.php")],
    );
    $stdout = stream_get_contents($pipes[1]);
    $stderr = stream_get_contents($pipes[2]);
    $status = proc_close($process);
    array_map('unlink', glob("$dir/*"));
    rmdir($dir);

    return [$status, trim($stdout), $stderr];
}

/** What a registry answers for symfony/symfony at $version. */
function monorepoRelease(string $version, string $php): array
{
    return [
        'name' => 'symfony/symfony', 'versions' => [$version],
        'dist' => ['type' => 'zip', 'url' => "https://registry.invalid/dists/symfony/symfony/$version.zip"],
        'requires' => ['php' => $php, 'psr/clock' => '^1.0', 'doctrine/event-manager' => '^2'],
        'replaces' => ['symfony/clock' => 'self.version', 'symfony/console' => 'self.version'],
    ];
}

function everyPackageServed(): array
{
    return array_fill_keys(['laravel/framework', 'symfony/clock', 'fruitcake/php-cors', 'league/config', 'symfony/polyfill-php85', 'intervention/gif'], ['versions' => ['1.0.0']]);
}

it('keeps composer.json free of hosts, URLs and install-time substitutes', function () {
    $text = file_get_contents(base_path('composer.json'));
    $manifest = json_decode($text, true, flags: JSON_THROW_ON_ERROR);

    expect($text)->not->toContain('://')
        ->and($manifest)->not->toHaveKeys(['repositories'])
        ->and($manifest)->not->toHaveKeys(['replace']);
});

it('names the address Composer downloaded the packages from in no project file', function () {
    $installed = json_decode(file_get_contents(base_path('vendor/composer/installed.json')), true);
    $sources = [];
    foreach ($installed['packages'] as $package) {
        $url = $package['dist']['url'] ?? '';
        if (! str_contains($url, '://')) {
            continue;
        }
        $vendor = strstr($package['name'], '/', true);
        $cut = strpos($url, "/$vendor/", strpos($url, '://') + 3);
        $sources[] = $cut === false ? implode('/', array_slice(explode('/', $url), 0, 3)).'/' : substr($url, 0, $cut + 1);
    }
    $sources = array_unique($sources);
    expect($sources)->not->toBeEmpty();

    $files = [base_path('composer.json'), base_path('package.json'), base_path('README.md'), base_path('.env.example')];
    foreach (['scripts', '.ci', 'docs', 'deploy', 'bench', 'config'] as $dir) {
        if (is_dir(base_path($dir))) {
            foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator(base_path($dir), FilesystemIterator::SKIP_DOTS)) as $file) {
                $files[] = $file->getPathname();
            }
        }
    }
    foreach (array_filter($files, 'is_file') as $file) {
        $text = file_get_contents($file);
        foreach ($sources as $source) {
            expect(stripos($text, $source))->toBeFalse("$file names $source");
        }
    }
});

it('installs from composer.json itself when the registry serves every package', function () {
    $out = sys_get_temp_dir().'/composer-file-'.bin2hex(random_bytes(4)).'.json';

    [$status, $file] = composerFileWith(everyPackageServed(), $out);

    expect($status)->toBe(0)->and($file)->toBe('composer.json')->and(file_exists($out))->toBeFalse();
});

it('takes a missing symfony/clock from the symfony/symfony distribution the registry serves, for each major version', function () {
    $out = sys_get_temp_dir().'/composer-file-'.bin2hex(random_bytes(4)).'.json';
    $served = everyPackageServed();
    unset($served['symfony/clock']);
    $served['symfony/symfony'] = ['name' => 'symfony/symfony', 'versions' => ['v8.1.2', 'v8.1.1', 'v7.4.9', 'v7.4.8', 'v6.4.1']];
    $served['symfony/symfony v8.1.2'] = monorepoRelease('v8.1.2', '>=8.4');
    $served['symfony/symfony v7.4.9'] = monorepoRelease('v7.4.9', '>=8.2');
    $served['symfony/symfony v6.4.1'] = monorepoRelease('v6.4.1', '>=8.1');

    [$status, $file] = composerFileWith($served, $out);
    $manifest = json_decode(file_get_contents($out), true);
    unlink($out);

    expect($status)->toBe(0)->and($file)->toBe($out)
        ->and($manifest)->not->toHaveKey('replace')
        ->and($manifest['require'])->toEqual(json_decode(file_get_contents(base_path('composer.json')), true)['require'])
        ->and($manifest['repositories'])->toHaveCount(1);
    $packages = $manifest['repositories'][0]['package'];
    expect(array_column($packages, 'version'))->toBe(['8.1.2', '7.4.9', '6.4.1'])
        ->and($packages[1]['dist']['url'])->toBe('https://registry.invalid/dists/symfony/symfony/v7.4.9.zip')
        ->and($packages[1]['require'])->toBe(['php' => '>=8.2', 'psr/clock' => '^1.0'])
        ->and($packages[1]['autoload']['psr-4'])->toBe(['Symfony\\Component\\Clock\\' => 'src/Symfony/Component/Clock/'])
        ->and($packages[1]['autoload']['exclude-from-classmap'])->toBe(['src/']);
});

it('replaces only the optional packages the registry lacks', function () {
    $out = sys_get_temp_dir().'/composer-file-'.bin2hex(random_bytes(4)).'.json';
    $served = everyPackageServed();
    unset($served['fruitcake/php-cors'], $served['symfony/polyfill-php85']);

    [$status] = composerFileWith($served, $out);
    $manifest = json_decode(file_get_contents($out), true);
    unlink($out);

    expect($status)->toBe(0)
        ->and($manifest['replace'])->toBe(['fruitcake/php-cors' => '*', 'symfony/polyfill-php85' => '*'])
        ->and($manifest)->not->toHaveKey('repositories');
});

it('stops with a message when the registry does not answer', function () {
    $out = sys_get_temp_dir().'/composer-file-'.bin2hex(random_bytes(4)).'.json';

    [$status, , $stderr] = composerFileWith([], $out);

    expect($status)->toBe(1)->and($stderr)->toContain('does not answer')->and(file_exists($out))->toBeFalse();
});

it('runs the CORS middleware exactly when fruitcake/php-cors is installed', function () {
    expect(app(Kernel::class)->hasMiddleware(HandleCors::class))->toBe(class_exists(CorsService::class));
});

it('has the PHP 8.5 array functions Laravel calls, from PHP, the polyfill package or app/Support/polyfills.php', function () {
    expect(array_first(['b' => 2, 'a' => 1]))->toBe(2)
        ->and(array_last(['b' => 2, 'a' => 1]))->toBe(1)
        ->and(array_first([]))->toBeNull()
        ->and(array_last([]))->toBeNull();
});
