<?php

use App\Inertia\Inertia;
use App\ShopApi\Data\DictionaryItem;
use App\ShopApi\Data\Settings;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Props that are Arrayable objects (the ShopApi's records) are sent as their toArray(): alone, in lists, nested,
// and from the closures of once, deferred and optional props; only what the record's toArray() names is sent.

beforeEach(function () {
    $item = fn (int $id) => new DictionaryItem($id, 'code-'.$id, 'Name '.$id, $id === 2);
    Kit::routes(function () use ($item) {
        Route::get('/records', fn () => Inertia::render('delivery', [
            'one' => $item(1),
            'list' => [$item(1), $item(2)],
            'nested' => ['inner' => ['record' => $item(3)]],
            'lazy' => fn () => [$item(4)],
            'once' => Inertia::once(fn () => [$item(5)]),
            'deferred' => Inertia::defer(fn () => $item(6)),
            'optional' => Inertia::optional(fn () => [$item(7)]),
        ]));
        Route::get('/settings', fn () => Inertia::render('delivery', ['settings' => new Settings('+380441234567', 'shop@example.com')]));
    });
});

it('sends an Arrayable record, a list of them and nested ones as their arrays', function () {
    $this->get('/_inertia/records', Kit::visit())->assertOk()
        ->assertJsonPath('props.one', ['id' => 1, 'code' => 'code-1', 'name' => 'Name 1', 'online' => false])
        ->assertJsonPath('props.list.1', ['id' => 2, 'code' => 'code-2', 'name' => 'Name 2', 'online' => true])
        ->assertJsonPath('props.nested.inner.record.code', 'code-3')
        ->assertJsonPath('props.lazy.0.code', 'code-4')
        ->assertJsonPath('props.once.0.code', 'code-5')
        ->assertJsonMissingPath('props.deferred');
});

it('sends Arrayable records answered by deferred and optional props on the reload that asks for them', function () {
    $this->get('/_inertia/records', Kit::visit() + ['X-Inertia-Partial-Component' => 'delivery', 'X-Inertia-Partial-Data' => 'deferred,optional'])->assertOk()
        ->assertJsonPath('props.deferred', ['id' => 6, 'code' => 'code-6', 'name' => 'Name 6', 'online' => false])
        ->assertJsonPath('props.optional.0.code', 'code-7');
});

it('puts Arrayable records into the first visit\'s HTML page object as arrays', function () {
    expect(Kit::pageOfHtml($this->get('/_inertia/settings'))['props']['settings'])->toBe(['phone' => '+380441234567', 'email_admin' => 'shop@example.com']);
});

it('encodes the records of the port as their arrays in JSON answers too', function () {
    expect(json_encode(['data' => [new DictionaryItem(1, 'cash', 'Cash')]]))->toBe('{"data":[{"id":1,"code":"cash","name":"Cash","online":false}]}');
});
