<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\IngredientStopRequest;
use App\Models\Ingredient;
use App\Models\IngredientStop;
use App\Staff\Actor;
use App\Staff\Floor\IngredientStops;
use App\Staff\Kitchens\RestaurantScope;
use Carbon\CarbonImmutable;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * The ingredient stop-list (every role, like the dish stop-list): mark an ingredient out (POST, a stop of that
 * ingredient) and put it back (DELETE the stop), as Inertia form visits that come back with a toast.
 */
class IngredientStopController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private IngredientStops $stops, private Actor $actor) {}

    public function index(): InertiaResponse
    {
        return Inertia::render('staff/ingredients', $this->stops->page($this->actor->member ?? abort(403), app()->getLocale(), CarbonImmutable::now()) + [
        ]);
    }

    public function store(IngredientStopRequest $request, Ingredient $ingredient): RedirectResponse
    {
        $this->stops->stop($ingredient, $request->restaurant(), (string) $request->validated('until'), $request->time(), CarbonImmutable::now());

        return $this->savedBack('stopped', ['name' => (string) $ingredient->translate('name', app()->getLocale())]);
    }

    public function destroy(Ingredient $ingredient, IngredientStop $stop, RestaurantScope $scope): RedirectResponse
    {
        abort_unless($stop->ingredient_id === $ingredient->id, 404);
        // A kitchen puts back only what is out at its own restaurants (not a stop everywhere).
        $member = $this->actor->member ?? abort(403);
        abort_unless($scope->ids($member) === null || ($stop->restaurant_id !== null && $scope->allows($member, $stop->restaurant_id)), 403);
        $this->stops->resume($ingredient, $stop->restaurant_id);

        return $this->savedBack('resumed', ['name' => (string) $ingredient->translate('name', app()->getLocale())]);
    }
}
