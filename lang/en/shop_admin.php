<?php

// The staff editor of restaurants, delivery regions and shop settings: field names in validation messages and its own messages.
return [
    'attributes' => [
        'address.uk' => 'address (Ukrainian)', 'address.en' => 'address (English)', 'phone' => 'phone', 'lat' => 'latitude', 'lng' => 'longitude',
        'pickup' => 'pickup', 'hours' => 'weekly hours', 'hours.*.closed' => 'closed', 'hours.*.open' => 'opening time', 'hours.*.close' => 'closing time',
        'min_order' => 'minimum order', 'delivery_fee' => 'delivery fee', 'free_from' => 'free delivery from', 'eta_minutes' => 'delivery time',
        'restaurant_id' => 'restaurant', 'active' => 'on', 'email_admin' => 'admin email',
        'step_minutes' => 'step between slots', 'lead_minutes' => 'lead time', 'capacity' => 'orders per slot',
        'payment_types' => 'payment types', 'payment_types.*' => 'payment type', 'order_types' => 'order types', 'order_types.*' => 'order type',
        'socials' => 'social links', 'socials.*.name' => 'name of the link', 'socials.*.url' => 'address of the link',
    ],
    'time' => 'Enter the time as HH:MM, e.g. 10:00 (23:59 closes at midnight).',
    'close_after_open' => 'The closing time must be after the opening time on the same day (23:59 closes at midnight).',
    'phone' => 'Enter the phone with digits, e.g. +380 44 123 45 67.',
    'free_from_above' => 'Free delivery must start above the minimum order.',
    'one_type_on' => 'Keep at least one switched on, or no customer can order.',
    'step' => 'Choose a step of :steps minutes.',
    'fiscal_license_key' => 'A licence key has letters, digits and hyphens only.',
    'fiscal_pin_code' => 'A cashier PIN has digits only.',
];
