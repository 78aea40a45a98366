<?php

/*
|--------------------------------------------------------------------------
| Legacy Tilda product URLs
|--------------------------------------------------------------------------
|
| The previous storefront was built on Tilda, whose product cards lived at
| /tproduct/{store block record id}-{product uid}-{transliterated name}.
| Those links are still shared in Instagram stories, Google results and
| messenger chats, so each one maps to the slug of the current product.
| Keys are lowercase and have no trailing slash. Several old paths may
| point to the same product: it was moved between store blocks or renamed.
|
*/

return [
    // philadelphia-classic
    '/tproduct/581479575-846066027830-filadelfiya-klasik' => 'philadelphia-classic',
    '/tproduct/967780926-235656272996-filadelfiya' => 'philadelphia-classic',
    '/tproduct/5760135114-517997050094-filadelfiia-klasychna' => 'philadelphia-classic',
    '/tproduct/366015058-514790903157-rol-filadelfiya' => 'philadelphia-classic',
    // philadelphia-premium
    '/tproduct/366015058-109887692229-filadelfiya-premium' => 'philadelphia-premium',
    '/tproduct/967780926-190400710621-filadelfiya-gold' => 'philadelphia-premium',
    // philadelphia-eel
    '/tproduct/967780926-79201-filadelfiya-z-vugrem' => 'philadelphia-eel',
    '/tproduct/831069263-118283515997-filadelfiya-s-ugrem' => 'philadelphia-eel',
    // california-crab
    '/tproduct/366015058-542098316446-kaliforniya-z-krabom' => 'california-crab',
    '/tproduct/831069263-883532696707-kaliforniya-s-krabom' => 'california-crab',
    '/tproduct/5760135114-976989485184-kaliforniia-z-krabom' => 'california-crab',
    // california-shrimp
    '/tproduct/8176758354-23837-kaliforniya-z-krevetkoyu' => 'california-shrimp',
    // california-salmon
    '/tproduct/8176758354-506682110470-kaliforniya-z-lososem' => 'california-salmon',
    '/tproduct/8176758354-946181467375-kaliforniya-s-lososem' => 'california-salmon',
    // green-dragon
    '/tproduct/8176758354-75618-zelenyy-drakon' => 'green-dragon',
    '/tproduct/988247340-12734-zelenyi-drakon' => 'green-dragon',
    '/tproduct/8176758354-898990665073-drakon' => 'green-dragon',
    // red-dragon
    '/tproduct/831069263-357092626316-chervonyy-drakon' => 'red-dragon',
    '/tproduct/366015058-324538120705-krasnyy-drakon' => 'red-dragon',
    // canada-roll
    '/tproduct/988247340-659861326960-kanada' => 'canada-roll',
    '/tproduct/988247340-288849820988-rol-kanada' => 'canada-roll',
    // spicy-tuna-roll
    '/tproduct/8176758354-69278-hostryy-tunets' => 'spicy-tuna-roll',
    // tiger-roll
    '/tproduct/967780926-147504503562-tyhrovyy-rol' => 'tiger-roll',
    // rainbow-roll
    '/tproduct/8176758354-522890571085-veselka' => 'rainbow-roll',
    '/tproduct/366015058-48713-reynbou-rol' => 'rainbow-roll',
    // alaska-roll
    '/tproduct/5760135114-900609997502-alyaska' => 'alaska-roll',
    // veggie-roll
    '/tproduct/5760135114-7020-ovochevyy-rol' => 'veggie-roll',
    '/tproduct/988247340-505589606354-vegan-rol' => 'veggie-roll',
    // baked-salmon
    '/tproduct/831069263-143262801295-zapechenyy-z-lososem' => 'baked-salmon',
    '/tproduct/831069263-137425849236-zapechennyy-losos' => 'baked-salmon',
    '/tproduct/967780926-924842133297-hot-losos' => 'baked-salmon',
    // baked-eel
    '/tproduct/8176758354-136765849909-zapechenyy-z-vugrem' => 'baked-eel',
    // baked-shrimp
    '/tproduct/366015058-717669645504-zapechenyy-z-krevetkoyu' => 'baked-shrimp',
    // tempura-shrimp
    '/tproduct/5760135114-319261438284-tempura-z-krevetkoyu' => 'tempura-shrimp',
    '/tproduct/967780926-450795405962-tempura-krevetka' => 'tempura-shrimp',
    // nigiri-salmon
    '/tproduct/581479575-508012724820-nigiri-losos' => 'nigiri-salmon',
    '/tproduct/8176758354-797942215330-sushi-losos' => 'nigiri-salmon',
    // nigiri-eel
    '/tproduct/5760135114-795190227238-nigiri-vuhor' => 'nigiri-eel',
    // maki-salmon
    '/tproduct/967780926-282510109720-maki-losos' => 'maki-salmon',
    '/tproduct/8176758354-762910289403-khosomaki-losos' => 'maki-salmon',
    // maki-cucumber
    '/tproduct/8176758354-92185-maki-ohirok' => 'maki-cucumber',
    // set-sunrise
    '/tproduct/5760135114-212367422809-set-sanrayz' => 'set-sunrise',
    '/tproduct/988247340-8354-set-sanraiz-46-sht' => 'set-sunrise',
    '/tproduct/8176758354-51713-velykyy-set' => 'set-sunrise',
    // set-philadelphia
    '/tproduct/581479575-247913372507-set-filadelfiya' => 'set-philadelphia',
    '/tproduct/581479575-203902653417-set-4-filadelfii' => 'set-philadelphia',
    // set-hot
    '/tproduct/8176758354-920465738323-hariachyy-set' => 'set-hot',
    '/tproduct/8176758354-10016-goryachiy-set' => 'set-hot',
    // set-for-two
    '/tproduct/366015058-41036-set-na-dvokh' => 'set-for-two',
    '/tproduct/831069263-181159585290-romantychnyy-set' => 'set-for-two',
    // wok-chicken
    '/tproduct/8176758354-713867164015-vok-z-kurkoyu' => 'wok-chicken',
    '/tproduct/967780926-99341-lapsha-s-kuricey' => 'wok-chicken',
    '/tproduct/831069263-749834844683-udon-z-kurkoyu' => 'wok-chicken',
    // wok-seafood
    '/tproduct/831069263-785631042965-vok-z-moreproduktamy' => 'wok-seafood',
    // wok-beef
    '/tproduct/831069263-401838776599-vok-z-yalovychynoyu' => 'wok-beef',
    // miso-soup
    '/tproduct/8176758354-962114168510-miso-sup' => 'miso-soup',
    '/tproduct/967780926-538876479355-miso' => 'miso-soup',
    // tom-yum
    '/tproduct/8176758354-142266917276-tom-yam' => 'tom-yum',
    '/tproduct/988247340-561344988891-sup-tom-yam' => 'tom-yum',
    // chuka-salad
    '/tproduct/831069263-48249-salat-chuka' => 'chuka-salad',
    '/tproduct/581479575-863637612592-chuka' => 'chuka-salad',
    // soy-sauce
    '/tproduct/988247340-760142518684-soyevyy-sous' => 'soy-sauce',
    // coca-cola
    '/tproduct/581479575-50967-coca-cola-033' => 'coca-cola',
    '/tproduct/5760135114-598144524162-koka-kola' => 'coca-cola',
];
