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
}

export interface Region {
    id: number;
    slug: string;
    name: string;
    min_order: number;
    delivery_fee: number;
    free_from: number | null;
    eta_minutes: number;
}

export interface DictionaryItem {
    id: number;
    code: string;
    name: string;
    online: boolean;
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

export interface SharedProps {
    [key: string]: unknown;
    locale: Locale;
    locales: { code: Locale; label: string; tag: string }[];
    alternates: Record<Locale, string>;
    auth: { authorized: boolean; profile: Profile | null };
    settings: { phone: string | null; email_admin: string | null };
    categories: Category[];
    socials: Social[];
    restaurants: Restaurant[];
    regions: Region[];
    alerts: { message: string | null; popup: string | null };
    openAuth: boolean;
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
    problems: ('not_found' | 'unavailable' | 'price_changed' | 'modifier_unavailable' | 'modifier_limits')[];
}

export interface CartQuote {
    lines: CartQuoteLine[];
    subtotal: number;
    count: number;
    upsell: ProductCard[];
}
