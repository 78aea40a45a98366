<?php

/*
 * Streets of Kyiv for the sandbox geocoder (App\Shop\Delivery\SandboxGeocoder), the embedded default: each street's
 * Ukrainian and English name, the point of its first house and of its last house ([lat, lng], WGS 84) and the number
 * of that last house. A house between them is placed in proportion along the line, which is near enough for the demo
 * and its delivery areas; production uses Visicom's Data API (SHOP_GEOCODER=visicom).
 *
 * The ends are approximate (within a few hundred metres of the real first and last house): a demo's list, not a
 * survey. Visicom places Khreshchatyk 26 at 50.448847, 30.521626; the line below puts it about 150 m away.
 */

return [
    ['uk' => 'вулиця Хрещатик', 'en' => 'Khreshchatyk Street', 'from' => [50.4535, 30.5281], 'to' => [50.4421, 30.5213], 'houses' => 52],
    ['uk' => 'вулиця Саксаганського', 'en' => 'Saksahanskoho Street', 'from' => [50.4378, 30.5196], 'to' => [50.4418, 30.4890], 'houses' => 150],
    ['uk' => 'вулиця Ярославів Вал', 'en' => 'Yaroslaviv Val Street', 'from' => [50.4490, 30.5150], 'to' => [50.4540, 30.5050], 'houses' => 40],
    ['uk' => 'вулиця Петра Сагайдачного', 'en' => 'Petra Sahaidachnoho Street', 'from' => [50.4588, 30.5262], 'to' => [50.4650, 30.5167], 'houses' => 43],
    ['uk' => 'вулиця Хорива', 'en' => 'Khoryva Street', 'from' => [50.4655, 30.5170], 'to' => [50.4620, 30.5060], 'houses' => 55],
    ['uk' => 'вулиця Межигірська', 'en' => 'Mezhyhirska Street', 'from' => [50.4650, 30.5160], 'to' => [50.4745, 30.5020], 'houses' => 90],
    ['uk' => 'вулиця Володимирська', 'en' => 'Volodymyrska Street', 'from' => [50.4580, 30.5185], 'to' => [50.4335, 30.5125], 'houses' => 101],
    ['uk' => 'вулиця Велика Васильківська', 'en' => 'Velyka Vasylkivska Street', 'from' => [50.4418, 30.5212], 'to' => [50.4050, 30.5170], 'houses' => 150],
    ['uk' => 'вулиця Антоновича', 'en' => 'Antonovycha Street', 'from' => [50.4395, 30.5160], 'to' => [50.4255, 30.5105], 'houses' => 180],
    ['uk' => 'вулиця Євгена Коновальця', 'en' => 'Yevhena Konovaltsia Street', 'from' => [50.4292, 30.5205], 'to' => [50.4255, 30.5390], 'houses' => 44],
    ['uk' => 'бульвар Лесі Українки', 'en' => 'Lesi Ukrainky Boulevard', 'from' => [50.4380, 30.5360], 'to' => [50.4240, 30.5390], 'houses' => 36],
    ['uk' => 'вулиця Лаврська', 'en' => 'Lavrska Street', 'from' => [50.4415, 30.5450], 'to' => [50.4325, 30.5590], 'houses' => 31],
    ['uk' => 'вулиця Івана Мазепи', 'en' => 'Ivana Mazepy Street', 'from' => [50.4490, 30.5370], 'to' => [50.4395, 30.5480], 'houses' => 39],
    ['uk' => 'Голосіївський проспект', 'en' => 'Holosiivskyi Avenue', 'from' => [50.4045, 30.5165], 'to' => [50.3825, 30.5060], 'houses' => 132],
    ['uk' => 'проспект Науки', 'en' => 'Nauky Avenue', 'from' => [50.4020, 30.5250], 'to' => [50.3630, 30.5100], 'houses' => 100],
    ['uk' => 'Берестейський проспект', 'en' => 'Beresteiskyi Avenue', 'from' => [50.4480, 30.4940], 'to' => [50.4600, 30.3550], 'houses' => 140],
    ['uk' => 'Оболонський проспект', 'en' => 'Obolonskyi Avenue', 'from' => [50.4985, 30.5050], 'to' => [50.5260, 30.5010], 'houses' => 55],
    ['uk' => 'проспект Володимира Івасюка', 'en' => 'Volodymyra Ivasiuka Avenue', 'from' => [50.5050, 30.4950], 'to' => [50.5260, 30.4960], 'houses' => 64],
    ['uk' => 'проспект Степана Бандери', 'en' => 'Stepana Bandery Avenue', 'from' => [50.4905, 30.4760], 'to' => [50.4890, 30.5230], 'houses' => 36],
    ['uk' => 'вулиця Полярна', 'en' => 'Poliarna Street', 'from' => [50.5240, 30.4510], 'to' => [50.5175, 30.4590], 'houses' => 20],
    ['uk' => 'проспект Миколи Бажана', 'en' => 'Mykoly Bazhana Avenue', 'from' => [50.3960, 30.5900], 'to' => [50.4020, 30.6560], 'houses' => 40],
    ['uk' => 'вулиця Анни Ахматової', 'en' => 'Anny Akhmatovoi Street', 'from' => [50.3960, 30.6165], 'to' => [50.4090, 30.6215], 'houses' => 50],
    ['uk' => 'вулиця Драгоманова', 'en' => 'Drahomanova Street', 'from' => [50.4105, 30.6150], 'to' => [50.3980, 30.6390], 'houses' => 44],
    ['uk' => 'вулиця Срібнокільська', 'en' => 'Sribnokilska Street', 'from' => [50.3935, 30.6070], 'to' => [50.3975, 30.6280], 'houses' => 24],
    ['uk' => 'Харківське шосе', 'en' => 'Kharkivske Highway', 'from' => [50.4190, 30.6330], 'to' => [50.4040, 30.6870], 'houses' => 201],
    ['uk' => 'проспект Соборності', 'en' => 'Sobornosti Avenue', 'from' => [50.4580, 30.5950], 'to' => [50.4520, 30.6410], 'houses' => 30],
    ['uk' => 'Русанівська набережна', 'en' => 'Rusanivska Embankment', 'from' => [50.4480, 30.5860], 'to' => [50.4370, 30.6010], 'houses' => 24],
    ['uk' => 'вулиця Миколи Закревського', 'en' => 'Mykoly Zakrevskoho Street', 'from' => [50.5040, 30.6140], 'to' => [50.5300, 30.6080], 'houses' => 101],
    ['uk' => 'проспект Червоної Калини', 'en' => 'Chervonoi Kalyny Avenue', 'from' => [50.5050, 30.5960], 'to' => [50.5230, 30.6150], 'houses' => 99],
    ['uk' => 'вулиця Академіка Заболотного', 'en' => 'Akademika Zabolotnoho Street', 'from' => [50.3650, 30.4950], 'to' => [50.3420, 30.5100], 'houses' => 150],
];
