<?php

// Laravel merges these guards and providers with its defaults. The staff area signs in with its own guard and
// table (staff_members), apart from the storefront's customers (Sanctum tokens of the shop API).
return [
    'guards' => [
        // "Remember this device" keeps a staff sign-in for `remember` minutes; revoked like every staff session.
        'staff' => ['driver' => 'session', 'provider' => 'staff', 'remember' => (int) env('SHOP_STAFF_REMEMBER_MINUTES', 60 * 24 * 30)],
    ],

    'providers' => [
        'staff' => ['driver' => 'eloquent', 'model' => App\Models\StaffMember::class],
    ],
];
