<?php

use App\Models\Customer;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\SeededShop;

// The customer sees the e-receipt: the tracking page, the account's order page, the order-placed page and the shop
// API's order answer carry the receipts issued, in both languages; the tracking feed moves when a receipt is issued.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
    config(['shop.fiscal.driver' => 'sandbox', 'shop.payments.driver' => 'sandbox']);
});

it('shows the e-receipt on the tracking page and moves its feed when the receipt is issued', function (string $prefix) {
    Illuminate\Support\Facades\Queue::fake();
    $order = Staff::paidSandboxOrder(50000);
    $receipt = Fiscal::receipts($order)->sole();
    $etag = $this->get("$prefix/track/{$order->token}")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->where('tracking.receipts', [])->etc())
        ->viewData('page')['props']['feed']['etag'];

    app(App\Shop\Fiscal\Issuer::class)->issue($receipt->id);

    $this->getJson("$prefix/track/{$order->token}/feed", ['If-None-Match' => $etag])->assertOk()
        ->assertJsonPath('tracking.receipts.0.kind', 'sell')
        ->assertJsonPath('tracking.receipts.0.url', route('fiscal.sandbox', ['receipt' => $receipt->id]))
        ->assertJsonPath('tracking.receipts.0.fiscal', false);
})->with(['uk' => '', 'en' => '/en']);

it('shows the e-receipt on the account\'s order page and in the API answer', function (string $prefix) {
    $customer = Customer::query()->firstOrCreate(['phone' => \Database\Seeders\CustomerSeeder::PHONE]);
    $order = Staff::paidSandboxOrder(50000);
    $order->update(['customer_id' => $customer->id]);
    $receipt = Fiscal::receipts($order)->sole();

    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get("$prefix/account/orders/{$order->number}")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/order')
            ->where('order.receipts', [['kind' => 'sell', 'number' => $receipt->number, 'url' => route('fiscal.sandbox', ['receipt' => $receipt->id]), 'fiscal' => false]])
            ->etc());
    $this->getJson("/api/orders/{$order->number}", ['Authorization' => 'Bearer '.SeededShop::customerToken()])->assertOk()
        ->assertJsonPath('data.receipts.0.kind', 'sell');
})->with(['uk' => '', 'en' => '/en']);

it('lists the fiscal link of a Checkbox receipt: the tax service\'s page once known', function () {
    $order = Staff::paidSandboxOrder(50000);
    Fiscal::receipts($order)->sole()->update(['driver' => 'checkbox', 'tax_url' => 'https://cabinet.tax.gov.ua/cashregs/check?id=X1', 'number' => '77']);

    $this->get("/track/{$order->token}")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->where('tracking.receipts', [['kind' => 'sell', 'number' => '77', 'url' => 'https://cabinet.tax.gov.ua/cashregs/check?id=X1', 'fiscal' => true]])->etc());
});
