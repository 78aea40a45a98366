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
