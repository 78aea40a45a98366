<?php

namespace Tests\Feature\Staff\Shop;

use App\Models\Region;
use App\Models\Restaurant;
use App\Models\Social;
use App\Shop\Ordering\PaymentType;
use App\Staff\Shop\ShopEditor;
use Illuminate\Support\Facades\Cache;
use Illuminate\Testing\TestResponse;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

/** Restaurant, region and settings forms as the staff pages send them, and the storefront cache's keys. */
final class ShopFixtures
{
    /**
     * A shop form's save as its page sends it (an Inertia form visit): a new restaurant or region is POSTed to its
     * resource from its create page, an existing one PUT from its edit page, a setting PUT from the shop page.
     */
    public static function post(string $url, array $body): TestResponse
    {
        if (preg_match('#/(restaurants|regions)$#', $url) === 1) {
            return Staff::send('POST', $url, $body, $url.'/create');
        }
        $record = preg_match('#/(restaurants|regions)/\d+$#', $url) === 1;

        return Staff::send('PUT', $url, $body, $record ? $url.'/edit' : preg_replace('#/[a-z]+$#', '', $url));
    }

    /** The first message of a field whose name may have dots ("hours.1.close") in the errors bag of the last save. */
    public static function error(TestResponse $response, string $field): ?string
    {
        return Staff::error($field);
    }

    /** The storefront cache's key of an answer, as CachedShopApi builds it. */
    public static function cacheKey(string $locale, string $name): string
    {
        return 'shopapi:'.(int) (Cache::get('shopapi:generation') ?? 0).':'.$locale.':'.$name;
    }

    /** The form of a restaurant, as its page shows it. @return array<string, mixed> */
    public static function restaurantForm(Restaurant $restaurant, array $overrides = []): array
    {
        $hours = [];
        foreach (ShopEditor::hours($restaurant->hours) as $day => $h) {
            $hours[$day] = ['closed' => $h === null, 'open' => $h[0] ?? '', 'close' => $h[1] ?? ''];
        }

        return $overrides + [
            'name' => $restaurant->name, 'address' => $restaurant->address, 'slug' => $restaurant->slug, 'phone' => $restaurant->phone,
            'lat' => (string) $restaurant->lat, 'lng' => (string) $restaurant->lng, 'pickup' => (bool) $restaurant->pickup, 'prep_minutes' => $restaurant->prep_minutes, 'hours' => $hours,
        ];
    }

    /** A new restaurant open 10:00–22:00 every day. @return array<string, mixed> */
    public static function newRestaurant(array $overrides = []): array
    {
        return $overrides + [
            'name' => ['uk' => 'Sunrise Оболонь', 'en' => 'Sunrise Obolon'], 'address' => ['uk' => 'просп. Оболонський, 1', 'en' => '1 Obolonskyi Ave'],
            'slug' => 'obolon', 'phone' => '+380441234599', 'lat' => '50.5010', 'lng' => '30.4980', 'pickup' => true, 'prep_minutes' => 20,
            'hours' => array_fill_keys(range(1, 7), ['closed' => false, 'open' => '10:00', 'close' => '22:00']),
        ];
    }

    /** The form of a region, as its page shows it. @return array<string, mixed> */
    public static function regionForm(Region $region, array $overrides = []): array
    {
        $money = fn (?int $k) => $k === null ? null : number_format($k / 100, 2, '.', '');

        return $overrides + [
            'name' => $region->name, 'slug' => $region->slug, 'min_order' => $money($region->min_order), 'delivery_fee' => $money($region->delivery_fee),
            'free_from' => $money($region->free_from), 'eta_minutes' => $region->eta_minutes, 'restaurant_id' => $region->restaurant_id, 'active' => (bool) $region->active,
        ];
    }

    /** @return array<string, mixed> */
    public static function shopTypesForm(array $payment = [], array $order = []): array
    {
        return [
            'payment_types' => $payment + [PaymentType::CardOnline->value => true, 'card-courier' => true, 'cash' => true],
            'order_types' => $order + ['delivery' => true, 'pickup' => true],
        ];
    }

    /** @return array<string, mixed> */
    public static function shopSocialsForm(array $overrides = []): array
    {
        $links = Social::query()->ordered()->get()->mapWithKeys(fn (Social $s) => [$s->key => ['name' => $s->name, 'url' => $s->url]])->all();

        return ['socials' => array_replace_recursive($links, $overrides)];
    }

    /** The times the checkout offers today for pickup at Podil. @return list<string> */
    public static function podilSlotTimes(): array
    {
        $slots = test()->getJson('/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk()->json('data.days.0.slots');

        return array_column($slots, 'time');
    }
}
