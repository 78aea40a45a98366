<?php

// Additions to Laravel's English validation messages (the framework's file stays the base).
return [
    'custom' => [
        'phone' => ['regex' => 'The phone number must be sent as digits only.'],
        'code' => ['regex' => 'Enter the code from the SMS (digits only).'],
        'name' => ['regex' => 'The first name may contain only letters, spaces, apostrophes, hyphens and dots.'],
        'surname' => ['regex' => 'The surname may contain only letters, spaces, apostrophes, hyphens and dots.'],
        'referrer_id' => ['prohibited' => 'A referrer is named by its referral code (referral_code), not by an id.'],
        'referral_code' => ['regex' => 'A referral code is letters, digits, hyphens and underscores.'],
        'birthday' => [
            'date_format' => 'Enter the birthday as YYYY-MM-DD.',
            'before_or_equal' => 'You must be at least 18 years old.',
            'after_or_equal' => 'Please check the year of birth.',
        ],
    ],

    'attributes' => [
        'phone' => 'phone number',
        'code' => 'code',
        'name' => 'first name',
        'surname' => 'surname',
        'birthday' => 'birthday',
        'referrer_id' => 'referrer',
        'referral_code' => 'referral code',
        'ids' => 'products',
        'id' => 'product',
        'favorite' => 'favorite',
        'favorites' => 'favorites',
    ],
    'fiscal_tax_codes' => 'The tax codes: up to five numbers separated by commas, e.g. 1 or 1, 5.',
    'fiscal_tax_codes_unchecked' => 'The register could not be asked for its tax codes; try again in a minute.',
    'fiscal_tax_codes_unknown' => 'The register knows no tax code :codes (it knows :known).',
];
