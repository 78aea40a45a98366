<?php

// After the order: the status SMS (:brand the shop's name, :number the order number, :time the expected time, :place
// the restaurant) and the staff board's busy mode and pause.
return [
    'sms' => [
        'accepted' => ':brand: order :number is accepted. Expected at :time.',
        'cooking' => ':brand: we are cooking order :number. Expected at :time.',
        'on_the_way' => ':brand: order :number is on its way to you.',
        'ready_for_pickup' => ':brand: order :number is ready. We are waiting for you at :place.',
        'completed' => ':brand: order :number is complete. Enjoy your meal!',
        'cancelled' => ':brand: order :number is cancelled. If you paid by card, the money goes back to it.',
        'cancelled_unpaid' => ':brand: order :number is cancelled: it was not paid in time.',
        'paid' => ':brand: payment for order :number received.',
        'refunded' => ':brand: the money for order :number is on its way back to your card.',
        'corrected' => ':brand: order :number is changed. New total: :amount.',
        'corrected_pay' => ':brand: order :number is changed. New total: :amount. Pay by card here: :url',
        'payment_link' => ':brand: order :number, :amount. Pay by card here: :url',
        'moved' => ':brand: order :number is now being prepared by :place, phone :phone.',
        'manager_alarm' => ':brand: nobody has accepted order :number (:restaurant) for :minutes min.',
        'link' => 'Follow it: :url',
    ],
    'load' => [
        'busy_set' => ':restaurant is busy: +:minutes min on every time until :time.',
        'busy_ended' => ':restaurant is no longer busy.',
        'paused_set' => ':restaurant takes no online orders until :time.',
        'paused_ended' => ':restaurant takes online orders again.',
        'until_after' => 'Choose a time later than now.',
        'until_within' => 'Choose a time within :hours hours.',
    ],
];
