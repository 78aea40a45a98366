<?php

// The route list the storefront's bundle reads (`php artisan ziggy:generate` writes resources/js/ziggy.js; the install
// and `npm run build` run it). The shop's JSON API, Sanctum's CSRF route, the storage route and the staff area (whose
// pages get their URLs as props from HandleStaffInertiaRequests) stay out of it.
return [
    'except' => ['api.*', 'sanctum.*', 'storage.*', 'staff.*', 'en.staff.*'],
];
