<?php

use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;

/*
|--------------------------------------------------------------------------
| Sunrise dictionaries seed data
|--------------------------------------------------------------------------
|
| Plain data, no logic. Money amounts are integers in kopiyky
| (40000 = 400.00 UAH). Restaurant hours are keyed by ISO weekday
| (1 = Monday ... 7 = Sunday), each ['HH:MM open', 'HH:MM close'] on the
| same day, or null when closed; '23:59' is used instead of midnight.
|
*/

return [
    'settings' => [
        'phone' => '+380 44 123 45 67',
        'email_admin' => 'orders@sunrise-sushi.com.ua',
    ],

    'options' => [
        'alert_message' => [
            'uk' => 'Через сильний снігопад доставка може тривати на 20–30 хвилин довше. Дякуємо за терпіння!',
            'en' => 'Due to heavy snowfall, delivery may take 20–30 minutes longer than usual. Thank you for your patience!',
        ],
        'alert_popup_message' => [
            'uk' => "Святковий графік: 31 грудня приймаємо замовлення до 20:00, а 1 січня працюємо з 12:00 до 22:00.\n\nВстигніть замовити новорічний сет заздалегідь!",
            'en' => "Holiday hours: on 31 December we take orders until 20:00, and on 1 January we are open from 12:00 to 22:00.\n\nOrder your New Year set in advance!",
        ],
    ],

    'socials' => [
        ['key' => 'instagram', 'name' => 'Instagram', 'url' => 'https://instagram.com/sunrise.sushi.kyiv', 'icon' => 'instagram', 'sort' => 1],
        ['key' => 'facebook', 'name' => 'Facebook', 'url' => 'https://facebook.com/sunrise.sushi.kyiv', 'icon' => 'facebook', 'sort' => 2],
        ['key' => 'telegram', 'name' => 'Telegram', 'url' => 'https://t.me/sunrise_sushi_kyiv', 'icon' => 'telegram', 'sort' => 3],
        ['key' => 'viber', 'name' => 'Viber', 'url' => 'viber://chat?number=%2B380671234567', 'icon' => 'viber', 'sort' => 4],
    ],

    'restaurants' => [
        [
            'slug' => 'podil',
            'name' => ['uk' => 'Sunrise Поділ', 'en' => 'Sunrise Podil'],
            'address' => ['uk' => 'вул. Петра Сагайдачного, 25', 'en' => '25 Petra Sahaidachnoho St'],
            'phone' => '+380441234501',
            'lat' => 50.4627,
            'lng' => 30.5206,
            'pickup' => true,
            // Open late on Friday and Saturday nights.
            'hours' => [
                1 => ['10:00', '22:00'],
                2 => ['10:00', '22:00'],
                3 => ['10:00', '22:00'],
                4 => ['10:00', '22:00'],
                5 => ['10:00', '23:59'],
                6 => ['11:00', '23:59'],
                7 => ['11:00', '22:00'],
            ],
            'sort' => 1,
        ],
        [
            'slug' => 'pechersk',
            'name' => ['uk' => 'Sunrise Печерськ', 'en' => 'Sunrise Pechersk'],
            'address' => ['uk' => 'вул. Євгена Коновальця, 32', 'en' => '32 Yevhena Konovaltsia St'],
            'phone' => '+380441234502',
            'lat' => 50.4268,
            'lng' => 30.5339,
            'pickup' => true,
            'hours' => [
                1 => ['10:00', '22:00'],
                2 => ['10:00', '22:00'],
                3 => ['10:00', '22:00'],
                4 => ['10:00', '22:00'],
                5 => ['10:00', '22:30'],
                6 => ['11:00', '22:30'],
                7 => ['11:00', '21:30'],
            ],
            'sort' => 2,
        ],
        [
            // Delivery-only kitchen for the left bank: no pickup counter.
            'slug' => 'poznyaky',
            'name' => ['uk' => 'Sunrise Позняки', 'en' => 'Sunrise Poznyaky'],
            'address' => ['uk' => 'вул. Анни Ахматової, 22', 'en' => '22 Anny Akhmatovoi St'],
            'phone' => '+380441234503',
            'lat' => 50.4010,
            'lng' => 30.6186,
            'pickup' => false,
            'hours' => [
                1 => ['11:00', '22:30'],
                2 => ['11:00', '22:30'],
                3 => ['11:00', '22:30'],
                4 => ['11:00', '22:30'],
                5 => ['11:00', '23:00'],
                6 => ['11:00', '23:00'],
                7 => ['11:00', '22:30'],
            ],
            'sort' => 3,
        ],
    ],

    'regions' => [
        ['slug' => 'center', 'name' => ['uk' => 'Центр', 'en' => 'City centre'], 'min_order' => 40000, 'delivery_fee' => 6000, 'free_from' => 100000, 'eta_minutes' => 20, 'restaurant' => 'podil', 'sort' => 1],
        ['slug' => 'podil-obolon', 'name' => ['uk' => 'Поділ і Оболонь', 'en' => 'Podil and Obolon'], 'min_order' => 40000, 'delivery_fee' => 7000, 'free_from' => 100000, 'eta_minutes' => 25, 'restaurant' => 'podil', 'sort' => 2],
        ['slug' => 'pechersk-holosiiv', 'name' => ['uk' => 'Печерськ і Голосіїв', 'en' => 'Pechersk and Holosiiv'], 'min_order' => 40000, 'delivery_fee' => 7000, 'free_from' => 100000, 'eta_minutes' => 25, 'restaurant' => 'pechersk', 'sort' => 3],
        ['slug' => 'darnytsia-poznyaky', 'name' => ['uk' => 'Дарниця і Позняки', 'en' => 'Darnytsia and Poznyaky'], 'min_order' => 40000, 'delivery_fee' => 6000, 'free_from' => 100000, 'eta_minutes' => 20, 'restaurant' => 'poznyaky', 'sort' => 4],
        ['slug' => 'dnipro-district', 'name' => ['uk' => 'Дніпровський район', 'en' => 'Dniprovskyi district'], 'min_order' => 45000, 'delivery_fee' => 8000, 'free_from' => 120000, 'eta_minutes' => 35, 'restaurant' => 'poznyaky', 'sort' => 5],
        ['slug' => 'troieshchyna', 'name' => ['uk' => 'Троєщина', 'en' => 'Troieshchyna'], 'min_order' => 60000, 'delivery_fee' => 12000, 'free_from' => 150000, 'eta_minutes' => 50, 'restaurant' => 'poznyaky', 'sort' => 6],
    ],

    'payment_types' => [
        ['code' => PaymentType::CardOnline->value, 'name' => ['uk' => 'Карткою онлайн', 'en' => 'Card online'], 'online' => PaymentType::CardOnline->isOnline(), 'sort' => 1],
        ['code' => PaymentType::CardCourier->value, 'name' => ['uk' => 'Карткою кур’єру', 'en' => 'Card to the courier'], 'online' => PaymentType::CardCourier->isOnline(), 'sort' => 2],
        ['code' => PaymentType::Cash->value, 'name' => ['uk' => 'Готівкою (підготуємо решту)', 'en' => 'Cash (we bring change)'], 'online' => PaymentType::Cash->isOnline(), 'sort' => 3],
    ],

    'order_types' => [
        ['code' => OrderType::Delivery->value, 'name' => ['uk' => 'Доставка', 'en' => 'Delivery'], 'sort' => 1],
        ['code' => OrderType::Pickup->value, 'name' => ['uk' => 'Самовивіз', 'en' => 'Pickup'], 'sort' => 2],
    ],
];
