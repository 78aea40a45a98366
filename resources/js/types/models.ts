// Records as the storefront's controllers send them (money in minor units, kopiyky).

export type Locale = 'uk' | 'en';

export interface Category {
    id: number;
    slug: string;
    name: string;
    image: string | null;
}

export interface ProductCard {
    id: number;
    slug: string;
    category_id: number;
    name: string;
    image: string | null;
    price: number;
    old_price: number | null;
    weight: number;
    pieces: number | null;
    badges: string[];
    allergens: string[];
    available: boolean;
    has_modifiers: boolean;
    popularity: number;
}

export interface Modifier {
    id: number;
    key: string;
    name: string;
    price: number;
    max_quantity: number;
    available: boolean;
}

export interface ModifierGroup {
    id: number;
    key: string;
    name: string;
    required: boolean;
    min: number;
    max: number;
    modifiers: Modifier[];
}

export interface Product extends ProductCard {
    category: Category;
    description: string;
    composition: string;
    kcal: number | null;
    modifier_groups: ModifierGroup[];
    related: ProductCard[];
    rating: { average: number | null; count: number };
    /** The restaurants whose own stop-list holds the dish now. */
    stopped_at: number[];
}

export interface CategoryWithProducts extends Category {
    products: ProductCard[];
}

export interface Promotion {
    id: number;
    slug: string;
    title: string;
    summary: string;
    image: string | null;
    starts_at: string | null;
    ends_at: string | null;
    body?: string;
    products?: ProductCard[];
    categories?: Category[];
}

export interface Restaurant {
    id: number;
    slug: string;
    name: string;
    address: string;
    phone: string;
    lat: number;
    lng: number;
    pickup: boolean;
    hours: { day: number; open: string | null; close: string | null }[];
    /** The kitchen's preparation minutes (the ETA adds its queue and the region's delivery minutes). */
    prep_minutes: number;
    /** Busy mode an operator set: minutes added to every time, until when (ISO 8601); null when not busy. */
    busy_minutes: number | null;
    busy_until: string | null;
    /** Online orders paused until (ISO 8601), or null. */
    paused_until: string | null;
    /** Other hours of the coming dates (a holiday), set by staff; open and close are null when closed all day. */
    holidays: { date: string; open: string | null; close: string | null; note: string | null }[];
}

export interface Region {
    id: number;
    slug: string;
    name: string;
    min_order: number;
    delivery_fee: number;
    free_from: number | null;
    /** The region's delivery minutes (the road from its kitchen). */
    eta_minutes: number;
    /** The restaurant that cooks this zone's orders (its stop-list holds for them). */
    restaurant_id: number | null;
}

export interface DictionaryItem {
    id: number;
    code: string;
    name: string;
    /** A payment type's: paid online (order types have no such flag). */
    online?: boolean;
}

export interface Social {
    key: string;
    name: string;
    url: string;
    icon: string;
}

export interface Profile {
    name: string | null;
    surname: string | null;
    /** YYYY-MM-DD */
    birthday: string | null;
    phone: string;
    referral_code: string;
    bonus_balance: number;
}

/** One line of the bonus ledger: minor units, + earned, − spent. */
export interface BonusTransaction {
    id: number;
    amount: number;
    /** order_accrual, order_spend, order_cancelled, referral, … */
    reason: string;
    /** ISO 8601 */
    created_at: string;
}

export interface BonusPage {
    balance: number;
    items: BonusTransaction[];
    page: number;
    per_page: number;
    total: number;
    last_page: number;
}

export interface ReferralFriend {
    /** First name only; null until the friend saved a profile. */
    name: string | null;
    joined_at: string;
    ordered: boolean;
}

export interface Referral {
    code: string;
    link: string;
    reward: number;
    friends: ReferralFriend[];
    rewards_total: number;
}

/** Every limit the browser enforces, from the server's configuration (App\Support\ClientLimits): the shared `limits` prop. */
export interface ShopLimits {
    brand: string;
    brand_name: string;
    timezone: string;
    build: { check_interval_ms: number; metadata_delay_ms: number; reload_guard_ms: number };
    otp_length: number;
    phone_min_digits: number;
    phone_max_digits: number;
    phone_country_code: string;
    phone_national_digits: number;
    name_max: number;
    min_age: number;
    viewed_cap: number;
    favorites_merge_max: number;
    cart_max_lines: number;
    max_quantity: number;
    max_persons: number;
    bonus_share_percent: number;
    /** The tip choices at checkout (percent of the food) and the largest tip amount (kopiyky). */
    tip_percents: number[];
    tip_max: number;
    text_max: Record<
        'street' | 'house' | 'entrance' | 'floor' | 'apartment' | 'courier_comment' | 'name' | 'comment' | 'promo_code',
        number
    >;
    /** The cookies the browser writes or reads itself: name and lifetime in seconds. */
    cookies: Record<'language' | 'attention' | 'open_auth', { name: string; seconds: number }>;
    /** Where the browser gets the CSRF cookie before its first write. */
    csrf_cookie_url: string;
}

export interface SharedProps {
    [key: string]: unknown;
    locale: Locale;
    limits: ShopLimits;
    locales: { code: Locale; label: string; tag: string }[];
    alternates: Record<Locale, string>;
    auth: { authorized: boolean; profile: Profile | null };
    settings: { phone: string | null; email_admin: string | null };
    categories: Category[];
    socials: Social[];
    restaurants: Restaurant[];
    regions: Region[];
    /** `open`: the server rendered the popup open (a private page, the attention cookie absent); null on a public page, where the browser decides. */
    alerts: { message: string | null; popup: string | null; open: boolean | null };
    errors: Record<string, string>;
}

export interface CartQuoteLine {
    index: number;
    id: number;
    slug: string | null;
    name: string | null;
    image: string | null;
    quantity: number;
    price: number | null;
    modifiers: { id: number; name: string; price: number; quantity: number }[];
    line_total: number;
    orderable: boolean;
    problems: (
        'not_found' | 'unavailable' | 'price_changed' | 'modifier_unavailable' | 'modifier_limits' | 'stopped_here'
    )[];
}

export interface CartQuote {
    lines: CartQuoteLine[];
    subtotal: number;
    count: number;
    upsell: ProductCard[];
}

/** One row of an ordered totals list (minor units; discount and bonuses are negative). */
export interface TotalsRow {
    code: 'subtotal' | 'delivery' | 'discount' | 'bonuses' | 'tip' | 'total';
    amount: number;
    free?: boolean;
    label?: string;
}

/** POST checkout.quote: the server's pricing and checks of the checkout form as it stands. */
export interface CheckoutQuote {
    lines: CartQuoteLine[];
    totals: TotalsRow[];
    total: number;
    promo: { code: string; applied: boolean; discount: number; reason: string | null; message: string | null } | null;
    bonuses: { balance: number; max: number; spent: number } | null;
    min_order: number | null;
    eta_minutes: number | null;
    /** What a 422 would say, by field. */
    problems: Record<string, string[]>;
    /** Where delivery areas are drawn (a delivery form): the address's point and the area serving it; null otherwise. */
    delivery?: DeliveryPlace | null;
}

/** The address of a delivery as the server placed it (docs/delivery-areas.md). */
export interface DeliveryPlace {
    point: { lat: number; lng: number } | null;
    label: string | null;
    pinned: boolean;
    /** The geocoder was unsure: a pin on the map decides. */
    needs_pin: boolean;
    refusal: 'not_found' | 'unavailable' | 'imprecise' | 'outside' | 'closed' | null;
    pickup_offered: boolean;
    area: {
        id: number;
        name: string;
        colour: string;
        restaurant: { id: number; name: string };
        delivery_fee: number;
        min_order: number;
        free_from: number | null;
        eta_minutes: number;
    } | null;
}

/** The maps' tiles and starting view (config shop.delivery.map). */
export interface MapTiles {
    tile_url: string;
    attribution: string;
    center: [number, number];
    zoom: number;
}

export interface CheckoutSlot {
    /** ISO 8601 with the Kyiv offset: the value sent as `slot`. */
    value: string;
    /** HH:MM in Kyiv. */
    time: string;
    available: boolean;
}

/** GET checkout.slots */
export interface CheckoutSlots {
    timezone: string;
    lead_minutes: number;
    asap: {
        available: boolean;
        eta_minutes: number;
        ready_at: string;
        busy_minutes: number;
        paused_until: string | null;
    };
    days: { date: string; closed: boolean; slots: CheckoutSlot[] }[];
}

import type { OrderStatus, PaymentStatus } from '@/types/generated';

export type { OrderStatus, PaymentStatus } from '@/types/generated';

export interface OrderSummary {
    number: string;
    /** ISO 8601 */
    created_at: string;
    status: OrderStatus;
    payment_status: PaymentStatus;
    order_type: 'delivery' | 'pickup';
    total: number;
    items_count: number;
}

export interface OrderLine {
    product_id: number | null;
    slug: string | null;
    name: string;
    image: string | null;
    quantity: number;
    unit_price: number;
    modifiers: { id: number; name: string; price: number; quantity: number }[];
    line_total: number;
}

/** One order as the pages show it (the order's secret token stays in the HttpOnly cookie). */
/** GET /api/orders?page=N as the account page gets it: one page of orders, newest first. */
export interface OrderPage {
    items: OrderSummary[];
    page: number;
    per_page: number;
    total: number;
    last_page: number;
}

/** The order's promised time moved from `from` (the time shown before) for `reason` (App\Shop\Ordering\EtaPromise). */
export interface EtaChange {
    from: string;
    reason: 'busy' | 'queue' | 'waited' | 'late_pickup';
}

export interface OrderDetails extends OrderSummary {
    locale: Locale;
    payment_type: string;
    name: string;
    phone: string;
    address: {
        street?: string;
        house?: string;
        entrance?: string;
        floor?: string;
        apartment?: string;
        comment?: string;
    } | null;
    region: { id: number; name: string } | null;
    restaurant: { id: number; name: string; address: string; phone: string } | null;
    asap: boolean;
    slot_at: string | null;
    eta_at: string;
    /** When eta_at moved from the time the customer was shown, and why (App\Shop\Ordering\EtaPromise); null when it never moved. */
    eta_change?: EtaChange | null;
    persons: number;
    comment: string | null;
    change_from: number | null;
    lines: OrderLine[];
    totals: TotalsRow[];
    status_history: { status: OrderStatus; at: string }[];
    payment_history: { status: PaymentStatus; at: string }[];
    payable: boolean;
    /** Why a cancelled order was cancelled: payment_timeout (not paid in time), or null. */
    cancellation_reason: string | null;
    /** The fiscal receipts issued (App\\Shop\\Ordering\\OrderPayload::receipts). */
    receipts?: FiscalReceiptLink[];
}

/** An issued fiscal receipt: a sale or a return, its number, the e-receipt's link, whether it is fiscal (not sandbox). */
export interface FiscalReceiptLink {
    kind: 'sell' | 'return';
    number: string | null;
    url: string;
    fiscal: boolean;
}

/** What a page needs to follow an order (App\\Http\\Controllers\\TrackingController::feedProps). */
export interface OrderFollow {
    /** The order's tracking page. */
    page: string;
    /** The feed polled with If-None-Match: 304 while the order did not move. */
    url: string;
    etag: string;
    pollMs: number;
}

export type TrackingStep =
    'new' | 'accepted' | 'cooking' | 'on_the_way' | 'ready_for_pickup' | 'completed' | 'cancelled';

/** The tracking page's view of an order (App\\ShopApi\\Data\\Order::forTracking): no surname, no address, a masked phone. */
export interface TrackingOrder {
    number: string;
    created_at: string;
    status: OrderStatus;
    order_type: 'delivery' | 'pickup';
    payment_status: PaymentStatus;
    payment_type: string;
    first_name: string;
    phone: string;
    region: string | null;
    restaurant: { name: string; address: string; phone: string } | null;
    asap: boolean;
    slot_at: string | null;
    eta_at: string;
    timeline: { step: TrackingStep; at: string | null; state: 'done' | 'current' | 'upcoming' }[];
    cancellation_reason: string | null;
    lines: { name: string; quantity: number; line_total: number; modifiers: { name: string; quantity: number }[] }[];
    totals: TotalsRow[];
    total: number;
    /** When staff moved the order to another restaurant (the restaurant above is the new one); null when it never moved. */
    moved_at?: string | null;
    /** When eta_at moved from the time the customer was shown, and why (App\Shop\Ordering\EtaPromise). */
    eta_change?: EtaChange | null;
    /** The courier once they picked the order up (first name only; OrderPayload::courier), or null. */
    courier?: {
        first_name: string;
        picked_up_at: string | null;
        expected_at: string | null;
        delivered_at: string | null;
    } | null;
    /** The fiscal receipts issued (docs/fiscal.md). */
    receipts?: FiscalReceiptLink[];
}

/** A dish of an order the customer may rate, with their review once written (GET|POST /api/orders/{reference}/reviews). */
export interface ReviewableDish {
    product_id: number;
    name: string;
    review: { rating: number; body: string; status: 'new' | 'published' | 'hidden' } | null;
}

/** Which dishes of an order may be rated now (only once it is delivered) and the longest review text. */
export interface OrderReviews {
    reviewable: boolean;
    max_text: number;
    dishes: ReviewableDish[];
}

/** What repeating an order answers: the lines to put in the cart at today's prices, and a notice per changed dish. */
export interface RepeatedOrder {
    lines: {
        id: number;
        quantity: number;
        currentPrice: number;
        modifiers: { id: number; quantity: number; currentPrice: number }[];
    }[];
    notices: {
        kind: 'gone' | 'stopped' | 'modifiers' | 'price_changed';
        product_id: number | null;
        name: string;
        was?: number;
        now?: number;
    }[];
}
