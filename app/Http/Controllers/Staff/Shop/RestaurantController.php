<?php

namespace App\Http\Controllers\Staff\Shop;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Shop\RestaurantRequest;
use App\Models\Restaurant;
use App\Staff\Shop\ShopEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Restaurants: names, address, phone, map point, pickup and weekly hours (a resource: create, store, edit, update). */
class RestaurantController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private ShopPages $pages, private ShopEditor $editor) {}

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/shop/restaurant', $this->pages->restaurantPage(null));
    }

    public function store(RestaurantRequest $request): RedirectResponse
    {
        $restaurant = $this->editor->saveRestaurant(null, $request->values());

        return $this->savedTo(StaffRoutes::url('shop.restaurants.edit', ['restaurant' => $restaurant->id]), 'created');
    }

    public function edit(Restaurant $restaurant): InertiaResponse
    {
        return Inertia::render('staff/shop/restaurant', $this->pages->restaurantPage($restaurant));
    }

    public function update(RestaurantRequest $request, Restaurant $restaurant): RedirectResponse
    {
        $this->editor->saveRestaurant($restaurant, $request->values());

        return $this->savedBack();
    }
}
