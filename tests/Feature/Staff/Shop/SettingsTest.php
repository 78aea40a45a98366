<?php

use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use App\Models\ShopSetting;
use App\Models\Social;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\PaymentType;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\Shop\ShopFixtures as Shop;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\TestCache;

// Payment and order types on or off, the shop's phone and admin email, the social links: validation in both languages,
// who may change them, the audit trail, the storefront following at once, unrelated cached answers staying warm.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    $this->travelTo(Fx::noon());
});

it('refuses the types, settings and social links to operators and kitchen staff', function (StaffRole $role) {
    Staff::signIn($role);

    Shop::post('/staff/shop/types', Shop::shopTypesForm(['cash' => false]))->assertForbidden();
    Shop::post('/staff/shop/settings', ['phone' => '+380 44 000 00 00', 'email_admin' => 'x@example.com'])->assertForbidden();
    Shop::post('/staff/shop/socials', Shop::shopSocialsForm(['instagram' => ['url' => 'https://instagram.com/other']]))->assertForbidden();

    expect(PaymentTypeOption::query()->where('code', 'cash')->value('active'))->toBeTrue()
        ->and(ShopSetting::valueOf('settings')['phone'])->toBe('+380 44 123 45 67')
        ->and(Social::query()->where('key', 'instagram')->value('url'))->toBe('https://instagram.com/sunrise.sushi.kyiv');
})->with([StaffRole::Operator, StaffRole::Kitchen]);

it('switches cash off: the checkout page stops offering it and the quote refuses it at once, in both languages', function () {
    Staff::signIn(StaffRole::Manager);
    $this->get('/checkout')->assertInertia(fn ($page) => $page->has('paymentTypes', 3)->etc());
    $this->get('/en/checkout')->assertInertia(fn ($page) => $page->has('paymentTypes', 3)->etc());
    expect(Cache::has(Shop::cacheKey('uk', 'regions')))->toBeTrue();

    Shop::post('/staff/shop/types', Shop::shopTypesForm(['cash' => false]))->assertRedirect()->assertSessionHasNoErrors();

    expect(Cache::has(Shop::cacheKey('uk', 'payment-types')))->toBeFalse()->and(Cache::has(Shop::cacheKey('en', 'payment-types')))->toBeFalse()
        ->and(Cache::has(Shop::cacheKey('uk', 'regions')))->toBeTrue()->and(Cache::has(Shop::cacheKey('en', 'order-types')))->toBeTrue();
    $this->get('/en/checkout')->assertInertia(fn ($page) => $page->has('paymentTypes', 2)->where('paymentTypes.1.code', 'card-courier')->etc());
    $this->get('/checkout')->assertInertia(fn ($page) => $page->has('paymentTypes', 2)->etc());
    $this->postJson('/en/checkout/quote', Fx::delivery())->assertUnprocessable()->assertJsonValidationErrors(['payment_type']);
    $entry = StaffAuditEntry::query()->where('action', 'shop.payment_types')->sole();
    expect($entry->before['cash'])->toBeTrue()->and($entry->after['cash'])->toBeFalse()
        ->and(StaffAuditEntry::query()->where('action', 'shop.order_types')->exists())->toBeFalse();
});

it('switches pickup off: the checkout refuses a pickup order at once', function () {
    Staff::signIn(StaffRole::Manager);
    $this->get('/en/checkout')->assertInertia(fn ($page) => $page->has('orderTypes', 2)->etc());

    Shop::post('/staff/shop/types', Shop::shopTypesForm([], ['pickup' => false]))->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/en/checkout')->assertInertia(fn ($page) => $page->has('orderTypes', 1)->where('orderTypes.0.code', 'delivery')->etc());
    $this->postJson('/en/checkout/quote', Fx::pickup())->assertUnprocessable()->assertJsonValidationErrors(['order_type']);
    expect(OrderTypeOption::query()->where('code', 'pickup')->value('active'))->toBeFalse();
});

it('refuses to switch every payment type or every order type off, and unknown codes, in both languages', function () {
    Staff::signIn(StaffRole::Manager);

    Shop::post('/en/staff/shop/types', Shop::shopTypesForm([PaymentType::CardOnline->value => false, 'card-courier' => false, 'cash' => false]))->assertRedirect()
        ->assertSessionHasErrors(['payment_types' => 'Keep at least one switched on, or no customer can order.']);
    Shop::post('/staff/shop/types', Shop::shopTypesForm([], ['delivery' => false, 'pickup' => false]))->assertRedirect()
        ->assertSessionHasErrors(['order_types' => 'Залиште увімкненим хоча б один, інакше клієнти не зможуть замовити.']);
    Shop::post('/en/staff/shop/types', Shop::shopTypesForm(['crypto' => true]))->assertRedirect()->assertSessionHasErrors(['payment_types']);
    Shop::post('/en/staff/shop/types', Shop::shopTypesForm(['cash' => 'sometimes']))->assertRedirect()->assertSessionHasErrors(['payment_types.cash']);

    expect(PaymentTypeOption::query()->where('active', true)->count())->toBe(3)->and(StaffAuditEntry::query()->count())->toBe(0);
});

it('changes the shop phone and admin email: the storefront shows the phone at once and the socials stay cached', function () {
    Staff::signIn(StaffRole::Manager);
    $this->get('/en')->assertInertia(fn ($page) => $page->where('settings.phone', '+380 44 123 45 67')->etc());
    expect(Cache::has(Shop::cacheKey('en', 'socials')))->toBeTrue();

    Shop::post('/staff/shop/settings', ['phone' => '+380 44 765 43 21', 'email_admin' => ' Orders@Example.com '])->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/en')->assertInertia(fn ($page) => $page->where('settings.phone', '+380 44 765 43 21')->etc());
    expect(ShopSetting::valueOf('settings'))->toBe(['phone' => '+380 44 765 43 21', 'email_admin' => 'orders@example.com'])
        ->and(Cache::has(Shop::cacheKey('en', 'socials')))->toBeTrue(TestCache::cacheState())->and(Cache::has(Shop::cacheKey('uk', 'settings')))->toBeFalse();
    $entry = StaffAuditEntry::query()->where('action', 'shop.settings')->sole();
    expect($entry->before['phone'])->toBe('+380 44 123 45 67')->and($entry->after['email_admin'])->toBe('orders@example.com');
});

it('refuses a bad phone and admin email with field messages in both languages', function () {
    Staff::signIn(StaffRole::Manager);

    Shop::post('/en/staff/shop/settings', ['phone' => 'call us', 'email_admin' => 'not-an-email'])->assertRedirect()
        ->assertSessionHasErrors(['phone' => 'Enter the phone with digits, e.g. +380 44 123 45 67.'])
        ->assertSessionHasErrors(['email_admin' => 'The admin email field must be a valid email address.']);
    Shop::post('/staff/shop/settings', ['phone' => '', 'email_admin' => 'not-an-email'])->assertRedirect()
        ->assertSessionHasErrors(['phone' => 'Поле телефон обов’язкове.'])
        ->assertSessionHasErrors(['email_admin']);

    expect(ShopSetting::valueOf('settings')['phone'])->toBe('+380 44 123 45 67');
});

it('changes a social link: the storefront shows it at once, with before and after in the audit trail', function () {
    Staff::signIn(StaffRole::Manager);
    $this->get('/en')->assertInertia(fn ($page) => $page->where('socials.0.url', 'https://instagram.com/sunrise.sushi.kyiv')->etc());

    Shop::post('/staff/shop/socials', Shop::shopSocialsForm(['instagram' => ['url' => 'https://instagram.com/sunrise.new'], 'viber' => ['url' => 'viber://chat?number=%2B380670000000']]))->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/en')->assertInertia(fn ($page) => $page->where('socials.0.url', 'https://instagram.com/sunrise.new')->where('socials.3.url', 'viber://chat?number=%2B380670000000')->etc());
    expect(Cache::has(Shop::cacheKey('en', 'settings')))->toBeTrue();
    $entry = StaffAuditEntry::query()->where('action', 'shop.socials')->sole();
    expect($entry->before['instagram']['url'])->toBe('https://instagram.com/sunrise.sushi.kyiv')->and($entry->after['instagram']['url'])->toBe('https://instagram.com/sunrise.new');
});

it('refuses a social link that is not a web or app address, or an unknown one, in both languages', function () {
    Staff::signIn(StaffRole::Manager);

    $en = Shop::post('/en/staff/shop/socials', Shop::shopSocialsForm(['instagram' => ['url' => 'javascript:alert(1)'], 'facebook' => ['name' => '']]))->assertRedirect();
    expect(Shop::error($en, 'socials.instagram.url'))->toBe('The address of the link field must be a valid URL.')
        ->and(Shop::error($en, 'socials.facebook.name'))->toBe('The name of the link field is required.');
    $uk = Shop::post('/staff/shop/socials', Shop::shopSocialsForm(['instagram' => ['url' => 'javascript:alert(1)']]))->assertRedirect();
    expect(Shop::error($uk, 'socials.instagram.url'))->toBe('Поле адреса посилання має бути дійсною URL-адресою.');
    Shop::post('/staff/shop/socials', Shop::shopSocialsForm(['tiktok' => ['name' => 'TikTok', 'url' => 'https://tiktok.com/@x']]))->assertRedirect()->assertSessionHasErrors(['socials']);

    expect(Social::query()->where('key', 'instagram')->value('url'))->toBe('https://instagram.com/sunrise.sushi.kyiv')->and(Social::query()->count())->toBe(4);
});
