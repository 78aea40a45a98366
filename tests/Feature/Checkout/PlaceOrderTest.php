<?php

use App\Mail\OrderPlaced;
use App\Models\Order;
use App\Models\PromoCode;
use App\Models\Region;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Illuminate\Support\Facades\Mail;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// POST /api/orders: what an order keeps, and every rule it is refused by (422, with nothing written).

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
});

it('places a guest\'s delivery order with a snapshot of its lines, prices and totals', function () {
    $response = Fx::placeOrder(Fx::delivery())->assertCreated();

    $order = Order::query()->where('number', $response->json('data.order.number'))->firstOrFail();
    $line = $order->lines->first();

    expect($order->number)->toMatch('/^SR-\d{5,}$/')
        ->and($order->customer_id)->toBeNull()
        ->and([$order->subtotal, $order->delivery_fee, $order->total])->toBe([65800, 6000, 71800])
        ->and($order->totals)->toBe($response->json('data.order.totals'))
        ->and($line->name)->toBe(['uk' => 'Філадельфія класична', 'en' => 'Philadelphia Classic'])
        ->and([$line->quantity, $line->unit_price, $line->line_total])->toBe([2, 32900, 65800])
        ->and($order->address)->toBe(['street' => 'вул. Ярославів Вал', 'house' => '14', 'entrance' => '2', 'floor' => '5', 'apartment' => '31', 'comment' => 'Домофон не працює'])
        ->and([$order->status, $order->payment_status])->toBe([OrderStatus::New, PaymentStatus::Unpaid])
        ->and($order->statusHistory->pluck('to')->all())->toBe(['new'])
        ->and($order->paymentHistory->pluck('to')->all())->toBe(['unpaid'])
        ->and($order->eta_at->toIso8601String())->toBe(Fx::noon()->addMinutes(45)->utc()->toIso8601String())
        ->and($response->json('data.redirect_url'))->toBeNull();
});

it('keeps a snapshot that later price changes do not touch', function () {
    $number = Fx::placeOrder(Fx::delivery())->json('data.order.number');
    Fx::product()->update(['price' => 99900, 'name' => ['uk' => 'Нова назва', 'en' => 'New name']]);

    $this->getJson('/api/orders/'.Order::query()->where('number', $number)->value('token'), ['Accept-Language' => 'en'])
        ->assertJsonPath('data.lines.0.name', 'Philadelphia Classic')
        ->assertJsonPath('data.lines.0.unit_price', 32900)
        ->assertJsonPath('data.total', 71800);
});

it('charges the catalog\'s prices, not the ones the browser sends', function () {
    $items = [['id' => Fx::product()->id, 'quantity' => 2, 'currentPrice' => 1, 'modifiers' => []]];

    Fx::placeOrder(Fx::delivery(['items' => $items]))->assertCreated()->assertJsonPath('data.order.total', 71800);
});

it('answers a card order with the sandbox payment page and a pending payment', function () {
    $response = Fx::placeOrder(Fx::pickup(), headers: ['Accept-Language' => 'ua'])->assertCreated();
    $order = Order::query()->where('number', $response->json('data.order.number'))->firstOrFail();

    expect($response->json('data.redirect_url'))->toStartWith('http://localhost/checkout/sandbox-payment?ref=')
        ->and($order->payment_status)->toBe(PaymentStatus::Pending)
        ->and($order->latestPayment->only(['amount', 'currency_code', 'status']))->toBe(['amount' => 65800, 'currency_code' => 980, 'status' => 'pending']);
});

it('sends an English order to the English payment page', function () {
    $response = Fx::placeOrder(Fx::pickup())->assertCreated();

    expect($response->json('data.redirect_url'))->toStartWith('http://localhost/en/checkout/sandbox-payment?ref=')
        ->and($response->json('data.order.locale'))->toBe('en');
});

it('queues the order\'s mail to the shop\'s address', function () {
    $number = Fx::placeOrder(Fx::delivery())->json('data.order.number');

    Mail::assertQueued(OrderPlaced::class, fn (OrderPlaced $mail) => $mail->hasTo('orders@sunrise-sushi.com.ua') && $mail->order->number === $number);
});

it('places a scheduled order in its slot', function () {
    $order = Fx::placeOrder(Fx::delivery(['slot' => '2026-06-10T18:30:00+03:00']))->assertCreated()->json('data.order');

    expect($order['asap'])->toBeFalse()
        ->and($order['slot_at'])->toBe('2026-06-10T18:30:00+03:00')
        ->and($order['eta_at'])->toBe('2026-06-10T18:30:00+03:00')
        ->and(Order::query()->latest('id')->first()->getRawOriginal('slot_at'))->toBe('2026-06-10 15:30:00');
});

it('keeps the phone as digits, with the country code for a local number', function () {
    Fx::placeOrder(Fx::pickup(['payment_type' => 'cash']))->assertCreated()->assertJsonPath('data.order.phone', '380671234567');
});

it('spends a signed-in customer\'s bonuses on the order', function () {
    [$customer, $token] = Fx::customerWithBonuses(5000);

    $order = Fx::placeOrder(Fx::delivery(['bonuses' => 5000]), headers: ['Authorization' => "Bearer $token"])->assertCreated()->json('data.order');

    expect($order['total'])->toBe(66800)
        ->and(app(\App\Shop\Loyalty\Bonuses::class)->balance($customer))->toBe(0)
        ->and(Order::query()->where('number', $order['number'])->value('customer_id'))->toBe($customer->id);
});

it('counts a use of a limited promo code', function () {
    $promo = PromoCode::factory()->create(['code' => 'ONCE', 'usage_limit' => 1]);

    Fx::placeOrder(Fx::delivery(['promo_code' => 'once']))->assertCreated()->assertJsonPath('data.order.totals.2', ['code' => 'discount', 'amount' => -6580, 'label' => 'ONCE']);

    expect($promo->refresh()->used_count)->toBe(1);
    Fx::placeOrder(Fx::delivery(['promo_code' => 'ONCE']))->assertUnprocessable()->assertJsonValidationErrors(['promo_code' => 'This promo code has been used up.']);
});

it('keeps the change-from amount for cash only', function () {
    $cash = Fx::placeOrder(Fx::delivery(['change_from' => 100000]))->json('data.order');
    $card = Fx::placeOrder(Fx::delivery(['payment_type' => 'card-courier', 'change_from' => 100000]))->json('data.order');

    expect($cash['change_from'])->toBe(100000)->and($card['change_from'])->toBeNull();
});

it('answers 401 for a bearer token that is not valid', function () {
    Fx::placeOrder(Fx::delivery(), headers: ['Authorization' => 'Bearer 1|not-a-real-token-at-all'])->assertUnauthorized();

    expect(Order::query()->count())->toBe(3);
});

it('refuses a bad order with a message on the field and writes nothing', function (Closure $form, string $field, ?string $message = null) {
    $form = $form();
    $before = Fx::shopState();

    $response = Fx::placeOrder($form)->assertUnprocessable()->assertJsonValidationErrors([$field]);

    if ($message !== null) {
        expect($response->json('errors')[$field][0])->toBe($message);
    }
    expect(Fx::shopState())->toBe($before);
})->with([
    'an empty cart' => [fn () => Fx::delivery(['items' => []]), 'items', 'Your cart is empty.'],
    'an unknown product' => [fn () => Fx::delivery(['items' => [['id' => 999999, 'quantity' => 2], ...Fx::items(2)]]), 'items.0.id', 'This dish is no longer on the menu.'],
    'a stop-listed product' => [function () {
        Fx::product('miso-soup')->update(['available' => false]);

        return Fx::delivery(['items' => [...Fx::items(2), ['id' => Fx::product('miso-soup')->id, 'quantity' => 1]]]);
    }, 'items.1', 'Miso Soup is not available right now.'],
    'quantity 0' => [fn () => Fx::delivery(['items' => Fx::items(0)]), 'items.0.quantity', 'A quantity is a whole number from 1 to 99.'],
    'quantity 1000' => [fn () => Fx::delivery(['items' => Fx::items(1000)]), 'items.0.quantity', 'A quantity is a whole number from 1 to 99.'],
    'a region that is not delivered' => [function () {
        $region = Region::factory()->inactive()->create();

        return Fx::delivery(['region_id' => $region->id]);
    }, 'region_id', 'We do not deliver to this area.'],
    'an unknown region' => [fn () => Fx::delivery(['region_id' => 99999]), 'region_id', 'We do not deliver to this area.'],
    'the minimum order not met' => [fn () => Fx::delivery(['items' => Fx::items(1)]), 'items', 'The minimum order for this area is UAH 400: add UAH 71 more.'],
    'pickup where there is none' => [fn () => Fx::pickup(['restaurant_id' => Fx::restaurant('poznyaky')->id]), 'restaurant_id', 'Pickup is not available at this restaurant.'],
    'a slot in the past' => [fn () => Fx::delivery(['slot' => '2026-06-10T11:00:00+03:00']), 'slot', 'This time has already passed.'],
    'a slot within the lead time' => [fn () => Fx::delivery(['slot' => '2026-06-10T12:30:00+03:00']), 'slot', 'This time is too soon: the kitchen needs at least 60 minutes.'],
    'a full slot' => [function () {
        config(['shop.ordering.slots.capacity' => 1]);
        Order::factory()->create(['restaurant_id' => Fx::restaurant()->id, 'asap' => false, 'slot_at' => '2026-06-10T18:30:00+03:00']);

        return Fx::delivery(['slot' => '2026-06-10T18:30:00+03:00']);
    }, 'slot', 'This time is fully booked; choose another one.'],
    'a slot that is not a time' => [fn () => Fx::delivery(['slot' => 'tomorrow']), 'slot', 'Choose a time from the list.'],
    'as soon as possible while closed' => [function () {
        test()->travelTo(\Carbon\CarbonImmutable::parse('2026-06-10 23:00', 'Europe/Kyiv'));

        return Fx::delivery();
    }, 'slot', 'We are closed right now: choose a time.'],
    'an expired promo code' => [function () {
        PromoCode::factory()->expired()->create(['code' => 'OLD']);

        return Fx::delivery(['promo_code' => 'OLD']);
    }, 'promo_code'],
    'bonuses from a guest' => [fn () => Fx::delivery(['bonuses' => 100]), 'bonuses', 'Sign in to spend bonuses.'],
    'change from below the total' => [fn () => Fx::delivery(['change_from' => 50000]), 'change_from', 'The change must be from at least UAH 718.'],
    'a total that changed since the customer saw it' => [fn () => Fx::delivery(['expected_total' => 70000]), 'total', 'The total changed from UAH 700 to UAH 718. Check the order and confirm again.'],
    'no name' => [fn () => Fx::delivery(['name' => '']), 'name', 'Please fill in this field.'],
    'a phone of 9 digits' => [fn () => Fx::delivery(['phone' => '050123456']), 'phone', 'Enter a phone number of 10 to 15 digits with the country code (or starting with 0).'],
    'a phone with letters' => [fn () => Fx::delivery(['phone' => '+38050abc4567']), 'phone', 'Enter a phone number of 10 to 15 digits with the country code (or starting with 0).'],
    'no persons' => [fn () => Fx::delivery(['persons' => 0]), 'persons', 'From 1 to 20 persons.'],
    'too many persons' => [fn () => Fx::delivery(['persons' => 21]), 'persons', 'From 1 to 20 persons.'],
    'no street for delivery' => [fn () => Fx::delivery(['street' => null]), 'street', 'Please fill in this field.'],
    'an unknown order type' => [fn () => Fx::delivery(['order_type' => 'drone']), 'order_type', 'Choose delivery or pickup.'],
    'an unknown payment type' => [fn () => Fx::delivery(['payment_type' => 'crypto']), 'payment_type', 'Choose a way to pay.'],
    'a comment of 501 characters' => [fn () => Fx::delivery(['comment' => str_repeat('a', 501)]), 'comment', 'At most 500 characters.'],
]);

it('takes the last free place of a slot', function () {
    config(['shop.ordering.slots.capacity' => 2]);
    Order::factory()->create(['restaurant_id' => Fx::restaurant()->id, 'asap' => false, 'slot_at' => '2026-06-10T18:30:00+03:00']);

    Fx::placeOrder(Fx::delivery(['slot' => '2026-06-10T18:30:00+03:00']))->assertCreated();
    Fx::placeOrder(Fx::delivery(['slot' => '2026-06-10T18:30:00+03:00']))->assertUnprocessable()->assertJsonValidationErrors(['slot']);
});

it('refuses bonuses over the balance and writes nothing', function () {
    [$customer, $token] = Fx::customerWithBonuses(1000);
    $before = Fx::shopState();

    Fx::placeOrder(Fx::delivery(['bonuses' => 2000]), headers: ['Authorization' => "Bearer $token"])
        ->assertUnprocessable()->assertJsonValidationErrors(['bonuses' => 'You have UAH 10 in bonuses.']);

    expect(Fx::shopState())->toBe($before);
});

it('undoes the whole order when the bonuses were spent elsewhere meanwhile', function () {
    [$customer, $token] = Fx::customerWithBonuses(5000);
    Order::created(function () use ($customer) {
        app(\App\Shop\Loyalty\Bonuses::class)->debit($customer, 4000, 'order_spend', 'elsewhere');
    });
    $before = Order::query()->count();

    Fx::placeOrder(Fx::delivery(['bonuses' => 5000]), headers: ['Authorization' => "Bearer $token"])
        ->assertUnprocessable()->assertJsonValidationErrors(['bonuses']);

    expect(Order::query()->count())->toBe($before)
        ->and(\App\Models\OrderLine::query()->whereNotIn('order_id', Order::query()->pluck('id'))->count())->toBe(0);
});

it('needs an Idempotency-Key of 8 to 100 safe characters', function (?string $key) {
    $headers = $key === null ? [] : ['Idempotency-Key' => $key];

    $this->postJson('/api/orders', Fx::delivery(), $headers)->assertUnprocessable()->assertJsonValidationErrors(['idempotency_key']);
})->with([null, 'short', 'spaces are not allowed here', str_repeat('a', 101)]);

it('answers the refusal in Ukrainian for ua', function () {
    Fx::placeOrder(Fx::delivery(['items' => []]), headers: ['Accept-Language' => 'ua'])
        ->assertJsonValidationErrors(['items' => 'Кошик порожній.']);
});
