// The type of resources/js/ziggy.js, which `php artisan ziggy:generate` writes (config/ziggy.php says which routes).
import type { Config } from 'ziggy-js';

export declare const Ziggy: Config;
