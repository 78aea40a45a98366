<?php

// Sign-in and account messages of the shop backend and the storefront (Ukrainian).
return [
    'sms' => [
        'code' => 'Sunrise: ваш код для входу :code. Дійсний :minutes хв. Нікому його не повідомляйте.',
        'deletion_code' => 'Sunrise: код :code ВИДАЛИТЬ ваш акаунт (бонуси згорять). Дійсний :minutes хв. Якщо ви не просили видалення, нікому його не повідомляйте.',
    ],
    'code_not_found' => 'Код неправильний або застарів.',
    'phone_invalid' => 'Номер телефону має містити від :min до :max цифр разом із кодом країни (або починатися з 0).',
    'phone_country' => 'Код для входу ми можемо надіслати лише на номери, що починаються з :codes.',
    'phone_unknown' => 'Такого номера телефону не існує: перевірте цифри після коду країни.',
    'phone_mobile' => 'Вкажіть номер мобільного: код для входу надходить в SMS.',
    'too_many' => 'Забагато спроб. Спробуйте ще раз за :seconds с.',
    'too_many_minutes' => 'Забагато спроб. Спробуйте ще раз за :minutes хв.',
    'too_many_hours' => 'Забагато спроб. Спробуйте ще раз за :hours год.',
    'line_header_invalid' => 'Недійсний заголовок X-Line-Header.',
    'birthday_locked' => 'Дату народження вже вказано, змінити її не можна.',
    'referrer_not_found' => 'Такого реферального коду немає.',
    'unauthenticated' => 'Увійдіть, щоб продовжити.',
];
