<?php

namespace App\Http\Controllers\Staff\Shop;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Shop\RegionRequest;
use App\Models\Region;
use App\Staff\Shop\ShopEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Delivery regions: names, fee, minimum order, free delivery from (hryvnias), time, kitchen (a resource: create, store, edit, update). */
class RegionController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private ShopPages $pages, private ShopEditor $editor) {}

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/shop/region', $this->pages->regionPage(null));
    }

    public function store(RegionRequest $request): RedirectResponse
    {
        $region = $this->editor->saveRegion(null, $request->values());

        return $this->savedTo(StaffRoutes::url('shop.regions.edit', ['region' => $region->id]), 'created');
    }

    public function edit(Region $region): InertiaResponse
    {
        return Inertia::render('staff/shop/region', $this->pages->regionPage($region));
    }

    public function update(RegionRequest $request, Region $region): RedirectResponse
    {
        $this->editor->saveRegion($region, $request->values());

        return $this->savedBack();
    }
}
