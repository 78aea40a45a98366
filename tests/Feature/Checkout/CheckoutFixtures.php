<?php

namespace Tests\Feature\Checkout;

use App\Models\BonusTransaction;
use App\Models\Casts\UtcDateTime;
use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Models\Product;
use App\Models\PromoCode;
use App\Models\Region;
use App\Models\Restaurant;
use App\Providers\TestClockServiceProvider;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\Slots;
use App\Shop\Payments\SandboxGateway;
use App\ShopApi\Data\DictionaryItem;
use Carbon\CarbonImmutable;
use DateTimeImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\SeededShop;

/**
 * The seeded shop as the checkout tests use it. The clock is Wednesday 2026-06-10 12:00 in Kyiv (the kitchens
 * are open 10:00–22:00); philadelphia-classic costs 329 ₴; the "center" region needs 400 ₴, charges 60 ₴ and
 * delivers free from 1000 ₴ in 45 minutes from Podil; Podil offers pickup, Poznyaky does not.
 */
final class CheckoutFixtures
{
    public const NOON = '2026-06-10 12:00';

    public static function noon(): CarbonImmutable
    {
        return CarbonImmutable::parse(self::NOON, 'Europe/Kyiv');
    }

    /** The clock at noon and the mail faked: the preamble of the tests that place and pay orders. */
    public static function quietNoon(): void
    {
        Mail::fake();
        test()->travelTo(self::noon());
    }

    public static function product(string $slug = 'philadelphia-classic'): Product
    {
        return Product::query()->where('slug', $slug)->firstOrFail();
    }

    public static function region(string $slug = 'center'): Region
    {
        return Region::query()->where('slug', $slug)->firstOrFail();
    }

    public static function restaurant(string $slug = 'podil'): Restaurant
    {
        return Restaurant::query()->where('slug', $slug)->firstOrFail();
    }

    /** A cart of $quantity philadelphia-classic rolls. @return list<array<string, mixed>> */
    public static function items(int $quantity = 2, string $slug = 'philadelphia-classic'): array
    {
        $product = self::product($slug);

        return [['id' => $product->id, 'quantity' => $quantity, 'currentPrice' => $product->price, 'modifiers' => []]];
    }

    /** A complete delivery order to the center, as soon as possible, in cash.
     *  @param  array<string, mixed>  $overrides
     *  @return array<string, mixed> */
    public static function delivery(array $overrides = []): array
    {
        return array_replace([
            'items' => self::items(),
            'order_type' => 'delivery',
            'region_id' => self::region()->id,
            'street' => 'вул. Ярославів Вал',
            'house' => '14',
            'entrance' => '2',
            'floor' => '5',
            'apartment' => '31',
            'courier_comment' => 'Домофон не працює',
            'slot' => null,
            'name' => 'Олена',
            'phone' => '+380 50 123 45 67',
            'persons' => 2,
            'comment' => 'Без васабі',
            'payment_type' => 'cash',
            'change_from' => null,
            'promo_code' => null,
            'bonuses' => null,
        ], $overrides);
    }

    /** A complete pickup order from Podil, as soon as possible, paid by card online.
     *  @param  array<string, mixed>  $overrides
     *  @return array<string, mixed> */
    public static function pickup(array $overrides = []): array
    {
        return array_replace([
            'items' => self::items(),
            'order_type' => 'pickup',
            'restaurant_id' => self::restaurant()->id,
            'slot' => null,
            'name' => 'Andrii',
            'phone' => '0671234567',
            'persons' => 1,
            'payment_type' => PaymentType::CardOnline->value,
        ], $overrides);
    }

    /** A customer with a bonus balance and a live token. @return array{0: Customer, 1: string} */
    public static function customerWithBonuses(int $balance, string $phone = '380671110000'): array
    {
        $customer = Customer::query()->create(['phone' => $phone, 'name' => 'Ірина']);
        if ($balance > 0) {
            app(Bonuses::class)->credit($customer, $balance, 'gift', "test:$phone:gift");
        }

        return [$customer, $customer->createToken('test')->plainTextToken];
    }

    /** A customer's card order of 500 ₴, paid: it earned 25 ₴ (2500) in bonuses. */
    public static function paidOrderOf(Customer $customer): Order
    {
        $order = Order::factory()->cardOnline()->create(['customer_id' => $customer->id, 'total' => 50000, 'payment_status' => PaymentStatus::Pending]);
        app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Paid, 'transaction t-1');

        return $order;
    }

    public static function ledgerOf(Customer $customer): array
    {
        return $customer->bonusTransactions()->orderBy('id')->get(['amount', 'reason'])->map(fn ($t) => [$t->reason, $t->amount])->all();
    }

    public static function checkoutPost(string $path, array $body, array $headers = []): \Illuminate\Testing\TestResponse
    {
        return test()->postJson($path, $body, $headers);
    }

    /** Bind a port that offers pickup only, paid in cash only, whatever the shop's database holds. */
    public static function pickupCashPort(): void
    {
        $port = SeededShop::partialShopApi();
        $port->shouldReceive('orderTypes')->andReturn([new DictionaryItem(1, 'pickup', 'Pickup')]);
        $port->shouldReceive('paymentTypes')->andReturn([new DictionaryItem(1, 'cash', 'Cash')]);
    }

    /** $count orders of the Podil kitchen in a status. */
    public static function queueOrders(int $count, OrderStatus $status): void
    {
        Order::factory()->count($count)->create(['restaurant_id' => self::restaurant()->id, 'status' => $status]);
    }

    public static function submit(array $form, string $key = KEY, array $headers = []): \Illuminate\Testing\TestResponse
    {
        return test()->postJson('/api/orders', $form, $headers + ['Idempotency-Key' => $key]);
    }

    public static function deliveryOrder(array $attributes = []): Order
    {
        return Order::factory()->create(['order_type' => 'delivery', 'region_id' => Region::factory(), 'address' => ['street' => 'Хрещатик', 'house' => '1']] + $attributes);
    }

    public static function lifecycle(): OrderLifecycle
    {
        return app(OrderLifecycle::class);
    }

    public static function documented(\Illuminate\Testing\TestResponse $response, string $method, string $path): void
    {
        OpenApi::document()->assertResponse($response, $method, $path);
    }

    /** POST an order with a fresh (or the given) Idempotency-Key. */
    public static function placeOrder(array $form, ?string $key = null, array $headers = []): \Illuminate\Testing\TestResponse
    {
        return test()->postJson('/api/orders', $form, $headers + ['Idempotency-Key' => $key ?? (string) Str::uuid(), 'Accept-Language' => 'en']);
    }

    /** Everything a refused order must leave as it was. */
    public static function shopState(): array
    {
        return [
            'orders' => Order::query()->count(),
            'lines' => \App\Models\OrderLine::query()->count(),
            'bonuses' => BonusTransaction::query()->count(),
            'promo uses' => (int) PromoCode::query()->sum('used_count'),
            'payments' => \App\Models\Payment::query()->count(),
        ];
    }

    /** POST an order (cash delivery by default) in a language, as a guest or with a token. */
    public static function placeWithPromo(array $overrides = [], ?string $token = null, string $language = 'en'): \Illuminate\Testing\TestResponse
    {
        $headers = ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => $language] + ($token ? ['Authorization' => "Bearer $token"] : []);

        return test()->postJson('/api/orders', self::delivery(['promo_code' => 'FIRST'] + $overrides), $headers);
    }

    /** The form as the storefront's FormRequest hands it on. */
    public static function normalized(array $form): array
    {
        $request = \App\Http\Requests\PlaceOrderRequest::create('/checkout', 'POST', $form);
        $request->setContainer(app())->setRedirector(app('redirect'))->headers->set('Idempotency-Key', 'normalizing-only');
        $request->validateResolved();

        return $request->checkout();
    }

    /** POST /api/orders of a pickup order at Podil from $ip, in $language. */
    public static function holdPlace(array $overrides = [], string $ip = HOARDER_IP, string $language = 'en', ?string $token = null): TestResponse
    {
        $headers = ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => $language] + ($token ? ['Authorization' => "Bearer $token"] : []);

        return test()->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/orders', self::pickup($overrides + ['slot' => HOLD_SLOT]), $headers);
    }

    /** The order a placing answered. */
    public static function holdOrder(TestResponse $response): Order
    {
        return Order::query()->where('number', $response->json('data.order.number'))->firstOrFail();
    }

    /** Pay an order's open payment on the sandbox's page and land back, as its customer would. */
    public static function holdPay(Order $order): void
    {
        $sandbox = app(SandboxGateway::class);
        test()->get(str_replace('http://localhost', '', (string) $sandbox->complete($sandbox->paymentOrder($order->latestPayment->order_code), pay: true)));
    }

    /** Decline an order's open payment on the sandbox's page and land back: its payment failed, nothing is in progress. */
    public static function holdDecline(Order $order): void
    {
        $sandbox = app(SandboxGateway::class);
        test()->get(str_replace('http://localhost', '', (string) $sandbox->complete($sandbox->paymentOrder($order->latestPayment->order_code), pay: false)));
        expect($order->refresh()->payment_status)->toBe(PaymentStatus::Failed);
    }

    /** Whether the checkout offers HOLD_SLOT at Podil now. */
    public static function holdSlotOffered(): bool
    {
        $day = collect(test()->getJson('/api/checkout/slots?order_type=pickup&restaurant_id='.self::restaurant()->id)->assertOk()->json('data.days'))->firstWhere('date', '2026-06-10');

        return collect($day['slots'])->firstWhere('value', HOLD_SLOT)['available'];
    }

    /** Orders holding HOLD_SLOT at Podil now. */
    public static function holdSlotTaken(): int
    {
        return Order::query()->where('restaurant_id', self::restaurant()->id)->where('slot_at', UtcDateTime::format(HOLD_SLOT))
            ->where('status', '!=', OrderStatus::Cancelled->value)->count();
    }

    /** Two cash orders of other customers in HOLD_SLOT. */
    public static function twoOtherCustomersInTheSlot(): void
    {
        self::holdPlace(['payment_type' => 'cash', 'phone' => '0501110001'], '198.51.100.1')->assertCreated();
        self::holdPlace(['payment_type' => 'cash', 'phone' => '0501110002'], '198.51.100.2')->assertCreated();
    }

    public static function kyiv(string $time): CarbonImmutable
    {
        return CarbonImmutable::parse($time, 'Europe/Kyiv');
    }

    /** The schedule of a kitchen at a moment (ETA 45 minutes). */
    public static function scheduleAt(Restaurant $kitchen, string $now): array
    {
        return app(Slots::class)->schedule($kitchen, 45, self::kyiv($now));
    }

    /** The slots of one local date of a schedule. */
    public static function slotsOn(array $schedule, string $date): array
    {
        return collect($schedule['days'])->firstWhere('date', $date)['slots'];
    }

    /** A kitchen open round the clock. */
    public static function allNightKitchen(): Restaurant
    {
        return Restaurant::factory()->create(['hours' => array_fill(1, 7, ['00:00', '23:59'])]);
    }

    /** Boot the clock setting as the app would in an environment. */
    public static function bootTestClock(string $environment, ?string $now, ?string $since = null): void
    {
        config(['shop.test_clock.now' => $now, 'shop.test_clock.since' => $since]);
        app()['env'] = $environment;
        (new TestClockServiceProvider(app()))->register();
    }

    /** Seconds between the app's now() and the real time. */
    public static function driftFromRealTime(): float
    {
        return abs(CarbonImmutable::now()->diffInSeconds(new DateTimeImmutable('now'), false));
    }

    /** The quote of the delivery fixture (two rolls, 658 ₴, delivery 60 ₴) with overrides, as code => row. */
    public static function tipQuote(array $overrides, array $headers = []): array
    {
        $quote = test()->postJson('/api/checkout/quote', self::delivery($overrides), $headers + ['Accept-Language' => 'en'])->assertOk()->json('data');

        return array_column($quote['totals'], null, 'code') + ['bonuses_box' => $quote['bonuses'], 'problems' => $quote['problems']];
    }

    /** Quote a form (the delivery fixture with overrides) and answer the JSON's data. */
    public static function quote(array $overrides = [], array $headers = [], ?array $form = null): array
    {
        return test()->postJson('/api/checkout/quote', $form ?? self::delivery($overrides), $headers + ['Accept-Language' => 'en'])
            ->assertOk()->json('data');
    }

    /** The totals list as code => amount. */
    public static function totalsOf(array $quote): array
    {
        return array_column($quote['totals'], 'amount', 'code');
    }

    /** Place a card pickup order through the API (its sandbox payment order opens) and answer it. One phone and one address
     *  have one open card order at a time (a new one replaces it): a second order needs another phone and address. */
    public static function unpaidCardOrder(array $overrides = [], ?string $token = null, string $ip = '127.0.0.1'): Order
    {
        $headers = ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => 'en'] + ($token ? ['Authorization' => "Bearer $token"] : []);
        test()->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/orders', self::pickup($overrides), $headers)->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }

    /** Run the scheduler's command at $minutes after noon. */
    public static function expireAt(int $minutes): void
    {
        test()->travelTo(self::noon()->addMinutes($minutes));
        test()->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();
    }

    /** Everything an expiry run may write. @return array<string, mixed> */
    public static function expiryState(): array
    {
        return [
            'orders' => Order::query()->orderBy('id')->get(['status', 'payment_status', 'cancellation_reason'])->toArray(),
            'status history' => DB::table('order_status_history')->count(),
            'payment history' => DB::table('payment_status_history')->count(),
            'bonus lines' => BonusTransaction::query()->count(),
            'promo uses' => (int) PromoCode::query()->sum('used_count'),
            'payments' => Payment::query()->orderBy('id')->pluck('status')->all(),
        ];
    }
}
