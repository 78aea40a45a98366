<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Menu\MenuPhotoRequest;
use App\Http\Requests\Staff\Menu\PromotionRequest;
use App\Models\Promotion;
use App\Staff\Menu\PromoEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Promotions (a resource: index with the promo codes, create, store, edit, update) and a promotion's photo. */
class PromotionController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private PromoPages $pages, private PromoEditor $editor) {}

    public function index(): InertiaResponse
    {
        return Inertia::render('staff/menu/promotions', $this->pages->index(app()->getLocale()));
    }

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/menu/promotion', $this->pages->promotion(null));
    }

    public function store(PromotionRequest $request): RedirectResponse
    {
        $promotion = $this->editor->savePromotion(null, $request->values());

        return $this->savedTo(StaffRoutes::url('menu.promotions.edit', ['promotion' => $promotion->id]), 'created');
    }

    public function edit(Promotion $promotion): InertiaResponse
    {
        return Inertia::render('staff/menu/promotion', $this->pages->promotion($promotion));
    }

    public function update(PromotionRequest $request, Promotion $promotion): RedirectResponse
    {
        $this->editor->savePromotion($promotion, $request->values());

        return $this->savedBack();
    }

    public function updatePhoto(MenuPhotoRequest $request, Promotion $promotion): RedirectResponse
    {
        $this->editor->setPhoto($promotion, $request->file('photo'));

        return $this->savedBack('photo');
    }
}
