import type { CartItem } from '@/stores/cart-store';
import type { CheckoutSlots } from '@/types/models';
import { toMinor } from './amounts';
import type { CheckoutForm } from './checkout-schema';
import { newIdempotencyKey } from './idempotency-key';
import { PAYMENT_TYPE } from '@/lib/payment-types';

// The form's rules (zod) are in ./checkout-schema, loaded apart from the page; only their types are used here.
export type { CheckoutForm, CheckoutLimits } from './checkout-schema';
/** Where the Idempotency-Key of the current checkout attempt waits for a retry (this tab only). */
export const CHECKOUT_KEY_STORAGE = 'sunrise:checkout-key';

/** The cart as the server reads it: ids, quantities, and prices only as hints. */
export function cartItems(items: CartItem[]) {
    return items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        currentPrice: i.currentPrice,
        modifiers: i.modifiers.map((m) => ({ id: m.id, quantity: m.quantity, currentPrice: m.currentPrice })),
    }));
}

/**
 * What the live quote needs: the cart and the fields that change the price or the time. An amount that is not one
 * (or a tip over tipMax) goes as null, so the quote stays priced while the field shows its error.
 */
export function quotePayload(
    form: CheckoutForm,
    items: CartItem[],
    tipMax = Number.POSITIVE_INFINITY,
    withAddress = false,
) {
    const delivery = form.order_type === 'delivery';
    const tipAmount = form.tip_percent === 'amount' ? toMinor(form.tip_amount) : null;
    return {
        items: cartItems(items),
        order_type: form.order_type,
        region_id: delivery && form.region_id !== '' ? Number(form.region_id) : null,
        // Where delivery areas are drawn (withAddress) the address decides the kitchen, fee and minimum: the server finds
        // its point; a pin placed on the map goes along.
        ...(withAddress && delivery && form.street.trim() !== '' && form.house.trim() !== ''
            ? { street: form.street.trim(), house: form.house.trim() }
            : {}),
        ...(delivery && form.lat !== '' && form.lng !== '' ? { lat: Number(form.lat), lng: Number(form.lng) } : {}),
        restaurant_id: !delivery && form.restaurant_id !== '' ? Number(form.restaurant_id) : null,
        slot: form.when === 'scheduled' && form.slot !== '' ? form.slot : null,
        payment_type: form.payment_type || null,
        change_from: form.payment_type === PAYMENT_TYPE.cash ? toMinor(form.change_from) : null,
        promo_code: form.promo_code.trim() || null,
        bonuses: toMinor(form.bonuses),
        tip_percent: form.tip_percent !== '' && form.tip_percent !== 'amount' ? Number(form.tip_percent) : null,
        tip_amount: tipAmount !== null && tipAmount <= tipMax ? tipAmount : null,
    };
}

/** The order to place: everything the form holds, the total the customer saw and, as soon as possible, the time it saw. */
export function orderPayload(
    form: CheckoutForm,
    items: CartItem[],
    expectedTotal: number | null,
    asap: CheckoutSlots['asap'] | null = null,
) {
    const shown = form.when === 'asap' && asap?.available ? asap : null;
    const delivery = form.order_type === 'delivery';
    const optional = (value: string) => (value.trim() === '' ? null : value.trim());
    return {
        ...quotePayload(form, items),
        street: delivery ? form.street.trim() : null,
        house: delivery ? form.house.trim() : null,
        entrance: delivery ? optional(form.entrance) : null,
        floor: delivery ? optional(form.floor) : null,
        apartment: delivery ? optional(form.apartment) : null,
        courier_comment: delivery ? optional(form.courier_comment) : null,
        name: form.name.trim(),
        phone: form.phone.trim(),
        persons: form.persons,
        comment: optional(form.comment),
        expected_total: expectedTotal,
        expected_eta: shown?.ready_at ?? null,
        expected_eta_minutes: shown?.eta_minutes ?? null,
        expected_busy_minutes: shown?.busy_minutes ?? null,
    };
}

/** The form fields a server field name belongs to ("items.0.id" → the cart, not a form field). */
export const FORM_FIELDS = [
    'order_type',
    'region_id',
    'street',
    'house',
    'entrance',
    'floor',
    'apartment',
    'courier_comment',
    'restaurant_id',
    'slot',
    'name',
    'phone',
    'persons',
    'comment',
    'payment_type',
    'change_from',
    'promo_code',
    'bonuses',
    'tip_percent',
    'tip_amount',
] as const satisfies readonly (keyof CheckoutForm)[];

export type FormField = (typeof FORM_FIELDS)[number];

export function isFormField(name: string): name is FormField {
    return (FORM_FIELDS as readonly string[]).includes(name);
}

/** The Idempotency-Key of this checkout attempt: kept in sessionStorage so a retry (a lost answer, a reload) reuses it. */
export function checkoutKey(
    storage: Storage | null = sessionStore(),
    create: () => string = newIdempotencyKey,
): string {
    const stored = storage?.getItem(CHECKOUT_KEY_STORAGE);
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
    const key = create();
    try {
        storage?.setItem(CHECKOUT_KEY_STORAGE, key);
    } catch {
        // Storage refused: the key lives for this submit only.
    }
    return key;
}

/** The attempt is over (the order exists): the next checkout gets a new key. */
export function forgetCheckoutKey(storage: Storage | null = sessionStore()): void {
    try {
        storage?.removeItem(CHECKOUT_KEY_STORAGE);
    } catch {
        // Nothing to forget.
    }
}

function sessionStore(): Storage | null {
    try {
        return typeof window !== 'undefined' ? window.sessionStorage : null;
    } catch {
        return null;
    }
}

/** The DatePicker's rules for a schedule: the first and last day with a free time, and the days in between without one. */
export function slotDays(slots: CheckoutSlots | null): { minDate?: string; maxDate?: string; disabledDates: string[] } {
    const open = (slots?.days ?? []).filter((d) => d.slots.some((s) => s.available)).map((d) => d.date);
    if (open.length === 0) return { disabledDates: [] };
    const minDate = open[0]!;
    const maxDate = open[open.length - 1]!;
    const disabledDates = (slots?.days ?? [])
        .map((d) => d.date)
        .filter((d) => d >= minDate && d <= maxDate && !open.includes(d));
    return { minDate, maxDate, disabledDates };
}

export { toAmountText, toMinor } from './amounts';
export { formatShopTime } from './shop-time';
