<?php

// A server-rendered page needs its JavaScript only to hydrate: the entry script loads at low priority and the page
// preloads no JavaScript chunk, so the stylesheet and the first image come first.

beforeEach(fn () => seedShop());

it('loads a page\'s entry script at low priority and preloads its stylesheet but no script', function (string $path) {
    $html = $this->get($path)->assertOk()->getContent();

    expect($html)->toMatch('/<script type="module" src="[^"]+\/build\/assets\/app-[^"]+\.js" fetchpriority="low"><\/script>/')
        ->and($html)->toMatch('/<link rel="preload" as="style" href="[^"]+\.css"/')
        ->and($html)->not->toContain('rel="modulepreload"');
})->with(['/', '/en/menu/rolls', '/product/philadelphia-classic', '/en/checkout']);

it('serves the page\'s Vite tags from the cache exactly as Laravel\'s Vite writes them, with each response\'s nonce', function () {
    $entries = ['resources/js/app.tsx', 'resources/js/pages/home.tsx'];
    $laravel = new Illuminate\Foundation\Vite;
    $laravel->useScriptTagAttributes(['fetchpriority' => 'low']);
    $laravel->usePreloadTagAttributes(fn (?string $src, string $url) => str_ends_with($url, '.js') ? false : []);
    $vite = app(Illuminate\Foundation\Vite::class);
    expect($vite)->toBeInstanceOf(App\Support\CachedVite::class);

    expect($vite($entries)->toHtml())->toBe($laravel($entries)->toHtml())
        ->and($vite($entries)->toHtml())->toBe($laravel($entries)->toHtml());

    // A page with a CSP nonce: the cached tags carry that response's nonce, never another's.
    $vite->useCspNonce('first-nonce');
    $laravel->useCspNonce('first-nonce');
    expect($vite($entries)->toHtml())->toBe($laravel($entries)->toHtml())->toContain('nonce="first-nonce"');
    $vite->useCspNonce('second-nonce');
    $laravel->useCspNonce('second-nonce');
    expect($vite($entries)->toHtml())->toBe($laravel($entries)->toHtml())->not->toContain('first-nonce');
});

it('works the tags out again for a new build', function () {
    $dir = 'vite-test-build-'.getmypid();
    File::ensureDirectoryExists(public_path($dir));
    try {
        $write = fn (string $file) => File::put(public_path("$dir/manifest.json"), json_encode(['resources/js/x.tsx' => ['file' => "assets/$file", 'src' => 'resources/js/x.tsx', 'isEntry' => true]]));
        $vite = app(Illuminate\Foundation\Vite::class);
        $write('x-one.js');
        expect($vite(['resources/js/x.tsx'], $dir)->toHtml())->toContain('assets/x-one.js');

        $write('x-second-build.js');
        touch(public_path("$dir/manifest.json"), time() + 5);
        clearstatcache();
        // Laravel's Vite keeps a manifest per process once read; a new worker reads the new one.
        (fn () => static::$manifests = [])->call($vite);
        expect($vite(['resources/js/x.tsx'], $dir)->toHtml())->toContain('assets/x-second-build.js');
    } finally {
        File::deleteDirectory(public_path($dir));
    }
});

it('writes the tags itself while the cache store is down', function () {
    $entries = ['resources/js/app.tsx', 'resources/js/pages/home.tsx'];
    $expected = app(Illuminate\Foundation\Vite::class)($entries)->toHtml();
    Cache::shouldReceive('get')->andThrow(new RuntimeException('Connection refused'));

    expect(app(Illuminate\Foundation\Vite::class)($entries)->toHtml())->toBe($expected);
});

it('gives each host the tags of its own name from one cache', function () {
    // A shop reached as shop.test, www.shop.test and an internal name: the first host seen must not own the links.
    $first = $this->get('http://shop.test/')->assertOk()->getContent();
    $second = $this->get('http://www.shop.test/')->assertOk()->getContent();
    $internal = $this->get('http://10.0.0.7:8080/en')->assertOk()->getContent();

    $assets = function (string $html): array {
        preg_match_all('/(?:src|href)="([^"]+\/build\/assets\/[^"]+)"/', $html, $m);

        return $m[1];
    };
    expect($assets($first))->not->toBeEmpty()->each->toStartWith('http://shop.test/build/assets/')
        ->and($assets($second))->not->toBeEmpty()->each->toStartWith('http://www.shop.test/build/assets/')
        ->and($assets($internal))->not->toBeEmpty()->each->toStartWith('http://10.0.0.7:8080/build/assets/');

    // The same files under each name, and each name's set from the cache on a second visit.
    expect(str_replace('http://www.shop.test/', 'http://shop.test/', implode(' ', $assets($second))))->toBe(implode(' ', $assets($first)))
        ->and($assets($this->get('http://www.shop.test/')->getContent()))->toBe($assets($second))
        ->and($assets($this->get('http://shop.test/')->getContent()))->toBe($assets($first));
});

it('links every host to ASSET_URL when one is set', function () {
    config(['app.asset_url' => 'https://cdn.shop.test']);
    app('url')->useAssetOrigin('https://cdn.shop.test');

    foreach (['http://shop.test/', 'http://www.shop.test/'] as $url) {
        preg_match_all('/(?:src|href)="([^"]+\/build\/assets\/[^"]+)"/', $this->get($url)->assertOk()->getContent(), $m);
        expect($m[1])->not->toBeEmpty()->each->toStartWith('https://cdn.shop.test/build/assets/');
    }
});
