<?php

use App\Console\Commands\RoutesCommand;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tighten\Ziggy\Output\Types;
use Tighten\Ziggy\Ziggy;

// Ziggy is the front end's one source of URLs (config/ziggy.php, `php artisan shop:routes`): the storefront's route
// list leaves the staff area out, the staff pages import their own list, and both lists' TypeScript route types are
// checked in as the routes are (tsc then refuses a wrong route name or parameter: resources/js/staff/route-types.check.ts).

it('keeps the staff routes out of the storefront\'s route list and gives the staff pages every one of them in both languages', function () {
    $staffNames = collect(array_keys(Route::getRoutes()->getRoutesByName()))->filter(fn (string $name) => preg_match('/^(en\.)?staff\./', $name) === 1);
    $storefront = (new Ziggy)->toArray()['routes'];
    $staff = (new Ziggy('staff'))->toArray()['routes'];

    expect(array_intersect(array_keys($storefront), $staffNames->all()))->toBe([])
        ->and(array_keys($storefront))->toContain('menu.category', 'en.menu.category', 'checkout.place')
        ->and(array_keys($staff))->toEqualCanonicalizing($staffNames->values()->all())
        ->and($staff['staff.orders.edit']['uri'])->toBe('staff/orders/{order}/edit')
        ->and($staff['en.staff.orders.restaurant.update']['uri'])->toBe('en/staff/orders/{order}/restaurant')
        ->and($staff['en.staff.ingredients.stops.destroy']['uri'])->toBe('en/staff/ingredients/{ingredient}/stops/{stop}');
});

it('checks in the route types the front end compiles against, current with the routes', function (string $list) {
    [, $types, $group] = RoutesCommand::FILES[$list];

    expect(file_get_contents(base_path($types)))->toBe((string) new Types(new Ziggy($group)), "$types is stale: run php artisan shop:routes");
})->with(array_keys(RoutesCommand::FILES));

it('sends the staff pages no URL table, in both languages', function (string $prefix) {
    Staff::signIn(StaffRole::Manager);

    $props = Staff::visit("$prefix/staff/board")->assertOk()->json('props');
    expect($props)->not->toHaveKey('urls')->and($props['can']['menu'])->toBeTrue();
})->with(['uk' => [''], 'en' => ['/en']]);

it('ships the staff route list in the staff pages\' JavaScript only, never in what a storefront page loads', function () {
    $manifest = json_decode((string) file_get_contents(public_path('build/manifest.json')), true);
    $closure = function (string $key, array $seen = []) use (&$closure, $manifest): array {
        if (! isset($manifest[$key]) || in_array($key, $seen, true)) {
            return $seen;
        }
        $seen[] = $key;
        foreach ($manifest[$key]['imports'] ?? [] as $import) {
            $seen = $closure($import, $seen);
        }

        return $seen;
    };
    $source = fn (array $keys) => implode("\n", array_map(fn (string $key) => (string) file_get_contents(public_path('build/'.$manifest[$key]['file'])), $keys));

    $storefront = $source(array_unique([...$closure('resources/js/app.tsx'), ...$closure('resources/js/pages/home.tsx'), ...$closure('resources/js/layouts/default-layout.tsx')]));
    $staff = $source(array_unique([...$closure('resources/js/pages/staff/board.tsx'), ...$closure('resources/js/layouts/staff-layout.tsx')]));

    expect($storefront)->toContain('"en.menu.category"')->not->toContain('staff.orders.show')
        ->and($staff)->toContain('"staff.orders.show"', '"en.staff.orders.show"');
})->skip(fn () => ! is_file(public_path('build/manifest.json')), 'needs a built front end');

it('keeps the staff routes out of a storefront page\'s HTML', function () {
    $this->get('/en/menu')->assertOk()->assertDontSee('staff.orders', false)->assertDontSee('/staff/orders', false);
});
