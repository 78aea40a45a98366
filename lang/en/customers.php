<?php

// Sign-in and account messages of the shop backend and the storefront (English).
return [
    'sms' => [
        'code' => 'Sunrise: your sign-in code is :code. Valid for :minutes min. Do not share it with anyone.',
        'deletion_code' => 'Sunrise: code :code DELETES your account (bonuses are lost). Valid for :minutes min. If you did not ask to delete it, share it with no one.',
    ],
    'code_not_found' => 'The code is wrong or has expired.',
    'phone_invalid' => 'The phone number must have :min to :max digits with the country code (or start with 0).',
    'phone_country' => 'We can text a sign-in code only to numbers starting with :codes.',
    'phone_unknown' => 'There is no such phone number: check the digits after the country code.',
    'phone_mobile' => 'Enter a mobile number: the sign-in code comes by SMS.',
    'too_many' => 'Too many attempts. Try again in :seconds s.',
    'too_many_minutes' => 'Too many attempts. Try again in :minutes min.',
    'too_many_hours' => 'Too many attempts. Try again in :hours h.',
    'line_header_invalid' => 'Invalid X-Line-Header.',
    'birthday_locked' => 'The birthday is already set and cannot be changed.',
    'referrer_not_found' => 'There is no such referral code.',
    'unauthenticated' => 'Please sign in to continue.',
];
