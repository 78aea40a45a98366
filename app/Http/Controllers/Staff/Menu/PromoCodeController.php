<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Menu\PromoCodeRequest;
use App\Models\PromoCode;
use App\Staff\Menu\PromoEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Promo codes (a resource: create, store, edit, update; listed on the promotions page). */
class PromoCodeController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private PromoPages $pages, private PromoEditor $editor) {}

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/menu/promo-code', $this->pages->code(null));
    }

    public function store(PromoCodeRequest $request): RedirectResponse
    {
        $code = $this->editor->savePromoCode(null, $request->values());

        return $this->savedTo(StaffRoutes::url('menu.codes.edit', ['code' => $code->id]), 'created');
    }

    public function edit(PromoCode $code): InertiaResponse
    {
        return Inertia::render('staff/menu/promo-code', $this->pages->code($code));
    }

    public function update(PromoCodeRequest $request, PromoCode $code): RedirectResponse
    {
        $this->editor->savePromoCode($code, $request->values());

        return $this->savedBack();
    }
}
