<?php

use Tests\Unit\Bench\BenchFixtures;

// The chaos run's count of jobs done twice (bench/chaos-messages.php): a message counts twice only when the same one
// (same kind, same code or order) reached the provider again; a customer's sign-in code followed by the order's status
// SMS is two messages, each sent once.

require_once __DIR__.'/../../../bench/chaos-messages.php';

it('tells a message by its kind and what it is about, in both languages', function () {
    $messages = BenchFixtures::chaosMessages();

    expect($messages->identify(BenchFixtures::chaosOutbox()[0]['text']))->toBe(['kind' => 'code', 'ref' => '482913'])
        ->and($messages->identify(BenchFixtures::chaosOutbox()[1]['text']))->toBe(['kind' => 'paid', 'ref' => 'SR-10001'])
        ->and($messages->identify(BenchFixtures::chaosOutbox()[2]['text']))->toBe(['kind' => 'code', 'ref' => '118204'])
        ->and($messages->identify(BenchFixtures::chaosOutbox()[3]['text']))->toBe(['kind' => 'paid', 'ref' => 'SR-10002'])
        ->and($messages->identify('Sunrise: order SR-7 is changed. New total: 329 ₴. Pay by card here: http://x/pay/t'))->toBe(['kind' => 'corrected_pay', 'ref' => 'SR-7'])
        ->and($messages->identify('Sunrise: order SR-7 is changed. New total: 329 ₴.'))->toBe(['kind' => 'corrected', 'ref' => 'SR-7'])
        ->and($messages->identify('Sunrise: замовлення SR-8 скасовано: його не оплатили вчасно.')['kind'])->toBe('cancelled_unpaid')
        ->and($messages->identify('something else'))->toBe(['kind' => 'other', 'ref' => null]);
});

it('counts exactly one job done twice in an outbox with one duplicate and one legitimate second message', function () {
    $twice = BenchFixtures::chaosMessages()->twice(BenchFixtures::chaosOutbox());

    expect($twice)->toBe(['380661000002' => [['kind' => 'paid', 'ref' => 'SR-10002', 'times' => 2]]])
        ->and(array_sum(array_map('count', $twice)))->toBe(1);
});

it('counts a mail twice only when the same mail of the same order came again', function () {
    $mails = [
        ['to' => ['<shop@sunrise.test>'], 'subject' => 'Нове замовлення SR-10001', 'numbers' => ['SR-10001']],
        ['to' => ['<shop@sunrise.test>'], 'subject' => 'Нове замовлення SR-10002', 'numbers' => ['SR-10002']],
        ['to' => ['<shop@sunrise.test>'], 'subject' => 'Нове замовлення SR-10002', 'numbers' => ['SR-10002']],
    ];

    expect(ChaosMessages::mailsTwice($mails))->toBe(['SR-10002' => 1]);
});

it('expects the status SMS the order history asks for, and none for an order a new one replaced', function () {
    $kinds = ['accepted' => true, 'cooking' => false, 'cancelled' => true, 'paid' => true, 'refunded' => true];
    $changes = [
        ['number' => 'SR-1', 'phone' => '3801', 'to' => 'pending', 'payment' => true, 'cancellation_reason' => null],
        ['number' => 'SR-1', 'phone' => '3801', 'to' => 'paid', 'payment' => true, 'cancellation_reason' => null],
        ['number' => 'SR-1', 'phone' => '3801', 'to' => 'accepted', 'payment' => false, 'cancellation_reason' => null],
        ['number' => 'SR-1', 'phone' => '3801', 'to' => 'cooking', 'payment' => false, 'cancellation_reason' => null],
        ['number' => 'SR-2', 'phone' => '3802', 'to' => 'cancelled', 'payment' => false, 'cancellation_reason' => 'replaced'],
        ['number' => 'SR-3', 'phone' => '3803', 'to' => 'cancelled', 'payment' => false, 'cancellation_reason' => 'payment_timeout'],
    ];

    expect(ChaosMessages::expectedStatusSms($changes, $kinds))->toBe([
        '3801|paid|SR-1' => 'SR-1', '3801|accepted|SR-1' => 'SR-1', '3803|cancelled_unpaid|SR-3' => 'SR-3',
    ]);
});
