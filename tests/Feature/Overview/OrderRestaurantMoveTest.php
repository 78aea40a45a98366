<?php

use App\Models\Ingredient;
use App\Models\IngredientStop;
use App\Models\Order;
use App\Models\Product;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use App\Staff\Board\BoardVersion;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Overview\OverviewFixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Moving an order to another restaurant: operators and managers, from the order page (an Inertia PUT to
// orders.restaurant.update, a FormRequest), only to a restaurant that can take it and make its dishes, only while the
// order is in the kitchen; the same order (number, payment, history), audited, the customer texted, the tracking page
// and the boards following at once.

beforeEach(function () {
    Queue::fake();
    Cache::forget(StatusSms::BUDGET_KEY.':'.intdiv(now()->getTimestamp(), 3600));
    $this->podil = Restaurant::factory()->create(['name' => ['uk' => 'Sunrise Поділ', 'en' => 'Sunrise Podil'], 'sort' => 1]);
    $this->pechersk = Restaurant::factory()->create(['name' => ['uk' => 'Sunrise Печерськ', 'en' => 'Sunrise Pechersk'], 'phone' => '+380441234502', 'sort' => 2]);
    // A kitchen that delivers nowhere and offers no pickup: it can take neither kind of order.
    $this->closed = Restaurant::factory()->create(['pickup' => false, 'sort' => 3]);
    $this->region = Region::factory()->create(['restaurant_id' => $this->podil->id]);
    Region::factory()->create(['restaurant_id' => $this->pechersk->id]);
});

it('offers the restaurants that can take the order on its page', function () {
    Staff::signIn(StaffRole::Operator);
    $delivery = OverviewFixtures::movableOrder();
    $pickup = Staff::pickup(OrderStatus::New, ['restaurant_id' => $this->podil->id]);

    Staff::visit("/staff/orders/{$delivery->number}")->assertOk()
        ->assertJsonPath('props.transfer', [['id' => $this->pechersk->id, 'name' => 'Sunrise Печерськ']]);
    Staff::visit("/en/staff/orders/{$pickup->number}")->assertOk()
        ->assertJsonPath('props.transfer', [['id' => $this->pechersk->id, 'name' => 'Sunrise Pechersk']]);
    Staff::visit('/staff/orders/'.OverviewFixtures::movableOrder(OrderStatus::OnTheWay)->number)->assertJsonPath('props.transfer', null);
});

it('moves an order to another restaurant, keeping its number, payment and history', function (string $prefix, string $toast) {
    $operator = Staff::signIn(StaffRole::Operator);
    $order = OverviewFixtures::movableOrder(OrderStatus::Cooking, ['payment_status' => PaymentStatus::Paid, 'locale' => 'en']);
    $history = $order->statusHistory()->count();
    $version = app(BoardVersion::class)->current();

    OverviewFixtures::moveOrderTo($order, $this->pechersk->id, $prefix)->assertRedirect("$prefix/staff/orders/{$order->number}")->assertSessionHasNoErrors();

    $order->refresh();
    expect(Staff::toast())->toBe(str_replace(':number', (string) $order->number, $toast))
        ->and($order->restaurant_id)->toBe($this->pechersk->id)
        ->and($order->status)->toBe(OrderStatus::Cooking)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->statusHistory()->count())->toBe($history)
        ->and($order->restaurant_moved_at)->not->toBeNull()
        ->and(app(BoardVersion::class)->current())->not->toBe($version);
    $entry = StaffAuditEntry::query()->where('action', 'order.restaurant')->sole();
    expect($entry->order_id)->toBe($order->id)
        ->and($entry->staff_member_id)->toBe($operator->id)
        ->and($entry->before['restaurant_id'])->toBe($this->podil->id)
        ->and($entry->after['restaurant_id'])->toBe($this->pechersk->id);
    // It is in the order's history on its page.
    Staff::visit("$prefix/staff/orders/{$order->number}")->assertJsonPath('props.order.audit.0.action', 'order.restaurant')
        ->assertJsonPath('props.order.restaurant.id', $this->pechersk->id);
})->with([
    'uk' => ['', 'Замовлення :number передано в Sunrise Печерськ.'],
    'en' => ['/en', 'Order :number moved to Sunrise Pechersk.'],
]);

it('texts the customer in the order\'s language with the new restaurant and its phone', function (string $locale, string $text) {
    config(['shop.tracking.link_base' => 'https://sunrise.example']);
    Staff::signIn(StaffRole::Manager);
    $order = OverviewFixtures::movableOrder(OrderStatus::New, ['locale' => $locale]);

    OverviewFixtures::moveOrderTo($order, $this->pechersk->id)->assertSessionHasNoErrors();

    $texts = Queue::pushed(SendSms::class)->filter(fn (SendSms $sms) => $sms->phone === $order->phone)->map(fn (SendSms $sms) => $sms->text)->values();
    expect($texts)->toHaveCount(1)
        ->and($texts[0])->toStartWith(str_replace(':number', (string) $order->number, $text))
        ->and($texts[0])->toContain('+380441234502')
        ->and($texts[0])->toContain('https://sunrise.example'.($locale === 'en' ? '/en' : '').'/track/'.$order->token);
})->with([
    'uk' => ['uk', 'Sunrise: замовлення :number тепер готує Sunrise Печерськ'],
    'en' => ['en', 'Sunrise: order :number is now being prepared by Sunrise Pechersk'],
]);

it('sends no SMS about a move when moved is not in SHOP_SMS_STATUSES', function () {
    config(['shop.status_sms.kinds.moved' => false]);
    Staff::signIn(StaffRole::Operator);

    OverviewFixtures::moveOrderTo(OverviewFixtures::movableOrder(), $this->pechersk->id)->assertSessionHasNoErrors();

    Queue::assertNotPushed(SendSms::class);
});

it('shows the new restaurant, its phone and a line saying the order moved on the tracking page', function () {
    Staff::signIn(StaffRole::Operator);
    $order = OverviewFixtures::movableOrder();
    $this->get("/track/{$order->token}")->assertInertia(fn (Assert $page) => $page->where('tracking.moved_at', null));

    OverviewFixtures::moveOrderTo($order, $this->pechersk->id)->assertSessionHasNoErrors();

    $this->get("/en/track/{$order->token}")->assertOk()->assertInertia(fn (Assert $page) => $page->component('tracking/show')
        ->where('tracking.restaurant.name', 'Sunrise Pechersk')
        ->where('tracking.restaurant.phone', '+380441234502')
        ->where('tracking.moved_at', fn ($at) => is_string($at) && $at !== ''));
});

it('hands the order to the new restaurant\'s kitchen: the old one\'s kitchen no longer finds it', function () {
    $order = OverviewFixtures::movableOrder();
    $podilKitchen = Staff::member(StaffRole::Kitchen);
    $podilKitchen->restaurants()->attach($this->podil->id);
    $pecherskKitchen = Staff::member(StaffRole::Kitchen);
    $pecherskKitchen->restaurants()->attach($this->pechersk->id);
    Staff::signIn(StaffRole::Operator);
    OverviewFixtures::moveOrderTo($order, $this->pechersk->id)->assertSessionHasNoErrors();

    Staff::signIn($podilKitchen);
    expect(collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'))->pluck('number')->all())->toBe([]);
    Staff::visit("/staff/orders/{$order->number}")->assertNotFound();

    Staff::signIn($pecherskKitchen);
    expect(collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'))->pluck('number')->all())->toBe([$order->number]);
});

it('refuses a restaurant that cannot take the order with a 422 on restaurant_id', function (string $which) {
    Staff::signIn(StaffRole::Operator);
    $order = OverviewFixtures::movableOrder();
    $target = match ($which) {
        'its own' => $this->podil->id,
        'no delivery' => $this->closed->id,
        'unknown' => Restaurant::query()->max('id') + 100,
        'not a number' => 'abc',
        'none' => null,
    };

    OverviewFixtures::moveOrderTo($order, $target)->assertRedirect()->assertSessionHasErrors(['restaurant_id']);

    expect($order->refresh()->restaurant_id)->toBe($this->podil->id)
        ->and(StaffAuditEntry::query()->where('action', 'order.restaurant')->exists())->toBeFalse();
    Queue::assertNotPushed(SendSms::class);
})->with(['its own', 'no delivery', 'unknown', 'not a number', 'none']);

it('answers a JSON client a 422 with the field\'s message', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::pickup(OrderStatus::New, ['restaurant_id' => $this->podil->id]);

    $this->withHeaders(Staff::json())->putJson("/en/staff/orders/{$order->number}/restaurant", ['restaurant_id' => $this->closed->id])
        ->assertUnprocessable()->assertJsonPath('errors.restaurant_id.0', 'That restaurant cannot take this order: choose one from the list.');
});

it('refuses to move an order that has left the kitchen or is finished', function (OrderStatus $status) {
    Staff::signIn(StaffRole::Manager);
    $order = OverviewFixtures::movableOrder($status);

    OverviewFixtures::moveOrderTo($order, $this->pechersk->id, '/en')->assertSessionHasErrors(['restaurant_id' => "Order {$order->number} has left the kitchen: it cannot move to another restaurant."]);

    expect($order->refresh()->restaurant_id)->toBe($this->podil->id);
})->with([OrderStatus::OnTheWay, OrderStatus::ReadyForPickup, OrderStatus::Completed, OrderStatus::Cancelled]);

it('refuses a restaurant where a dish of the order is stopped, naming the dishes', function (string $how) {
    Staff::signIn(StaffRole::Operator);
    $product = Product::factory()->create(['name' => ['uk' => 'Дракон', 'en' => 'Dragon roll']]);
    $order = OverviewFixtures::movableOrder();
    $order->lines()->create([
        'product_id' => $product->id, 'name' => ['uk' => 'Дракон', 'en' => 'Dragon roll'], 'slug' => $product->slug, 'image' => null,
        'quantity' => 1, 'unit_price' => 30000, 'modifiers' => [], 'line_total' => 30000,
    ]);
    if ($how === 'stop-list') {
        RestaurantStopListEntry::query()->create(['restaurant_id' => $this->pechersk->id, 'item_type' => 'product', 'item_id' => $product->id, 'created_at' => now()]);
    } else {
        $ingredient = Ingredient::factory()->create();
        $ingredient->products()->attach($product->id);
        IngredientStop::query()->create(['ingredient_id' => $ingredient->id, 'restaurant_id' => $this->pechersk->id, 'until' => null, 'created_at' => now()]);
    }

    OverviewFixtures::moveOrderTo($order, $this->pechersk->id, '/en')->assertSessionHasErrors(['restaurant_id' => 'Sunrise Pechersk cannot make these now: Dragon roll.']);
    OverviewFixtures::moveOrderTo($order, $this->pechersk->id)->assertSessionHasErrors(['restaurant_id' => 'Sunrise Печерськ зараз не може приготувати: Дракон.']);

    expect($order->refresh()->restaurant_id)->toBe($this->podil->id);
})->with(['stop-list', 'ingredient out']);

it('lets no kitchen move an order: 403, and 404 for another restaurant\'s order', function () {
    $order = OverviewFixtures::movableOrder();
    Staff::signIn(StaffRole::Kitchen);

    OverviewFixtures::moveOrderTo($order, $this->pechersk->id)->assertForbidden();
    Staff::visit("/staff/orders/{$order->number}")->assertJsonPath('props.transfer', null);

    $pecherskKitchen = Staff::member(StaffRole::Kitchen);
    $pecherskKitchen->restaurants()->attach($this->pechersk->id);
    Staff::signIn($pecherskKitchen);
    OverviewFixtures::moveOrderTo($order, $this->pechersk->id)->assertNotFound();

    expect($order->refresh()->restaurant_id)->toBe($this->podil->id);
});
