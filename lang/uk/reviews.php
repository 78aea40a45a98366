<?php

// Reviews after the order (App\Shop\Reviews\OrderReviews, the API's review form).
return [
    'not_yet' => 'Оцінити страви можна, коли замовлення доставлено.',
    'not_in_order' => 'Цієї страви немає в замовленні (або її більше немає в меню).',
    'already' => '«:name» у цьому замовленні ви вже оцінили.',
    'anonymous' => 'Гість',
    'product_id' => 'Оберіть страву з замовлення.',
    'rating' => 'Поставте оцінку від 1 до 5.',
    'body' => 'Відгук — не довше :max символів.',
    'unavailable' => 'Магазин зараз не відповідає; спробуйте за хвилину.',
];
