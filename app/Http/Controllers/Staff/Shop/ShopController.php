<?php

namespace App\Http\Controllers\Staff\Shop;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\Shop\RegionRequest;
use App\Http\Requests\Staff\Shop\RestaurantRequest;
use App\Http\Requests\Staff\Shop\ShopSettingsRequest;
use App\Http\Requests\Staff\Shop\SlotSettingsRequest;
use App\Http\Requests\Staff\Shop\SocialsRequest;
use App\Http\Requests\Staff\Shop\TypesRequest;
use App\Models\OrderType;
use App\Models\PaymentType;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\ShopSetting;
use App\Models\Social;
use App\Rules\Hryvnias;
use App\Shop\Ordering\SlotSettings;
use App\Staff\Shop\ShopEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\JsonResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * Restaurants (weekly hours, pickup), delivery regions (money in hryvnias), payment and order types, shop settings and
 * social links, the checkout's slot step, lead time and capacity for managers: lists, forms, JSON saves.
 */
class ShopController extends Controller
{
    public function __construct(private ShopEditor $editor) {}

    public function index(SlotSettings $slots): InertiaResponse
    {
        $locale = app()->getLocale();
        $settings = (array) ShopSetting::valueOf('settings', []);
        $type = fn (PaymentType|OrderType $t) => ['code' => $t->code, 'name' => $t->translate('name', $locale), 'active' => (bool) $t->active];

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
            'paymentTypes' => PaymentType::query()->ordered()->get()->map($type)->all(),
            'orderTypes' => OrderType::query()->ordered()->get()->map($type)->all(),
            'slots' => $slots->editable(),
            'slotBounds' => ['steps' => SlotSettings::STEPS, 'lead' => SlotSettings::LEAD, 'capacity' => SlotSettings::CAPACITY],
            'links' => self::links(),
        ]);
    }

    public function createRestaurant(): InertiaResponse
    {
        return Inertia::render('staff/shop/restaurant', ['restaurant' => null, 'links' => self::links()]);
    }

    public function editRestaurant(Restaurant $restaurant): InertiaResponse
    {
        return Inertia::render('staff/shop/restaurant', ['restaurant' => $this->restaurant($restaurant), 'links' => self::links()]);
    }

    public function storeRestaurant(RestaurantRequest $request): JsonResponse
    {
        $restaurant = $this->editor->saveRestaurant(null, $request->values());

        return response()->json(['redirect' => StaffRoutes::url('shop.restaurants.edit', ['restaurant' => $restaurant->id]), 'restaurant' => $this->restaurant($restaurant)], 201);
    }

    public function updateRestaurant(RestaurantRequest $request, Restaurant $restaurant): JsonResponse
    {
        $restaurant = $this->editor->saveRestaurant($restaurant, $request->values());

        return response()->json(['redirect' => null, 'restaurant' => $this->restaurant($restaurant)]);
    }

    public function createRegion(): InertiaResponse
    {
        return Inertia::render('staff/shop/region', ['region' => null, 'restaurants' => $this->restaurantChoices(), 'links' => self::links()]);
    }

    public function editRegion(Region $region): InertiaResponse
    {
        return Inertia::render('staff/shop/region', ['region' => $this->region($region), 'restaurants' => $this->restaurantChoices(), 'links' => self::links()]);
    }

    public function storeRegion(RegionRequest $request): JsonResponse
    {
        $region = $this->editor->saveRegion(null, $request->values());

        return response()->json(['redirect' => StaffRoutes::url('shop.regions.edit', ['region' => $region->id]), 'region' => $this->region($region)], 201);
    }

    public function updateRegion(RegionRequest $request, Region $region): JsonResponse
    {
        $region = $this->editor->saveRegion($region, $request->values());

        return response()->json(['redirect' => null, 'region' => $this->region($region)]);
    }

    public function updateTypes(TypesRequest $request): JsonResponse
    {
        [$payment, $order] = $request->values();
        $this->editor->saveTypes($payment, $order);

        return response()->json(['redirect' => null]);
    }

    public function updateSettings(ShopSettingsRequest $request): JsonResponse
    {
        $this->editor->saveSettings($request->values());

        return response()->json(['redirect' => null]);
    }

    public function updateSlots(SlotSettingsRequest $request): JsonResponse
    {
        $this->editor->saveSlotSettings($request->values());

        return response()->json(['redirect' => null]);
    }

    public function updateSocials(SocialsRequest $request): JsonResponse
    {
        $this->editor->saveSocials($request->values());

        return response()->json(['redirect' => null]);
    }

    /** @return array<string, mixed> */
    private function restaurant(Restaurant $r): array
    {
        $both = fn (?array $v) => ['uk' => (string) ($v['uk'] ?? ''), 'en' => (string) ($v['en'] ?? '')];
        $hours = [];
        foreach (ShopEditor::hours($r->hours) as $day => $h) {
            $hours[$day] = ['closed' => $h === null, 'open' => $h[0] ?? '', 'close' => $h[1] ?? ''];
        }

        return [
            'id' => $r->id, 'name' => $both($r->name), 'address' => $both($r->address), 'slug' => $r->slug, 'phone' => $r->phone,
            'lat' => (string) $r->lat, 'lng' => (string) $r->lng, 'pickup' => (bool) $r->pickup, 'prep_minutes' => (int) $r->prep_minutes, 'hours' => $hours,
        ];
    }

    /** @return array<string, mixed> */
    private function region(Region $r): array
    {
        return [
            'id' => $r->id, 'name' => ['uk' => (string) ($r->name['uk'] ?? ''), 'en' => (string) ($r->name['en'] ?? '')], 'slug' => $r->slug,
            'min_order' => Hryvnias::format($r->min_order), 'delivery_fee' => Hryvnias::format($r->delivery_fee), 'free_from' => Hryvnias::format($r->free_from),
            'eta_minutes' => $r->eta_minutes, 'restaurant_id' => $r->restaurant_id, 'active' => (bool) $r->active,
        ];
    }

    /** @return list<array{id: int, name: ?string}> */
    private function restaurantChoices(): array
    {
        $locale = app()->getLocale();

        return Restaurant::query()->ordered()->get()->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => $r->translate('name', $locale)])->values()->all();
    }

    /** @return array<string, string> */
    private static function links(): array
    {
        return [
            'shop' => StaffRoutes::url('shop'),
            'restaurantNew' => StaffRoutes::url('shop.restaurants.create'), 'restaurantStore' => StaffRoutes::url('shop.restaurants.store'),
            'restaurantUpdate' => StaffRoutes::url('shop.restaurants.update', ['restaurant' => '__ID__']),
            'regionNew' => StaffRoutes::url('shop.regions.create'), 'regionStore' => StaffRoutes::url('shop.regions.store'),
            'regionUpdate' => StaffRoutes::url('shop.regions.update', ['region' => '__ID__']),
            'types' => StaffRoutes::url('shop.types'), 'settings' => StaffRoutes::url('shop.settings'), 'socials' => StaffRoutes::url('shop.socials'),
            'slots' => StaffRoutes::url('shop.slots'),
        ];
    }
}
