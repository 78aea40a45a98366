<?php

// The staff menu editor: field names in validation messages and its own messages.
return [
    'attributes' => [
        'name.uk' => 'name (Ukrainian)', 'name.en' => 'name (English)',
        'description.uk' => 'description (Ukrainian)', 'description.en' => 'description (English)',
        'composition.uk' => 'composition (Ukrainian)', 'composition.en' => 'composition (English)',
        'slug' => 'address (slug)', 'visible' => 'visible', 'category_id' => 'category', 'price' => 'price',
        'old_price' => 'old price', 'weight' => 'weight', 'pieces' => 'pieces', 'badges' => 'badges', 'badges.*' => 'badge',
        'allergens' => 'allergens', 'allergens.*' => 'allergen', 'related' => 'related products', 'related.*' => 'related product',
        'modifier_groups' => 'modifier groups', 'modifier_groups.*' => 'modifier group', 'sort' => 'sort order',
        'required' => 'required', 'min' => 'minimum', 'max' => 'maximum', 'modifiers' => 'modifiers',
        'modifiers.*.name.uk' => 'modifier name (Ukrainian)', 'modifiers.*.name.en' => 'modifier name (English)',
        'modifiers.*.price' => 'modifier price', 'modifiers.*.max_quantity' => 'most of one modifier', 'modifiers.*.id' => 'modifier',
        'title.uk' => 'title (Ukrainian)', 'title.en' => 'title (English)', 'summary.uk' => 'summary (Ukrainian)', 'summary.en' => 'summary (English)',
        'body.uk' => 'text (Ukrainian)', 'body.en' => 'text (English)', 'starts_at' => 'start', 'ends_at' => 'end',
        'code' => 'code', 'kind' => 'kind', 'value' => 'discount', 'max_discount' => 'cap', 'min_subtotal' => 'minimum order',
        'usage_limit' => 'total uses', 'max_uses_per_customer' => 'uses per customer', 'active' => 'on',
        'direction' => 'direction', 'photo' => 'photo',
    ],
    'code_format' => 'A promo code may hold only Latin letters, digits, - and _.',
    'money' => 'Enter the :attribute in hryvnias, e.g. 249 or 249.50.',
    'money_max' => 'The :attribute may be at most :max UAH.',
    'money_positive' => 'The :attribute must be more than zero.',
    'old_price_above' => 'The old price must be higher than the price.',
    'related_self' => 'A product cannot be related to itself.',
    'min_above_max' => 'The minimum may not exceed the maximum.',
    'photo_unreadable' => 'The photo could not be read as an image.',
];
