<?php

use App\Models\DeliveryArea;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Orders taken by phone and corrections follow the delivery areas as the storefront does: the address's point chooses.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Queue::fake([SendSms::class]);
    // Yaroslaviv Val 14 (50.4507, 30.5117) in Podil's area; Saksahanskoho 10 (50.4380, 30.5178) in Pechersk's.
    $this->podil = DeliveryArea::factory()->for(Fx::restaurant('podil'))->around(50.451, 30.512, 0.004)->create(['delivery_fee' => 4000, 'free_from' => null]);
    $this->pechersk = DeliveryArea::factory()->for(Fx::restaurant('pechersk'))->around(50.438, 30.518, 0.004)->create(['delivery_fee' => 7500, 'free_from' => null]);
});

it('takes a phone order to the area\'s kitchen and fee, whatever region the form names', function () {
    $order = Staff::correctionPlacedOrder(['region_id' => Fx::region('darnytsia-poznyaky')->id]);

    expect($order->delivery_area_id)->toBe($this->podil->id)
        ->and($order->restaurant_id)->toBe(Fx::restaurant('podil')->id)
        ->and($order->delivery_fee)->toBe(4000)
        ->and($order->lat)->not->toBeNull();
});

it('refuses a phone order outside every area under the street, and writes nothing', function () {
    Staff::signIn(StaffRole::Operator);
    $before = Fx::shopState();

    Staff::sendPhoneOrder(Staff::phoneOrderForm(['street' => 'вул. Полярна', 'house' => '5']))->assertSessionHasErrors('street');

    expect(Fx::shopState())->toBe($before);
});

it('moves a corrected address into the area that holds it: another kitchen and fee', function () {
    $order = Staff::correctionPlacedOrder();

    Staff::correctionSend($order, Staff::correctionForm(2, ['street' => 'вул. Саксаганського', 'house' => '10']))->assertSessionHasNoErrors();

    $order->refresh();
    expect($order->delivery_area_id)->toBe($this->pechersk->id)
        ->and($order->restaurant_id)->toBe(Fx::restaurant('pechersk')->id)
        ->and($order->delivery_fee)->toBe(7500)
        ->and([$order->lat, $order->lng])->toBe([50.438042, 30.517752]);
});
