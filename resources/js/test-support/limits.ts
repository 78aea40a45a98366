import type { ShopLimits } from '@/types/models';

/** The server's default limits (config/shop.php) as tests of the browser code pass them in place of the shared prop. */
export const testLimits: ShopLimits = {
    brand: 'Sunrise — суші та вок',
    brand_name: 'Sunrise',
    timezone: 'Europe/Kyiv',
    build: { check_interval_ms: 3_600_000, metadata_delay_ms: 1000, reload_guard_ms: 10_000 },
    otp_length: 4,
    phone_min_digits: 10,
    phone_max_digits: 15,
    phone_country_code: '380',
    phone_national_digits: 10,
    name_max: 100,
    min_age: 18,
    viewed_cap: 8,
    favorites_merge_max: 100,
    cart_max_lines: 50,
    max_quantity: 99,
    max_persons: 20,
    bonus_share_percent: 30,
    tip_percents: [5, 10, 15],
    tip_max: 200000,
    text_max: {
        street: 120,
        house: 20,
        entrance: 10,
        floor: 10,
        apartment: 10,
        courier_comment: 300,
        name: 100,
        comment: 500,
        promo_code: 32,
    },
    cookies: {
        language: { name: 'i18n_redirected', seconds: 365 * 86400 },
        attention: { name: 'attention', seconds: 14400 },
        open_auth: { name: 'open_auth', seconds: 60 },
    },
    csrf_cookie_url: '/sanctum/csrf-cookie',
};

export const testCartLimits = { maxQuantity: testLimits.max_quantity, maxLines: testLimits.cart_max_lines };
