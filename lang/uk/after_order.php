<?php

// After the order: the status SMS (:brand the shop's name, :number the order number, :time the expected time, :place
// the restaurant) and the staff board's busy mode and pause.
return [
    'sms' => [
        'accepted' => ':brand: замовлення :number прийнято. Орієнтовно о :time.',
        'cooking' => ':brand: готуємо замовлення :number. Орієнтовно о :time.',
        'on_the_way' => ':brand: замовлення :number вже в дорозі до вас.',
        'ready_for_pickup' => ':brand: замовлення :number готове. Чекаємо вас: :place.',
        'completed' => ':brand: замовлення :number виконано. Смачного!',
        'cancelled' => ':brand: замовлення :number скасовано. Якщо ви платили карткою, кошти повернуться на неї.',
        'cancelled_unpaid' => ':brand: замовлення :number скасовано: його не оплатили вчасно.',
        'paid' => ':brand: оплату замовлення :number отримано.',
        'refunded' => ':brand: кошти за замовлення :number повертаються на вашу картку.',
        'corrected' => ':brand: замовлення :number змінено. Нова сума: :amount.',
        'corrected_pay' => ':brand: замовлення :number змінено. Нова сума: :amount. Оплатити карткою: :url',
        'payment_link' => ':brand: замовлення :number, :amount. Оплатити карткою: :url',
        'moved' => ':brand: замовлення :number тепер готує :place, тел. :phone.',
        'manager_alarm' => ':brand: замовлення :number (:restaurant) ніхто не прийняв уже :minutes хв.',
        'link' => 'Стежити: :url',
    ],
    'load' => [
        'busy_set' => ':restaurant завантажений: +:minutes хв до кожного часу до :time.',
        'busy_ended' => ':restaurant більше не завантажений.',
        'paused_set' => ':restaurant не приймає онлайн-замовлення до :time.',
        'paused_ended' => ':restaurant знову приймає онлайн-замовлення.',
        'until_after' => 'Оберіть час пізніше, ніж зараз.',
        'until_within' => 'Оберіть час у межах :hours год.',
    ],
];
