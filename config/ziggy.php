<?php

// Ziggy's route lists, written by `php artisan routes:front-end` (the install and `npm run build` run it): the
// storefront's (resources/js/ziggy.js, in every page's bundle) leaves out the shop's JSON API, Sanctum's CSRF route,
// the storage route and the staff area; the staff area's ('staff' group, resources/js/staff/ziggy.js) is imported by
// the staff pages only, so customers never download it. Both come with TypeScript route types (route-list.d.ts).
return [
    'except' => ['api.*', 'sanctum.*', 'storage.*', 'staff.*', 'en.staff.*'],
    'groups' => [
        'staff' => ['staff.*', 'en.staff.*'],
    ],
];
