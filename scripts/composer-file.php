<?php

// Prints the Composer file that scripts/install.sh installs from: composer.json itself when the configured Composer
// registry serves every package the shop needs; otherwise .install/composer.json (git-ignored; --out=PATH writes
// elsewhere), which is composer.json plus a substitute for each package below that this registry lacks, built from
// Composer's own answers (`composer show --available`; INSTALL_COMPOSER_BIN names another composer command):
//  - a Symfony component that is not published alone is taken from the registry's symfony/symfony distribution;
//  - a package the shop runs without is "replace"d (the app checks at run time whether it is there).

chdir(dirname(__DIR__));

/** Symfony components the shop needs (Carbon needs symfony/clock), as they are laid out in symfony/symfony. */
const FROM_SYMFONY_MONOREPO = [
    'symfony/clock' => [
        'namespace' => 'Symfony\\Component\\Clock\\',
        'requires' => ['php', 'psr/clock'],
        'provide' => ['psr/clock-implementation' => '1.0'],
        'files' => ['src/Symfony/Component/Clock/Resources/now.php'],
    ],
];

/** Packages the shop runs without: the CORS middleware (bootstrap/app.php), CommonMark's config (Str::markdown is not used), the PHP 8.5 functions (app/Support/polyfills.php), and intervention/image's GIF codec (menu photos are JPEG, PNG or WebP: a GIF is refused before it is decoded). */
const OPTIONAL = ['fruitcake/php-cors', 'league/config', 'symfony/polyfill-php85', 'intervention/gif'];

/** Composer's answer to `show --available <package> [<version>]`, or null when the registry does not serve it. */
function available(string $package, string $version = ''): ?array
{
    $command = sprintf(
        '%s show --available --no-plugins --no-scripts --no-interaction --format=json %s %s 2>/dev/null',
        getenv('INSTALL_COMPOSER_BIN') ?: 'composer',
        escapeshellarg($package),
        $version === '' ? '' : escapeshellarg($version),
    );
    exec($command, $output, $status);
    $answer = json_decode(implode("\n", $output), true);

    return $status === 0 && is_array($answer) ? $answer : null;
}

function fail(string $message): never
{
    fwrite(STDERR, "composer-file: {$message}\n");
    exit(1);
}

/**
 * The component as a package for each major version of symfony/symfony served (its newest release), each requiring
 * what that release requires of PHP: Composer picks the one that fits.
 *
 * @return list<array<string, mixed>>
 */
function fromMonorepo(string $name, array $spec): array
{
    $monorepo = available('symfony/symfony') ?? fail("{$name} is not served, and neither is symfony/symfony to take it from.");
    $newestPerMajor = [];
    foreach ($monorepo['versions'] ?? [] as $version) {
        if (preg_match('/^v?(\d+)\.\d+\.\d+$/', $version, $m) && ! isset($newestPerMajor[$m[1]])) {
            $newestPerMajor[$m[1]] = $version;
        }
    }
    $packages = [];
    foreach ($newestPerMajor as $version) {
        $release = available('symfony/symfony', $version);
        if ($release === null || ! isset($release['replaces'][$name], $release['dist']['url'])) {
            continue;
        }
        $packages[] = array_filter([
            'name' => $name,
            'version' => ltrim($version, 'v'),
            'description' => "{$name} from the symfony/symfony {$version} distribution (the registry serves no {$name})",
            'dist' => array_filter(['type' => $release['dist']['type'] ?? 'zip', 'url' => $release['dist']['url'], 'shasum' => $release['dist']['shasum'] ?? null]),
            'require' => array_intersect_key($release['requires'] ?? [], array_flip($spec['requires'])),
            'provide' => $spec['provide'],
            'autoload' => array_filter([
                'psr-4' => [$spec['namespace'] => 'src/'.str_replace('\\', '/', $spec['namespace'])],
                'files' => $spec['files'],
                // Only the component's directory is mapped, never the rest of the framework.
                'exclude-from-classmap' => ['src/'],
            ]),
        ]);
    }

    return $packages !== [] ? $packages : fail("{$name} is not served, and no symfony/symfony release served contains it.");
}

$target = '.install/composer.json';
foreach (array_slice($argv, 1) as $argument) {
    if (str_starts_with($argument, '--out=')) {
        $target = substr($argument, strlen('--out='));
    }
}

$manifest = json_decode((string) file_get_contents('composer.json'), true, flags: JSON_THROW_ON_ERROR);

if (available('laravel/framework') === null) {
    fail('the configured Composer registry does not answer (no laravel/framework); check the network and `composer config --list`.');
}

$packages = [];
foreach (FROM_SYMFONY_MONOREPO as $name => $spec) {
    if (available($name) === null) {
        array_push($packages, ...fromMonorepo($name, $spec));
    }
}
$replace = [];
foreach (OPTIONAL as $name) {
    if (available($name) === null) {
        $replace[$name] = '*';
    }
}

if ($packages === [] && $replace === []) {
    echo "composer.json\n";
    exit(0);
}

if ($replace !== []) {
    $manifest['replace'] = ($manifest['replace'] ?? []) + $replace;
}
if ($packages !== []) {
    // One repository with every version: Composer takes a package name from the first repository that has it.
    $manifest['repositories'] = [['type' => 'package', 'package' => $packages], ...($manifest['repositories'] ?? [])];
}

$json = json_encode($manifest, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE)."\n";
is_dir(dirname($target)) || mkdir(dirname($target), 0777, true);
if (! is_file($target) || file_get_contents($target) !== $json) {
    file_put_contents($target, $json);
}
fwrite(STDERR, 'composer-file: substitutes for what the registry lacks: '.implode(', ', array_unique([...array_column($packages, 'name'), ...array_keys($replace)]))."\n");
echo $target, "\n";
