<?php

// The staff menu editor: field names in validation messages and its own messages.
return [
    'attributes' => [
        'name.uk' => 'назва (українською)', 'name.en' => 'назва (англійською)',
        'description.uk' => 'опис (українською)', 'description.en' => 'опис (англійською)',
        'composition.uk' => 'склад (українською)', 'composition.en' => 'склад (англійською)',
        'slug' => 'адреса (slug)', 'visible' => 'показувати', 'category_id' => 'категорія', 'price' => 'ціна',
        'old_price' => 'стара ціна', 'weight' => 'вага', 'pieces' => 'кількість штук', 'badges' => 'позначки', 'badges.*' => 'позначка',
        'allergens' => 'алергени', 'allergens.*' => 'алерген', 'related' => 'схожі страви', 'related.*' => 'схожа страва',
        'modifier_groups' => 'групи модифікаторів', 'modifier_groups.*' => 'група модифікаторів', 'sort' => 'порядок',
        'required' => 'обов’язкова', 'min' => 'мінімум', 'max' => 'максимум', 'modifiers' => 'модифікатори',
        'modifiers.*.name.uk' => 'назва модифікатора (українською)', 'modifiers.*.name.en' => 'назва модифікатора (англійською)',
        'modifiers.*.price' => 'ціна модифікатора', 'modifiers.*.max_quantity' => 'найбільша кількість модифікатора', 'modifiers.*.id' => 'модифікатор',
        'title.uk' => 'заголовок (українською)', 'title.en' => 'заголовок (англійською)', 'summary.uk' => 'короткий опис (українською)', 'summary.en' => 'короткий опис (англійською)',
        'body.uk' => 'текст (українською)', 'body.en' => 'текст (англійською)', 'starts_at' => 'початок', 'ends_at' => 'кінець',
        'code' => 'код', 'kind' => 'вид', 'value' => 'знижка', 'max_discount' => 'найбільша знижка', 'min_subtotal' => 'мінімальне замовлення',
        'usage_limit' => 'усього використань', 'max_uses_per_customer' => 'використань на клієнта', 'active' => 'увімкнено',
        'direction' => 'напрямок', 'photo' => 'фото',
    ],
    'code_format' => 'Промокод може містити лише латинські літери, цифри, - і _.',
    'money' => 'Вкажіть :attribute у гривнях, наприклад 249 або 249.50.',
    'money_max' => 'Поле :attribute може бути не більше :max грн.',
    'money_positive' => 'Поле :attribute має бути більше нуля.',
    'old_price_above' => 'Стара ціна має бути вищою за ціну.',
    'related_self' => 'Страва не може бути схожою сама на себе.',
    'min_above_max' => 'Мінімум не може перевищувати максимум.',
    'photo_unreadable' => 'Фото не вдалося прочитати як зображення.',
];
