<?php

/*
 * The demo city's delivery areas (docs/delivery-areas.md), drawn around the seeded restaurants: Podil (50.4627, 30.5206)
 * on the right bank's north, Pechersk (50.4268, 30.5339) on its south, Poznyaky (50.4010, 30.6186) on the left bank.
 * Polygons are GeoJSON [lng, lat]; the centre between Bessarabska and Lvivska squares lies in both right-bank areas,
 * and Pechersk's priority wins there. The Holosiivskyi forest park is a hole in Pechersk's area. Money in kopiyky.
 */

return [
    [
        'restaurant' => 'podil', 'colour' => '#e4572e', 'priority' => 10,
        'name' => ['uk' => 'Поділ, Центр і Оболонь', 'en' => 'Podil, Centre and Obolon'],
        'min_order' => 40000, 'delivery_fee' => 6000, 'free_from' => 100000, 'eta_minutes' => 25, 'hours' => null,
        'polygon' => ['type' => 'Polygon', 'coordinates' => [[
            [30.4550, 50.4440], [30.4550, 50.4700], [30.4700, 50.5000], [30.4800, 50.5300], [30.5000, 50.5350],
            [30.5150, 50.5300], [30.5250, 50.5000], [30.5300, 50.4700], [30.5350, 50.4550], [30.5450, 50.4440], [30.4550, 50.4440],
        ]]],
    ],
    [
        'restaurant' => 'pechersk', 'colour' => '#2e86ab', 'priority' => 20,
        'name' => ['uk' => 'Печерськ, Центр і Голосіїв', 'en' => 'Pechersk, Centre and Holosiiv'],
        'min_order' => 40000, 'delivery_fee' => 6000, 'free_from' => 100000, 'eta_minutes' => 25, 'hours' => null,
        'polygon' => ['type' => 'Polygon', 'coordinates' => [
            [
                [30.4800, 50.4500], [30.5450, 50.4500], [30.5650, 50.4300], [30.5750, 50.4000], [30.5600, 50.3700],
                [30.5000, 50.3650], [30.4700, 50.3900], [30.4750, 50.4300], [30.4800, 50.4500],
            ],
            // Holosiivskyi forest park.
            [[30.5000, 50.3850], [30.5150, 50.3850], [30.5150, 50.3950], [30.5000, 50.3950], [30.5000, 50.3850]],
        ]],
    ],
    [
        'restaurant' => 'poznyaky', 'colour' => '#3bb273', 'priority' => 10,
        'name' => ['uk' => 'Позняки, Осокорки і Харківський', 'en' => 'Poznyaky, Osokorky and Kharkivskyi'],
        'min_order' => 40000, 'delivery_fee' => 6000, 'free_from' => 100000, 'eta_minutes' => 25, 'hours' => null,
        'polygon' => ['type' => 'Polygon', 'coordinates' => [[
            [30.5850, 50.4400], [30.6400, 50.4450], [30.7000, 50.4300], [30.7000, 50.3800], [30.6400, 50.3700],
            [30.5900, 50.3800], [30.5800, 50.4100], [30.5850, 50.4400],
        ]]],
    ],
    [
        'restaurant' => 'poznyaky', 'colour' => '#7768ae', 'priority' => 5,
        'name' => ['uk' => 'Дарниця і Лівобережна', 'en' => 'Darnytsia and Livoberezhna'],
        'min_order' => 45000, 'delivery_fee' => 8000, 'free_from' => 120000, 'eta_minutes' => 35, 'hours' => null,
        'polygon' => ['type' => 'Polygon', 'coordinates' => [[
            [30.5800, 50.4400], [30.5850, 50.4800], [30.6400, 50.4800], [30.6600, 50.4450], [30.6400, 50.4450], [30.5850, 50.4400], [30.5800, 50.4400],
        ]]],
    ],
    [
        'restaurant' => 'poznyaky', 'colour' => '#f0a202', 'priority' => 0,
        'name' => ['uk' => 'Троєщина', 'en' => 'Troieshchyna'],
        'min_order' => 60000, 'delivery_fee' => 12000, 'free_from' => 150000, 'eta_minutes' => 50,
        // Far from the kitchen: delivered in the daytime only.
        'hours' => array_fill_keys(range(1, 7), ['11:00', '21:00']),
        'polygon' => ['type' => 'Polygon', 'coordinates' => [[
            [30.5700, 50.4900], [30.5800, 50.5300], [30.6400, 50.5350], [30.6500, 50.5000], [30.6200, 50.4800], [30.5700, 50.4900],
        ]]],
    ],
];
