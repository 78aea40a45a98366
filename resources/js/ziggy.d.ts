// The type of resources/js/ziggy.js, the storefront's route list that `php artisan shop:routes` writes (config/ziggy.php
// says which routes; their names and parameters are typed in lib/route-list.d.ts).
import type { Config } from 'ziggy-js';

export declare const Ziggy: Config;
