<?php

// Відмови запиту ще до маршрутизації (розмір, довжина списків, кодування).
return [
    'too_large' => 'Запит завеликий: щонайбільше :kb КБ.',
    'malformed_text' => 'Текст має бути в кодуванні UTF-8.',
    'too_many_items' => 'У списку щонайбільше :max елементів.',
    'too_many_fields' => 'Забагато полів у запиті: щонайбільше :max.',
    // The database or Redis is out of reach for a moment (503 with Retry-After).
    'unavailable' => 'Магазин зараз не може відповісти — спробуйте за кілька секунд.',
];
