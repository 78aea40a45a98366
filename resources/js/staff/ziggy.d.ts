// The type of resources/js/staff/ziggy.js, the staff area's route list that `php artisan shop:routes` writes (the
// routes' names and parameters are typed in route-list.d.ts beside it).
import type { Config } from 'ziggy-js';

export declare const Ziggy: Config;
