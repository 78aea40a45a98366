<?php

namespace App\Http\Controllers\Staff\Shop;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Shop\ShopSettingsRequest;
use App\Http\Requests\Staff\Shop\SlotSettingsRequest;
use App\Http\Requests\Staff\Shop\SocialsRequest;
use App\Http\Requests\Staff\Shop\TypesRequest;
use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\ShopSetting;
use App\Models\Social;
use App\Shop\Ordering\SlotSettings;
use App\Staff\Shop\ShopEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * The shop page for managers: the lists of restaurants and regions (their editors: RestaurantController,
 * RegionController), and the shop's single settings, each saved by its own Inertia form (PUT, back with a toast):
 * payment and order types, phone and admin email, social links, the checkout's slot step, lead time and capacity.
 */
class ShopController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private ShopEditor $editor) {}

    public function index(SlotSettings $slots): InertiaResponse
    {
        $locale = app()->getLocale();
        $settings = (array) ShopSetting::valueOf('settings', []);
        $type = fn (PaymentTypeOption|OrderTypeOption $t) => ['code' => $t->code, 'name' => $t->translate('name', $locale), 'active' => (bool) $t->active];

        return Inertia::render('staff/shop/index', [
            'restaurants' => Restaurant::query()->ordered()->get()->map(fn (Restaurant $r) => [
                'id' => $r->id, 'name' => $r->translate('name', $locale), 'address' => $r->translate('address', $locale), 'phone' => $r->phone,
                'pickup' => (bool) $r->pickup, 'url' => StaffRoutes::url('shop.restaurants.edit', ['restaurant' => $r->id]),
            ])->all(),
            'regions' => Region::query()->ordered()->with('restaurant')->get()->map(fn (Region $r) => [
                'id' => $r->id, 'name' => $r->translate('name', $locale), 'delivery_fee' => $r->delivery_fee, 'min_order' => $r->min_order,
                'free_from' => $r->free_from, 'active' => (bool) $r->active, 'restaurant' => $r->restaurant?->translate('name', $locale),
                'url' => StaffRoutes::url('shop.regions.edit', ['region' => $r->id]),
            ])->all(),
            'settings' => ['phone' => (string) ($settings['phone'] ?? ''), 'email_admin' => (string) ($settings['email_admin'] ?? '')],
            'socials' => Social::query()->ordered()->get()->map(fn (Social $s) => ['key' => $s->key, 'name' => $s->name, 'url' => $s->url])->all(),
            'paymentTypes' => PaymentTypeOption::query()->ordered()->get()->map($type)->all(),
            'orderTypes' => OrderTypeOption::query()->ordered()->get()->map($type)->all(),
            'slots' => $slots->editable(),
            'slotBounds' => ['steps' => SlotSettings::STEPS, 'lead' => SlotSettings::LEAD, 'capacity' => SlotSettings::CAPACITY],
        ]);
    }

    public function updateTypes(TypesRequest $request): RedirectResponse
    {
        [$payment, $order] = $request->values();
        $this->editor->saveTypes($payment, $order);

        return $this->savedBack();
    }

    public function updateSettings(ShopSettingsRequest $request): RedirectResponse
    {
        $this->editor->saveSettings($request->values());

        return $this->savedBack();
    }

    public function updateSlots(SlotSettingsRequest $request): RedirectResponse
    {
        $this->editor->saveSlotSettings($request->values());

        return $this->savedBack();
    }

    public function updateSocials(SocialsRequest $request): RedirectResponse
    {
        $this->editor->saveSocials($request->values());

        return $this->savedBack();
    }
}
