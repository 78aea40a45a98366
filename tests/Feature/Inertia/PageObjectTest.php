<?php

use App\Inertia\Inertia;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;
use Tests\Feature\Inertia\Support\TestInertiaMiddleware;

require_once __DIR__.'/Support/InertiaTestKit.php';

// The page object: first visits get the root view, Inertia visits get JSON; props, shared props, url and version.

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/page', fn () => Inertia::render('delivery', ['title' => 'Доставка', 'count' => 3]));
        Route::get('/shared', fn () => Inertia::render('delivery', ['brand' => 'page']));
        Route::get('/values', fn () => Inertia::render('delivery', [
            'lazy' => fn () => 'from a closure',
            'request' => fn (Request $request) => $request->query('q'),
            'list' => new Collection([1, 2]),
            'resource' => new JsonResource(['id' => 7]),
            'nested' => ['deep' => fn () => 'resolved'],
        ]));
        Route::get('/arrayable', fn () => Inertia::render('delivery', new Collection(['a' => 1])));
        Route::get('/empty', fn () => Inertia::render('delivery'));
        Route::get('/macro', fn (Request $request) => response()->json(['inertia' => $request->inertia()]));
        Route::inertia('/route-page', 'contacts', ['from' => 'route']);
    });
});

it('answers a first visit with the root view holding the page object in a JSON script element', function () {
    $response = $this->get('/_inertia/page')->assertOk()->assertHeader('Vary', 'X-Inertia');

    expect(Kit::pageOfHtml($response))->toMatchArray([
        'component' => 'delivery',
        'props' => ['errors' => [], 'title' => 'Доставка', 'count' => 3],
        'url' => '/_inertia/page',
        'version' => TestInertiaMiddleware::VERSION,
        'clearHistory' => false,
        'encryptHistory' => false,
    ]);
    $response->assertSee('<div id="app"></div>', false);
});

it('answers an Inertia visit with the page object as JSON and X-Inertia: true', function () {
    $this->get('/_inertia/page', Kit::visit())
        ->assertOk()
        ->assertHeader('X-Inertia', 'true')
        ->assertHeader('Vary', 'X-Inertia')
        ->assertExactJson([
            'component' => 'delivery',
            'props' => ['errors' => [], 'title' => 'Доставка', 'count' => 3],
            'url' => '/_inertia/page',
            'version' => TestInertiaMiddleware::VERSION,
            'clearHistory' => false,
            'encryptHistory' => false,
        ]);
});

it('writes Cyrillic text of an Inertia visit as UTF-8, not as \\u escapes', function () {
    $body = $this->get('/_inertia/page', Kit::visit())->getContent();

    expect($body)->toContain('"title":"Доставка"')->not->toContain('\u0414');
});

it('keeps "<" of a prop from closing the script element of a first visit', function () {
    Kit::routes(fn () => Route::get('/script', fn () => Inertia::render('delivery', ['html' => '</script><script>alert(1)</script>'])));

    $response = $this->get('/_inertia/script')->assertOk();

    expect($response->getContent())->not->toContain('</script><script>alert(1)')
        ->and(Kit::pageOfHtml($response)['props']['html'])->toBe('</script><script>alert(1)</script>');
});

it('merges shared props under the page props, the page winning a clash', function () {
    TestInertiaMiddleware::$shared = ['brand' => 'shared', 'app' => 'Sunrise'];

    $this->get('/_inertia/shared', Kit::visit())
        ->assertJsonPath('props.brand', 'page')
        ->assertJsonPath('props.app', 'Sunrise');
});

it('nests a shared prop with a dotted key', function () {
    TestInertiaMiddleware::$shared = ['auth.user' => fn () => ['name' => 'Олена'], 'auth.guest' => false];

    $this->get('/_inertia/empty', Kit::visit())
        ->assertJsonPath('props.auth', ['user' => ['name' => 'Олена'], 'guest' => false]);
});

it('resolves closures (with the request injected), collections, JSON resources and nested closures', function () {
    $this->get('/_inertia/values?q=sushi', Kit::visit())
        ->assertJsonPath('props.lazy', 'from a closure')
        ->assertJsonPath('props.request', 'sushi')
        ->assertJsonPath('props.list', [1, 2])
        ->assertJsonPath('props.resource', ['id' => 7])
        ->assertJsonPath('props.nested.deep', 'resolved');
});

it('takes Arrayable props', function () {
    $this->get('/_inertia/arrayable', Kit::visit())->assertJsonPath('props.a', 1);
});

it('puts the path and query as requested in the page url', function () {
    $this->get('/_inertia/page?b=2&a=1', Kit::visit())->assertJsonPath('url', '/_inertia/page?b=2&a=1');
});

it('makes the page url with the resolver given to resolveUrlUsing', function () {
    Kit::routes(fn () => Route::get('/resolved', function () {
        Inertia::resolveUrlUsing(fn (Request $request) => '/custom'.$request->getPathInfo());

        return Inertia::render('delivery');
    }));

    $this->get('/_inertia/resolved', Kit::visit())->assertJsonPath('url', '/custom/_inertia/resolved');
});

it('renders a page without a controller through Route::inertia', function () {
    $this->get('/_inertia/route-page', Kit::visit())
        ->assertJsonPath('component', 'contacts')
        ->assertJsonPath('props.from', 'route');
});

it('tells Inertia requests apart with $request->inertia()', function () {
    $this->get('/_inertia/macro', ['X-Inertia' => 'true', 'X-Inertia-Version' => TestInertiaMiddleware::VERSION])->assertJson(['inertia' => true]);
    $this->get('/_inertia/macro')->assertJson(['inertia' => false]);
});
