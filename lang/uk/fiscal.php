<?php

return [
    'page_title' => 'Чек № :number (тестовий)',
    'not_fiscal' => 'НЕ ФІСКАЛЬНИЙ ЧЕК (пісочниця)',
    'sell_receipt' => 'Чек продажу',
    'return_receipt' => 'Чек повернення',
    'order' => 'Замовлення',
    'cash' => 'Готівка',
    'card' => 'Картка',
    'total' => 'Сума',
    'currency' => 'грн',
    'fiscal_code' => 'Фіскальний номер',
];
