<?php

// What an operator sets per deployment is read from the environment (docs/configuration.md); the rest is fixed here.
$appUrl = (string) (env('APP_URL') ?: 'http://127.0.0.1:8000');

return [

    // The host names the app answers (Laravel's trusted hosts, App\Http\Middleware\TrustConfiguredHosts): APP_URL's
    // host and SHOP_TRUSTED_HOSTS (comma-separated, e.g. www.shop.example.com). Enforced in production (any other Host
    // header is a plain 400, never a redirect to it); SHOP_TRUSTED_HOSTS_ENFORCE overrides. nginx's server_name too.
    'hosts' => [
        'trusted' => array_values(array_unique(array_filter(array_map(fn (string $h) => strtolower(trim($h)),
            [(string) parse_url($appUrl, PHP_URL_HOST), ...explode(',', (string) env('SHOP_TRUSTED_HOSTS', ''))])))),
        'enforce' => (bool) env('SHOP_TRUSTED_HOSTS_ENFORCE', env('APP_ENV') === 'production'),
    ],

    // The shop's name (the logo, the footer, the referral share title) and the fixed document title of every page
    // (both sent to the browser in the shared `limits` prop as brand_name and brand).
    'brand_name' => $brandName = env('SHOP_BRAND_NAME', 'Sunrise'),
    'brand' => env('SHOP_BRAND', $brandName.' — суші та вок'),

    // Interface languages: the key is the locale and the route-name prefix source.
    'locales' => [
        'uk' => ['prefix' => '', 'tag' => 'uk-UA', 'label' => 'UA', 'api' => 'ua', 'dayjs' => 'uk'],
        'en' => ['prefix' => 'en', 'tag' => 'en-US', 'label' => 'EN', 'api' => 'en', 'dayjs' => 'en'],
    ],
    'default_locale' => 'uk',

    // The upstream shop API behind the ShopApi port: "local" (embedded, in-process) or "http".
    'api' => [
        'driver' => env('SHOP_API', 'local'),
        'url' => env('SHOP_API_URL', 'http://127.0.0.1:8000'),
        'connect_timeout' => (float) env('SHOP_API_CONNECT_TIMEOUT', 3),
        'timeout' => (float) env('SHOP_API_TIMEOUT', 5),
        'retries' => 2,
        'line_secret' => env('SHOP_LINE_SECRET', 'local-line-secret'),
    ],

    // Storefront cache of upstream answers: fresh for `ttl` seconds, served stale on upstream errors for `stale_ttl`.
    'cache' => [
        'store' => env('SHOP_CACHE_STORE'),
        'ttl' => (int) env('SHOP_CACHE_TTL', 300),
        'stale_ttl' => 86400,
        'error_log_interval' => 60,
        'failure_backoff' => 15,
    ],

    'cookies' => [
        'language' => ['name' => 'i18n_redirected', 'seconds' => 365 * 86400],
        'auth_token' => ['name' => 'auth_token', 'seconds' => 365 * 86400],
        'referral' => ['name' => 'referral', 'seconds' => 2419200],
        'attention' => ['name' => 'attention', 'seconds' => 14400],
        // Set by the account guard's redirect for a guest: the next page opens the sign-in (read and removed by the browser).
        'open_auth' => ['name' => 'open_auth', 'seconds' => 60],
        'order_id' => ['name' => 'order_id', 'seconds' => 86400],
        'utm' => ['names' => ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'], 'seconds' => 30 * 86400],
    ],

    // Guest pages (App\Http\Caching\GuestPages): how long browsers and the caches in front of the app may keep them
    // (Cache-Control max-age) and serve them stale while one request refreshes them; the app's own page cache (in the
    // cache store `store`, the default store when empty) for hosting where nginx's micro-cache cannot be set up.
    'page_cache' => [
        'max_age' => 10,
        'stale_while_revalidate' => 60,
        'enabled' => (bool) env('SHOP_PAGE_CACHE', true),
        'store' => env('SHOP_PAGE_CACHE_STORE'),
    ],

    // Values accepted from ?referral= (anything else is ignored).
    'referral_pattern' => '/^[A-Za-z0-9_-]{1,64}$/',

    // Front-end build freshness: how often the browser checks the build id, how long after idle it first does, and
    // the least time between two automatic reloads (sent to the browser in the shared `limits` prop as build).
    'build' => [
        'check_interval_ms' => 3600000,
        'metadata_delay_ms' => 1000,
        'reload_guard_ms' => 10000,
    ],

    'limits' => [
        'viewed_cap' => 8,
        'otp_length' => 4,
        // A phone in E.164 digits (country code included, after the national 0 took the default country code).
        'phone_min_digits' => 10,
        'phone_max_digits' => 15,
        'min_age' => 18,
        // The longest first name and surname of a profile (characters).
        'name_max' => 100,
        // The largest request body (bytes) the app takes; a larger one is answered 413 before any middleware reads it.
        'max_body_bytes' => (int) env(App\Http\BodyLimit::ENV, App\Http\BodyLimit::DEFAULT_BYTES),
        // The longest list (and the most fields of one object) any request may hold, counted before anything walks
        // the input: above every route's own bound (favorites_merge_max, 100 product ids, cart lines) and the ~80
        // fields of a Viva webhook event.
        'max_list_items' => 200,
    ],

    // Legacy paths of the previous site: the /tproduct table lives in resources/legacy;
    // further exact-path rules can be added here or through SHOP_REDIRECTS (JSON: {"/old": "/new"}).
    'legacy' => [
        'tproduct_table' => resource_path('legacy/tproduct-redirects.php'),
        'status' => 301,
        'rules' => json_decode((string) env('SHOP_REDIRECTS', '{}'), true) ?: [],
    ],

    // Response security headers: HSTS lifetime for requests that came over HTTPS (0 turns it off).
    'security' => [
        'hsts_seconds' => 31536000,
    ],

    // A staging deploy (APP_ENV=production) may run the sandbox payment and log SMS drivers; a real shop never does.
    'staging' => (bool) env('SHOP_STAGING', false),

    // Development tools (the SMS outbox at /_dev/sms-outbox): only with APP_ENV local or testing, only for loopback clients.
    'dev_tools' => (bool) env('SHOP_DEV_TOOLS', false),

    // Categories whose products the cart drawer offers as extras.
    'upsell_categories' => ['sauces', 'drinks'],

    // The menu as managers edit it (staff "Menu"): the limits its forms and the storefront share. Prices in kopiyky.
    'menu' => [
        'slug_max' => 100,
        'slug_pattern' => '/^[a-z0-9]+(?:-[a-z0-9]+)*$/',
        'name_max' => 120,
        'description_max' => 2000,
        'summary_max' => 300,
        'price_max' => 10_000_000,
        'weight_max' => 100_000,
        'pieces_max' => 1000,
        'related_max' => 12,
        // The longest list of popular products the API answers (GET /api/products/popular?limit=).
        'popular_max' => 48,
        'badges' => ['hit', 'new', 'spicy', 'vegetarian'],
        'allergens' => ['eggs', 'fish', 'gluten', 'milk', 'nuts', 'sesame', 'shellfish', 'soy'],
        // Product and promotion photos: JPEG, PNG or WebP up to this many kilobytes and pixels a side (checked before
        // decoding), made into WebP at these widths (products square, promotions 2:1; the original kept); the
        // storefront's <img> shows the middle one.
        'photo_max_kb' => (int) env(App\Http\BodyLimit::PHOTO_ENV, App\Http\BodyLimit::PHOTO_DEFAULT_KB),
        'photo_max_side' => 4096,
        'photo_widths' => [320, 640, 960],
        'photo_quality' => 80,
        'photo_disk' => env('SHOP_MENU_PHOTO_DISK', 'public'),
    ],

    // SMS: "log" (the default; writes to the log, and while the development tools are on also to the dev outbox the
    // e2e tests read) or "turbosms" (TurboSMS HTTP API, https://turbosms.ua/api.html).
    // Failed queue jobs go to failed_jobs; one that fails while that database is out of reach (a restart) is kept in a
    // JSON file in this directory of the node and moved into failed_jobs by the node's queue worker once it is back
    // (App\Support\Queue\DurableFailedJobs).
    'failed_jobs_path' => env('SHOP_FAILED_JOBS_PATH', storage_path('app/failed-jobs')),

    'sms' => [
        'driver' => env('SMS_DRIVER', 'log'),
        'outbox' => env('SMS_DEV_OUTBOX', storage_path('app/dev-sms-outbox.json')),
        'outbox_keep' => 50,
        'turbosms' => [
            'url' => env('TURBOSMS_URL', 'https://api.turbosms.ua'),
            'token' => env('TURBOSMS_TOKEN'),
            'sender' => env('TURBOSMS_SENDER', 'Sunrise'),
            'timeout' => 10.0,
        ],
        'queue' => 'default',
    ],

    // Sign-in by SMS code: lifetimes and limits in seconds and counts.
    'otp' => [
        'ttl' => 300,
        'max_attempts' => 5,
        'resend_cooldown' => (int) env('SHOP_OTP_RESEND_COOLDOWN', 60),
        'per_phone' => ['max' => 5, 'decay' => 3600],
        'per_ip' => ['max' => 20, 'decay' => 3600],
        // Wrong codes, counted for `decay` seconds (App\Shop\Customers\OneTimeCodes). A client address (IPv6 by its /64)
        // may try `per_address` wrong codes on one phone, then it alone is refused for that phone (sending too). A phone
        // takes `per_phone` wrong codes from all addresses; past it only the address that asked for the live code may
        // still try it, and a code then dies at its first wrong try. Addresses other than that one also wait: after
        // `delay.free` wrong codes on the phone, each next try comes `delay.base` × 2^(n − free) seconds (at most
        // `delay.max`) after the last wrong one. So a stranger locks only themself, never the phone's owner.
        'wrong_guesses' => [
            'per_address' => 10,
            'per_phone' => 30,
            'decay' => 86400,
            'delay' => [
                'free' => 5,
                'base' => 2,
                'max' => 300,
            ],
        ],
        // Country calling codes a code may be sent to and an order placed with (comma-separated digits), compared with the
        // calling code libphonenumber reads in the number; any other phone is a 422 on phone (App\Shop\Customers\ValidPhone).
        'countries' => array_values(array_filter(array_map('trim', explode(',', (string) env('SHOP_OTP_COUNTRIES', '380'))), fn (string $c) => preg_match('/^\d{1,4}$/', $c) === 1)),
        // Codes the whole site may text per hour (all nodes together); over it nothing is sent and a critical line is logged.
        'sms_budget_per_hour' => (int) env('SHOP_SMS_BUDGET_PER_HOUR', 300),
        // X-Line-Header: days accepted either side of today's Kyiv date (around midnight the two clocks disagree).
        'line_tolerance_days' => 1,
    ],

    // Named rate limiters (App\Http\RateLimits) of every public route group of the storefront and the shop API:
    // requests per minute (and per hour where given) per customer when known, else per client address (IPv6 by /64).
    // SHOP_RATE_LIMITS (JSON) overrides any of them, e.g. {"orders":{"per_minute":10,"per_hour":60}}; the end-to-end
    // server raises the ones its tests would otherwise meet.
    'rate_limits' => array_replace_recursive([
        'catalog' => ['per_minute' => 600],
        'cart' => ['per_minute' => 60],
        'checkout' => ['per_minute' => 120],
        // Street suggestions as the customer types (each may reach the geocoding provider).
        'geocoder' => ['per_minute' => 60],
        'orders' => ['per_minute' => 5, 'per_hour' => 30],
        'order-reads' => ['per_minute' => 120],
        'payments' => ['per_minute' => 20],
        'payment-confirm' => ['per_minute' => 60],
        'payment-webhook' => ['per_minute' => 600],
        'sign-in' => ['per_minute' => 30],
        'account' => ['per_minute' => 120],
        'referrers' => ['per_minute' => 60],
        // The tracking page's polls (every shop.tracking.poll_ms while a page is open) and the version reads of the API.
        'tracking' => ['per_minute' => 120],
        'reviews' => ['per_minute' => 20],
        // "Download my data": a heavy read of the whole history, per customer, the storefront's and the API's route together.
        'data-export' => ['per_minute' => 2, 'per_hour' => 10],
        // The staff area keys these two itself (App\Providers\StaffServiceProvider): sign-in attempts per email from one
        // address (and per address in all, per_ip_minute), and the requests of one staff account (the board's polls too).
        'staff-sign-in' => ['per_minute' => 5, 'per_ip_minute' => 30],
        'staff' => ['per_minute' => 240],
    ], (array) json_decode((string) env('SHOP_RATE_LIMITS', '{}'), true)),

    // The country calling code a national phone (leading 0, e.g. 0501234567) belongs to: 0501234567 is 380501234567.
    'phone_country_code' => env('SHOP_PHONE_COUNTRY_CODE', '380'),
    // The digits of a national number, its leading 0 included (0501234567); another length is not a phone.
    'phone_national_digits' => 10,

    // The shop's clock for end-to-end runs, honoured only with APP_ENV local or testing: now() reads SHOP_TEST_NOW
    // (a date-time; without an offset, in the shop's timezone) at the Unix time SHOP_TEST_NOW_SINCE and runs on from
    // there, or stays at SHOP_TEST_NOW without it. Never set in production.
    'test_clock' => [
        'now' => env('SHOP_TEST_NOW'),
        'since' => env('SHOP_TEST_NOW_SINCE'),
    ],

    // What only grows, pruned daily by the scheduler (model:prune for sign-in codes and the staff audit, shop:prune for
    // the rest): how long each is kept after it ended. 0 keeps it forever. Sessions go once past SESSION_LIFETIME.
    'retention' => [
        'otp_codes_hours' => 24,
        'failed_jobs_days' => 30,
        'sandbox_payments_days' => 30,
        'staff_audit_days' => (int) env('SHOP_RETAIN_STAFF_AUDIT_DAYS', 730),
    ],

    // Reviews after the order: the longest text a customer may write under a rating (1–5).
    'reviews' => [
        'max_text' => 1000,
    ],

    // The customer account: bonus ledger page size, favorites cap. The referral reward is shop.ordering.referral_reward.
    // GET /api/health and `php artisan shop:health` (docs/deploying.md#health): each check is ok, warn or fail against
    // these thresholds. The public answer says only ok/fail; the detail needs SHOP_HEALTH_TOKEN (X-Health-Token header).
    'health' => [
        'token' => env('SHOP_HEALTH_TOKEN'),
        // Jobs waiting on the queue, and the age of the oldest one (seconds).
        'queue_backlog' => ['warn' => 100, 'fail' => 1000],
        'queue_oldest_seconds' => ['warn' => 300, 'fail' => 1800],
        // Seconds since the scheduler's last heartbeat (it beats every minute).
        'scheduler_seconds' => ['warn' => 180, 'fail' => 900],
        // Jobs that failed in the last hour.
        'failed_jobs' => ['warn' => 1, 'fail' => 20],
        // Free megabytes on the disks of the logs and the photos.
        'disk_free_mb' => ['warn' => 2048, 'fail' => 256],
    ],

    // The staff overview's money alarms (shop:money-alarms, every 5 minutes): a difference left unpaid this many hours
    // after a correction raised a paid order's total rings; orders and refunds changed in the last lookback_days are read.
    'money_alarms' => [
        'unpaid_difference_hours' => 24,
        'lookback_days' => 14,
    ],

    // A request slower than this many milliseconds is reported to Sentry (with SENTRY_LARAVEL_DSN set; 0: never).
    'slow_request_ms' => (int) env('SENTRY_SLOW_REQUEST_MS', 2000),

    // The customer's data (docs/privacy.md): guest orders keep their name, phone, address and comments this many days,
    // then shop:erase-personal-data (daily) erases them; the money figures and dish lines stay.
    'privacy' => [
        'personal_data_days' => max(1, (int) env('SHOP_PERSONAL_DATA_DAYS', 365)),
    ],

    'account' => [
        'bonuses_per_page' => 20,
        'orders_per_page' => 20,
        'favorites_max' => 200,
        'favorites_merge_max' => 100,
    ],
    // Invite links: {link_base}/?referral=CODE (the API's answer; the storefront uses its own APP_URL).
    'referral' => [
        'link_base' => env('SHOP_REFERRAL_LINK_BASE') ?: $appUrl,
    ],
    // Delivery areas drawn on a map (docs/delivery-areas.md): while any area is active, a delivery's kitchen, fee, minimum
    // and minutes come from the area that holds the address's point; with none, from the region the customer picks.
    'delivery' => [
        // The demo seed draws areas around the demo restaurants (the tests and the end-to-end server seed without them).
        'demo_areas' => (bool) env('SHOP_DEMO_DELIVERY_AREAS', true),
        // Address → point on the server: sandbox (the shipped street list of the demo city, offline) or visicom.
        'geocoder' => [
            'driver' => env('SHOP_GEOCODER', 'sandbox'),
            'city' => env('SHOP_GEOCODER_CITY', 'Київ'),
            'cache_minutes' => (int) env('SHOP_GEOCODER_CACHE_MINUTES', 1440),
            'sandbox_streets' => resource_path('geo/kyiv-streets.php'),
            'visicom' => [
                'base' => env('VISICOM_DATA_API_URL', 'https://api.visicom.ua'),
                'key' => (string) env('VISICOM_DATA_API_KEY', ''),
                'timeout' => 5,
            ],
            // Street suggestions while the customer types: from this many characters, this many names.
            'suggest_min_chars' => 3,
            'suggest_limit' => 8,
        ],
        // The most areas, and positions of one area's polygon (App\Shop\Delivery\Polygon::MAX_POSITIONS bounds it too).
        'max_areas' => 200,
        // The maps (checkout pin, staff areas): tiles from this URL ({z}/{x}/{y}) with this attribution, centred here.
        'map' => [
            'tile_url' => env('SHOP_MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
            'attribution' => env('SHOP_MAP_ATTRIBUTION', '© OpenStreetMap contributors'),
            'center' => [50.45, 30.52],
            'zoom' => 11,
        ],
    ],
    // Checkout and orders. Money in minor units (kopiyky); times in the shop's timezone.
    'ordering' => [
        // Holiday hours (staff "Notices and hours") the storefront's opening-hours blocks show: the coming days.
        'holidays_ahead_days' => 14,
        // The shop's one timezone: slots, order times, staff days and reports, the date of the X-Line-Header, the minimum age.
        'timezone' => env('SHOP_TIMEZONE', 'Europe/Kyiv'),
        // The city the shop delivers in: a courier's maps link searches the street and house in it (a delivery
        // region is a zone of the city, unknown to a map).
        'city' => env('SHOP_CITY', 'Київ'),
        'number_prefix' => 'SR-',
        'number_offset' => 10000,
        'max_lines' => 50,
        'max_quantity' => 99,
        // Modifiers on one cart line, and the quantity of one modifier.
        'max_modifiers' => 20,
        'max_modifier_quantity' => 10,
        'max_persons' => 20,
        // The largest amount a request may name (kopiyky: prices, change from, bonuses); an order's expected total may be ten times it.
        'max_amount' => 100_000_000,
        // The longest text of each checkout field (characters).
        'text_max' => [
            'street' => 120, 'house' => 20, 'entrance' => 10, 'floor' => 10, 'apartment' => 10,
            'courier_comment' => 300, 'name' => 100, 'comment' => 500, 'promo_code' => 32,
        ],
        'slots' => [
            'step_minutes' => 30,
            // The first slot of a day comes this long after opening; a slot is offered only this long from now.
            'after_open_minutes' => 30,
            'lead_minutes' => 60,
            'capacity' => (int) env('SHOP_SLOT_CAPACITY', 5),
            'days' => 7,
        ],
        // The honest "as soon as possible" (App\Shop\Ordering\Eta): a kitchen cooks this many orders at once, each in its
        // restaurant's preparation minutes (set by managers); its queue is its orders accepted or cooking; a delivery
        // adds its region's delivery minutes; the sum is rounded up to round_minutes.
        // The time the checkout showed is the order's promise (App\Shop\Ordering\EtaPromise) while the time computed on
        // placing is at most quote_grace_minutes later; past that, and when a courier picks the order up so late that it
        // cannot arrive on time, the promise moves and the pages say why.
        'eta' => [
            'parallel_orders' => 4,
            'round_minutes' => 5,
            'quote_grace_minutes' => (int) env('SHOP_ETA_QUOTE_GRACE_MINUTES', 5),
        ],
        // Busy mode and pause, set by an operator from the board: the minutes busy mode may add to every ETA and to the
        // slots' lead time, and how far ahead (hours) either may be set to end on its own.
        'load' => [
            'busy_minutes' => [15, 30, 45, 60],
            'max_hours' => 12,
        ],
        // A card order left unpaid (unpaid, pending or failed payment) this many minutes after placing is cancelled
        // by the scheduler (shop:expire-unpaid-orders), which frees its slot and gives back its bonuses and promo use.
        'unpaid_ttl_minutes' => (int) env('SHOP_UNPAID_TTL', 20),
        // An unpaid card order holds its slot place for at most this many minutes: after that the place is offered again
        // (the order may still be paid until SHOP_UNPAID_TTL; a payment that comes later is flagged on the staff board).
        // Minutes an unpaid card order holds its slot place; then the place is offered again.
        'unpaid_hold_minutes' => 10,
        // Open card orders within their hold a phone (a signed-in customer: the account) and a client address (guests'
        // orders, IPv6 by /64) may have at once; one more is refused (429, Retry-After: the oldest one's hold end).
        // A customer's new card order replaces their own open one (signed in, or the browser's order cookie) instead.
        'unpaid_limits' => [
            'per_phone' => (int) env('SHOP_UNPAID_MAX_PER_PHONE', 3),
            'per_address' => (int) env('SHOP_UNPAID_MAX_PER_ADDRESS', 5),
        ],
        'bonuses' => [
            // Bonuses may pay at most this share of the total; the order earns this share of what was paid in money.
            'max_share_percent' => (int) env('SHOP_BONUS_MAX_SHARE', 30),
            'accrual_percent' => (int) env('SHOP_BONUS_ACCRUAL', 5),
        ],
        // The optional tip at checkout for the courier and the kitchen: one of these shares of the food (subtotal less
        // the promo discount, rounded to whole hryvnias) or an amount up to max_amount (kopiyky). It is paid with the
        // order and refunded with a full refund; bonuses never pay it and it earns none.
        'tips' => [
            'percents' => [5, 10, 15],
            'max_amount' => 200_000,
        ],
        // Bonuses the referrer earns, once per friend, for the friend's first paid and completed order that paid at
        // least referral_min_order in money (minor units, the tip aside; default: the reward itself), delivered neither
        // to the referrer's phone nor to an address the referrer ordered to (docs/security.md).
        'referral_reward' => (int) env('SHOP_REFERRAL_REWARD', 10000),
        'referral_min_order' => (int) env('SHOP_REFERRAL_MIN_ORDER', env('SHOP_REFERRAL_REWARD', 10000)),
    ],

    // After the order: the tracking page (reached by the order's token) and the SMS the customer gets per status.
    'tracking' => [
        // How often an open tracking page (and the account's order page) asks whether its order moved (ms).
        'poll_ms' => 3000,
        // Where the SMS's tracking link points (the storefront customers use).
        'link_base' => env('SHOP_TRACKING_LINK_BASE') ?: $appUrl,
    ],
    // One SMS per status change the customer cares about, whoever made it (staff, shop:order-status, the unpaid-order
    // expiry, the payment provider), in the order's language; each kind can be switched off. The first one of an
    // order carries its tracking link. They spend their own hourly budget (sign-in codes keep theirs).
    'status_sms' => [
        // The kinds switched on (SHOP_SMS_STATUSES, comma-separated); the rest are off. Besides the statuses: `moved`
        // (staff moved the order to another restaurant, App\Staff\Orders\OrderTransfer) and `corrected` (staff corrected
        // the order: the new total, and the payment link when there is something to pay).
        'kinds' => array_combine($smsKinds = ['accepted', 'cooking', 'on_the_way', 'ready_for_pickup', 'completed', 'cancelled', 'paid', 'refunded', 'moved', 'corrected'], array_map(
            fn (string $kind) => in_array($kind, array_map('trim', explode(',', (string) env('SHOP_SMS_STATUSES', 'accepted,on_the_way,ready_for_pickup,cancelled,paid,refunded,moved,corrected'))), true),
            $smsKinds,
        )),
        'budget_per_hour' => (int) env('SHOP_SMS_STATUS_BUDGET_PER_HOUR', 1000),
    ],

    // Fiscal receipts (docs/fiscal.md): every sale and refund gets its receipt from a software register (ПРРО).
    // "sandbox" (embedded: receipts kept here, marked not fiscal), "checkbox" (Checkbox API v1), "off" (none issued).
    'fiscal' => [
        'driver' => env('SHOP_FISCAL_DRIVER', 'sandbox'),
        // A sale or refund without a DONE receipt this many minutes after the money moved is a money alarm.
        'alarm_minutes' => (int) env('SHOP_FISCAL_ALARM_MINUTES', 30),
        // The register's tax code(s) printed on every line (comma-separated, e.g. "1" for VAT 20 % or "4" for a
        // single-tax entrepreneur without VAT, as set up in Checkbox); a category or a product may name its own.
        'tax_codes' => (string) env('SHOP_FISCAL_TAX_CODES', ''),
        // Receipts are issued by queued jobs (App\Jobs\IssueFiscalReceipt), retried with the same receipt id.
        'queue' => 'default',
        'tries' => 30,
        'backoff' => [10, 30, 60, 120, 300, 600, 900, 1800],
        // The register's shift is closed with the Z-report at this local time (before midnight: a shift never
        // crosses it) and whenever it has been open this long (Checkbox closes none past 24 h).
        'shift_close_at' => (string) env('SHOP_FISCAL_SHIFT_CLOSE_AT', '23:45'),
        'shift_max_hours' => 23,
        'checkbox' => [
            'url' => rtrim((string) env('CHECKBOX_API_URL', 'https://api.checkbox.ua/api/v1'), '/'),
            // The chain's register: used for every restaurant that has no licence key of its own (staff settings).
            'license_key' => env('CHECKBOX_LICENSE_KEY'),
            'pin_code' => env('CHECKBOX_PIN_CODE'),
            'client_name' => env('CHECKBOX_CLIENT_NAME', 'Sunrise storefront'),
            'client_version' => '1.0',
            'timeout' => 15,
            // Waiting for a shift to open or close (Checkbox answers CREATED/OPENING, CLOSING first).
            'poll_attempts' => 10,
            'poll_sleep_ms' => 500,
            // The customer's e-receipt page (the register's own), {id} being the receipt id.
            'receipt_page' => env('CHECKBOX_RECEIPT_PAGE', 'https://check.checkbox.ua/{id}'),
        ],
    ],

    // Card payments: "sandbox" (embedded hosted-page look-alike) or "viva" (Viva Wallet Smart Checkout).
    'payments' => [
        'driver' => env('PAYMENT_DRIVER', 'sandbox'),
        'currency_code' => 980,
        // A refund whose provider answer was lost is settled by a queued job (App\Jobs\CheckRefund): it asks the
        // provider what was given back, then refunds only what is missing. Tries, and the seconds before each retry.
        'refund_check' => [
            'delay' => 30,
            'tries' => 10,
            'backoff' => [60, 120, 300, 600, 1800, 3600],
            'queue' => 'default',
        ],
        'viva' => [
            'environment' => env('VIVA_ENVIRONMENT', 'demo'),
            'client_id' => env('VIVA_CLIENT_ID'),
            'client_secret' => env('VIVA_CLIENT_SECRET'),
            'source_code' => env('VIVA_SOURCE_CODE'),
            'webhook_key' => env('VIVA_WEBHOOK_KEY'),
            // The payment-order API (retrieve or cancel a payment order, find its transactions) takes Basic auth.
            'merchant_id' => env('VIVA_MERCHANT_ID'),
            'api_key' => env('VIVA_API_KEY'),
            'timeout' => (float) env('VIVA_TIMEOUT', 10),
            // The access token is dropped this many seconds before Viva says it expires.
            'token_margin' => 60,
            'request_langs' => ['uk' => 'uk-UA', 'en' => 'en-GB'],
            // VIVA_BASE_URL points all four endpoints elsewhere ({base}/accounts, /api, /checkout, /merchant): for a
            // staging copy or the fake provider of bench/chaos.sh. Production refuses it unless SHOP_STAGING=true.
            'urls' => is_string($vivaBase = env('VIVA_BASE_URL')) && $vivaBase !== ''
                ? array_map(fn (string $path) => rtrim($vivaBase, '/').'/'.$path, ['accounts' => 'accounts', 'api' => 'api', 'checkout' => 'checkout', 'merchant' => 'merchant'])
                : [],
            'endpoints' => [
                'demo' => [
                    'accounts' => 'https://demo-accounts.vivapayments.com',
                    'api' => 'https://demo-api.vivapayments.com',
                    'checkout' => 'https://demo.vivapayments.com',
                    'merchant' => 'https://demo.vivapayments.com',
                ],
                'live' => [
                    'accounts' => 'https://accounts.vivapayments.com',
                    'api' => 'https://api.vivapayments.com',
                    'checkout' => 'https://www.vivapayments.com',
                    'merchant' => 'https://www.vivapayments.com',
                ],
            ],
        ],
    ],

    // The staff area (/staff, /en/staff): served only by the node that owns the shop's data (SHOP_API=local).
    'staff' => [
        // Its rate limits are shop.rate_limits.staff-sign-in and shop.rate_limits.staff.
        'password_min_length' => 10,
        // The most restaurants one kitchen account may be assigned (a bound on the form's list, not a business rule).
        'max_kitchen_restaurants' => 100,
        // The staff queue of customers' reviews: rows per page.
        'reviews_per_page' => 30,
        // The live order board: how often it asks whether anything changed (ms); a ticket turns amber, then red, this
        // many minutes after the order was placed.
        'board' => [
            'poll_ms' => 3000,
            'amber_minutes' => 15,
            'red_minutes' => 30,
            'max_tickets' => 200,
        ],
        // An order not accepted this many minutes after it was placed rings a repeating alarm on the board and the
        // overview until someone takes it; past manager_sms_after minutes the manager gets one SMS about it
        // (shop:alert-managers, every minute) at manager_phone (none set: no SMS). beep_seconds: the alarm's repeat.
        'alarm' => [
            'accept_minutes' => max(1, (int) env('SHOP_STAFF_ACCEPT_ALARM', 3)),
            'manager_sms_after' => max(1, (int) env('SHOP_STAFF_MANAGER_SMS_AFTER', 10)),
            'manager_phone' => (string) env('SHOP_MANAGER_PHONE', ''),
            'beep_seconds' => 5,
        ],
        // Couriers (App\Staff\Couriers): a delivery order waiting for a courier past alarm_minutes rings on the overview;
        // the most open deliveries one courier carries at once; the longest reason of "could not deliver".
        'couriers' => [
            'alarm_minutes' => max(1, (int) env('SHOP_STAFF_COURIER_ALARM', 10)),
            'max_run' => 8,
            'reason_max' => 300,
            // The most cash one delivery may record (minor units): a bound on the form, not a business rule.
            'cash_max' => 10000000,
        ],
        // Why staff cancel an order (the customer sees "cancelled"; the day's figures count the reasons).
        'cancellation_reasons' => ['customer_request', 'out_of_stock', 'kitchen_closed', 'cannot_deliver', 'unreachable', 'duplicate', 'other'],
        // The day's figures: the longest range (days), top products listed, the most rows of one CSV export (streamed
        // in chunks of 1,000 in constant memory; mind php-fpm's request_terminate_timeout when raising it).
        'reports' => ['max_days' => 366, 'top_products' => 10, 'csv_max_rows' => 50000],
        'audit_per_page' => 50,
    ],
];
