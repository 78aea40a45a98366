<?php

use App\Http\Middleware\HandleInertiaRequests;
use App\ShopApi\Exceptions\UpstreamException;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Support\SeededShop;

// Every limit the browser enforces is the shared `limits` prop, read from config/shop.php (App\Support\ClientLimits).

beforeEach(function () {
    seedShop();
    $this->withoutVite();
});

it('sends the limits of the configuration with every page', function (string $path) {
    $this->get($path)->assertOk()->assertInertia(fn (Assert $page) => $page
        ->where('limits.brand', 'Sunrise — суші та вок')
        ->where('limits.brand_name', 'Sunrise')
        ->where('limits.timezone', 'Europe/Kyiv')
        ->where('limits.build', ['check_interval_ms' => 3600000, 'metadata_delay_ms' => 1000, 'reload_guard_ms' => 10000])
        ->where('limits.otp_length', 4)
        ->where('limits.phone_min_digits', 10)
        ->where('limits.phone_max_digits', 15)
        ->where('limits.phone_country_code', '380')
        ->where('limits.phone_national_digits', 10)
        ->where('limits.name_max', 100)
        ->where('limits.min_age', 18)
        ->where('limits.viewed_cap', 8)
        ->where('limits.favorites_merge_max', 100)
        ->where('limits.cart_max_lines', 50)
        ->where('limits.max_quantity', 99)
        ->where('limits.max_persons', 20)
        ->where('limits.bonus_share_percent', 30)
        ->where('limits.text_max', ['street' => 120, 'house' => 20, 'entrance' => 10, 'floor' => 10, 'apartment' => 10, 'courier_comment' => 300, 'name' => 100, 'comment' => 500, 'promo_code' => 32])
        ->where('limits.cookies', [
            'language' => ['name' => 'i18n_redirected', 'seconds' => 31536000],
            'attention' => ['name' => 'attention', 'seconds' => 14400],
            'open_auth' => ['name' => 'open_auth', 'seconds' => 60],
        ])
        ->where('limits.csrf_cookie_url', '/sanctum/csrf-cookie')
        ->etc());
})->with(['/menu', '/en/menu', '/delivery', '/en/contacts']);

it('sends the sign-in code length the shop is configured with', function () {
    config(['shop.limits.otp_length' => 6]);

    $this->get('/en/menu')->assertInertia(fn (Assert $page) => $page->where('limits.otp_length', 6)->etc());
});

it('follows every configured limit, not a copy', function () {
    config([
        'shop.brand' => 'Sunset — sushi',
        'shop.brand_name' => 'Sunset',
        'shop.ordering.timezone' => 'Europe/Warsaw',
        'shop.build.check_interval_ms' => 600000,
        'shop.build.metadata_delay_ms' => 5000,
        'shop.build.reload_guard_ms' => 30000,
        'shop.limits.phone_max_digits' => 13,
        'shop.limits.viewed_cap' => 5,
        'shop.ordering.max_quantity' => 9,
        'shop.ordering.max_lines' => 7,
        'shop.ordering.max_persons' => 4,
        'shop.ordering.text_max.comment' => 250,
    ]);

    $this->get('/menu')->assertInertia(fn (Assert $page) => $page
        ->where('limits.brand', 'Sunset — sushi')
        ->where('limits.brand_name', 'Sunset')
        ->where('limits.timezone', 'Europe/Warsaw')
        ->where('limits.build', ['check_interval_ms' => 600000, 'metadata_delay_ms' => 5000, 'reload_guard_ms' => 30000])
        ->where('limits.phone_max_digits', 13)
        ->where('limits.viewed_cap', 5)
        ->where('limits.max_quantity', 9)
        ->where('limits.cart_max_lines', 7)
        ->where('limits.max_persons', 4)
        ->where('limits.text_max.comment', 250)
        ->etc());
});

it('sends the limits once: a browser that holds them does not get them again', function () {
    $visit = ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new HandleInertiaRequests)->version(request())];

    $this->get('/en/menu', $visit)->assertJsonPath('onceProps.limits.prop', 'limits')->assertJsonPath('props.limits.otp_length', 4);
    $this->get('/en/menu', $visit + ['X-Inertia-Except-Once-Props' => 'limits'])->assertJsonMissingPath('props.limits');
});

it('sends the limits with the error page of an upstream failure too', function () {
    SeededShop::partialShopApi()->shouldReceive('categories')->atLeast()->once()->andThrow(new UpstreamException('down'));
    config(['shop.limits.otp_length' => 6]);

    $this->get('/en/menu')->assertStatus(503)->assertInertia(fn (Assert $page) => $page->component('error')->where('limits.otp_length', 6)->etc());
});

it('checks the sign-in code with the configured length on the server too', function () {
    config(['shop.limits.otp_length' => 6]);

    $this->postJson('/en/auth/code', ['phone' => '380501234567', 'code' => '1234'])->assertUnprocessable()->assertJsonValidationErrors(['code']);
});

it('sends the same limits to the staff pages', function () {
    config(['shop.brand_name' => 'Sunset', 'shop.ordering.timezone' => 'Europe/Warsaw', 'shop.build.reload_guard_ms' => 30000]);

    $this->get('/staff/login')->assertOk()->assertInertia(fn (Assert $page) => $page
        ->where('limits.brand_name', 'Sunset')
        ->where('limits.timezone', 'Europe/Warsaw')
        ->where('limits.build.reload_guard_ms', 30000)
        ->etc());
});

it('keeps the shared limits on the staff menu forms, their own bounds apart', function (string $page) {
    \Tests\Feature\Staff\StaffFixtures::signIn(\App\Staff\StaffRole::Manager);
    $url = match ($page) {
        'product' => '/staff/menu/products/'.\App\Models\Product::query()->where('slug', 'philadelphia-classic')->value('id').'/edit',
        'group' => '/staff/menu/groups/'.\Tests\Feature\Staff\Menu\MenuFixtures::seededGroup()->id.'/edit',
    };

    \Tests\Feature\Staff\StaffFixtures::visit($url)->assertOk()
        ->assertJsonPath('component', 'staff/menu/'.$page)
        ->assertJsonPath('props.limits.timezone', 'Europe/Kyiv')
        ->assertJsonPath('props.limits.brand', config('shop.brand'))
        ->assertJsonPath('props.bounds.name', (int) config('shop.menu.name_max'));
})->with(['product', 'group']);

it('names the shop in the page head from the configuration', function (string $path) {
    config(['shop.brand_name' => 'Sunset', 'shop.brand' => 'Sunset — sushi']);

    $this->get($path)->assertOk()
        ->assertSee('<meta property="og:site_name" content="Sunset">', false)
        ->assertSee('<title>Sunset — sushi</title>', false);
})->with(['/menu', '/en/menu']);
