<?php

// The demo menu's ingredients a kitchen can run out of. A product is made with an ingredient when its English
// composition names one of the ingredient's terms (a set inherits the ingredients of the rolls it names); a modifier
// when its key is listed.
return [
    ['slug' => 'salmon', 'name' => ['uk' => 'Лосось', 'en' => 'Salmon'], 'terms' => ['salmon'], 'modifiers' => []],
    ['slug' => 'eel', 'name' => ['uk' => 'Вугор', 'en' => 'Eel'], 'terms' => ['eel'], 'modifiers' => []],
    ['slug' => 'tuna', 'name' => ['uk' => 'Тунець', 'en' => 'Tuna'], 'terms' => ['tuna'], 'modifiers' => []],
    ['slug' => 'prawns', 'name' => ['uk' => 'Креветки', 'en' => 'Prawns'], 'terms' => ['tiger prawn', 'tiger prawns', 'tempura prawn'], 'modifiers' => ['wok-extra-shrimp', 'soup-extra-shrimp']],
    ['slug' => 'snow-crab', 'name' => ['uk' => 'Сніговий краб', 'en' => 'Snow crab'], 'terms' => ['snow crab'], 'modifiers' => []],
    ['slug' => 'scallop', 'name' => ['uk' => 'Морський гребінець', 'en' => 'Sea scallop'], 'terms' => ['sea scallop'], 'modifiers' => []],
    ['slug' => 'tobiko', 'name' => ['uk' => 'Ікра тобіко', 'en' => 'Tobiko roe'], 'terms' => ['tobiko roe'], 'modifiers' => []],
    ['slug' => 'avocado', 'name' => ['uk' => 'Авокадо', 'en' => 'Avocado'], 'terms' => ['avocado'], 'modifiers' => []],
    ['slug' => 'cream-cheese', 'name' => ['uk' => 'Вершковий сир', 'en' => 'Cream cheese'], 'terms' => ['cream cheese'], 'modifiers' => []],
    ['slug' => 'cucumber', 'name' => ['uk' => 'Огірок', 'en' => 'Cucumber'], 'terms' => ['cucumber'], 'modifiers' => []],
    ['slug' => 'rice', 'name' => ['uk' => 'Рис', 'en' => 'Rice'], 'terms' => ['rice'], 'modifiers' => ['base-jasmine-rice', 'soup-extra-rice']],
    ['slug' => 'nori', 'name' => ['uk' => 'Норі', 'en' => 'Nori'], 'terms' => ['nori'], 'modifiers' => []],
    ['slug' => 'chicken', 'name' => ['uk' => 'Курка', 'en' => 'Chicken'], 'terms' => ['chicken breast', 'teriyaki chicken'], 'modifiers' => ['wok-extra-chicken']],
    ['slug' => 'tofu', 'name' => ['uk' => 'Тофу', 'en' => 'Tofu'], 'terms' => ['tofu'], 'modifiers' => ['wok-extra-tofu']],
    ['slug' => 'udon', 'name' => ['uk' => 'Локшина удон', 'en' => 'Udon noodles'], 'terms' => [], 'modifiers' => ['noodles-udon']],
];
