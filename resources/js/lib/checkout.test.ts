import { describe, expect, it } from 'vitest';
import type { CheckoutSlots } from '@/types/models';
import { testLimits } from '@/test-support/limits';
import { checkoutSchema } from './checkout-schema';
import {
    CHECKOUT_KEY_STORAGE,
    checkoutKey,
    type CheckoutLimits,
    forgetCheckoutKey,
    formatShopTime,
    orderPayload,
    quotePayload,
    slotDays,
    toAmountText,
    toMinor,
    type CheckoutForm,
} from './checkout';

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
    order_type: 'delivery',
    region_id: '1',
    street: 'вул. Ярославів Вал',
    house: '14',
    entrance: '',
    floor: '',
    apartment: '31',
    courier_comment: '',
    lat: '',
    lng: '',
    restaurant_id: '',
    when: 'asap',
    date: '',
    slot: '',
    name: 'Олена',
    phone: '+380 50 123 45 67',
    persons: 2,
    comment: '',
    payment_type: 'cash',
    change_from: '',
    promo_code: '',
    bonuses: '',
    tip_percent: '',
    tip_amount: '',
    ...overrides,
});

const items = [{ id: 9, quantity: 2, currentPrice: 32900, modifiers: [{ id: 3, quantity: 1, currentPrice: 2000 }] }];

function memoryStorage(): Storage {
    const data = new Map<string, string>();
    return {
        get length() {
            return data.size;
        },
        clear: () => data.clear(),
        getItem: (k) => data.get(k) ?? null,
        key: (i) => [...data.keys()][i] ?? null,
        removeItem: (k) => void data.delete(k),
        setItem: (k, v) => void data.set(k, v),
    };
}

const issues = (value: CheckoutForm, limits: CheckoutLimits = testLimits) => {
    const result = checkoutSchema(limits).safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("checkout schema (mirrors the server's CheckoutRules)", () => {
    it('accepts a complete delivery form', () => {
        expect(issues(form())).toEqual({});
    });

    it('asks for the region, street and house of a delivery', () => {
        expect(issues(form({ region_id: '', street: ' ', house: '' }))).toEqual({
            region_id: 'checkout.errors.required',
            street: 'checkout.errors.required',
            house: 'checkout.errors.required',
        });
    });

    it('asks for a pickup restaurant, not an address, for pickup', () => {
        expect(issues(form({ order_type: 'pickup', street: '', house: '', region_id: '' }))).toEqual({
            restaurant_id: 'checkout.errors.required',
        });
    });

    it('asks for a time when the order is scheduled', () => {
        expect(issues(form({ when: 'scheduled' }))).toEqual({ slot: 'checkout.errors.required' });
    });

    it('takes a phone of 10 to 15 digits with formatting characters', () => {
        expect(issues(form({ phone: '050 123-45-67' }))).toEqual({});
        expect(issues(form({ phone: '050123456' }))).toEqual({ phone: 'checkout.errors.phone' });
        expect(issues(form({ phone: '+38050abc4567' }))).toEqual({ phone: 'checkout.errors.phone' });
        expect(issues(form({ phone: '1234567890123456' }))).toEqual({ phone: 'checkout.errors.phone' });
    });

    it('takes 1 to 20 persons', () => {
        expect(issues(form({ persons: 0 }))).toEqual({ persons: 'checkout.errors.persons' });
        expect(issues(form({ persons: 21 }))).toEqual({ persons: 'checkout.errors.persons' });
        expect(issues(form({ persons: Number.NaN }))).toEqual({ persons: 'checkout.errors.persons' });
    });

    it('limits the texts like the server', () => {
        expect(issues(form({ comment: 'a'.repeat(501), house: 'a'.repeat(21) }))).toEqual({
            comment: 'checkout.errors.tooLong',
            house: 'checkout.errors.tooLong',
        });
    });

    it('follows the limits the server sends, not a copy of them', () => {
        const limits: CheckoutLimits = {
            ...testLimits,
            max_persons: 4,
            text_max: { ...testLimits.text_max, comment: 10, promo_code: 5 },
        };
        expect(issues(form({ persons: 5, comment: 'a'.repeat(11), promo_code: 'ABCDEF' }), limits)).toEqual({
            persons: 'checkout.errors.persons',
            comment: 'checkout.errors.tooLong',
            promo_code: 'checkout.errors.tooLong',
        });
        expect(issues(form({ persons: 4, comment: 'a'.repeat(10), promo_code: 'ABCDE' }), limits)).toEqual({});
        expect(issues(form({ phone: '380501234567' }), { ...limits, phone_max_digits: 11 })).toEqual({
            phone: 'checkout.errors.phone',
        });
    });

    it('takes the same phones as the sign-in form (one rule)', () => {
        for (const phone of ['0501234567', '+38 (050) 123-45-67', '380501234567']) {
            expect(issues(form({ phone })), phone).toEqual({});
        }
    });

    it('takes amounts in hryvnias with up to two decimals', () => {
        expect(issues(form({ change_from: '1000', bonuses: '215,40' }))).toEqual({});
        expect(issues(form({ change_from: '-5' }))).toEqual({ change_from: 'checkout.errors.amount' });
        expect(issues(form({ bonuses: '1.234' }))).toEqual({ bonuses: 'checkout.errors.amount' });
    });

    it('takes a tip of a configured percent or an amount up to the largest tip', () => {
        expect(issues(form({ tip_percent: '15' }))).toEqual({});
        expect(issues(form({ tip_percent: '12' }))).toEqual({ tip_percent: 'checkout.errors.amount' });
        expect(issues(form({ tip_percent: 'amount', tip_amount: '2000' }))).toEqual({});
        expect(issues(form({ tip_percent: 'amount', tip_amount: '2000.01' }))).toEqual({
            tip_amount: 'checkout.errors.tipAmount',
        });
        expect(issues(form({ tip_percent: 'amount', tip_amount: 'ten' }))).toEqual({
            tip_amount: 'checkout.errors.amount',
        });
    });
});

describe('checkout payloads', () => {
    it('turns typed hryvnias into minor units and back', () => {
        expect([toMinor('150'), toMinor('150.5'), toMinor('215,40'), toMinor(''), toMinor('abc')]).toEqual([
            15000,
            15050,
            21540,
            null,
            null,
        ]);
        expect([toAmountText(30000), toAmountText(21540)]).toEqual(['300', '215.40']);
    });

    it('quotes only what changes the price or the time', () => {
        expect(quotePayload(form({ promo_code: ' sunrise10 ', bonuses: '50' }), items, undefined, true)).toEqual({
            items: [
                { id: 9, quantity: 2, currentPrice: 32900, modifiers: [{ id: 3, quantity: 1, currentPrice: 2000 }] },
            ],
            order_type: 'delivery',
            region_id: 1,
            // The address, where delivery areas are drawn: its point chooses the kitchen, fee and minimum.
            street: 'вул. Ярославів Вал',
            house: '14',
            restaurant_id: null,
            slot: null,
            payment_type: 'cash',
            change_from: null,
            promo_code: 'sunrise10',
            bonuses: 5000,
            tip_percent: null,
            tip_amount: null,
        });
    });

    it('sends a tip as one of the percents or as an amount, never both', () => {
        expect(quotePayload(form({ tip_percent: '10', tip_amount: '99' }), items)).toMatchObject({
            tip_percent: 10,
            tip_amount: null,
        });
        expect(quotePayload(form({ tip_percent: 'amount', tip_amount: '75,50' }), items)).toMatchObject({
            tip_percent: null,
            tip_amount: 7550,
        });
        expect(quotePayload(form({ tip_percent: '', tip_amount: '75' }), items)).toMatchObject({
            tip_percent: null,
            tip_amount: null,
        });
        // Over the largest tip: the quote goes without it while the field says why.
        expect(quotePayload(form({ tip_percent: 'amount', tip_amount: '2000.01' }), items, 200000)).toMatchObject({
            tip_amount: null,
        });
        expect(quotePayload(form({ tip_percent: 'amount', tip_amount: '2000' }), items, 200000)).toMatchObject({
            tip_amount: 200000,
        });
    });

    it('sends the chosen slot of a scheduled order and the change of a cash order', () => {
        const payload = orderPayload(
            form({ when: 'scheduled', slot: '2026-06-10T18:30:00+03:00', change_from: '1000' }),
            items,
            71800,
        );

        expect(payload).toMatchObject({
            slot: '2026-06-10T18:30:00+03:00',
            change_from: 100000,
            expected_total: 71800,
            entrance: null,
            apartment: '31',
        });
    });

    it('quotes a pin placed on the map with the address, and no address before both street and house are typed', () => {
        expect(quotePayload(form({ lat: '50.4501', lng: '30.5102' }), items)).toMatchObject({
            lat: 50.4501,
            lng: 30.5102,
        });
        expect(quotePayload(form({ house: ' ' }), items, undefined, true)).not.toHaveProperty('street');
        expect(quotePayload(form(), items)).not.toHaveProperty('street');
        expect(quotePayload(form({ order_type: 'pickup', lat: '50.45', lng: '30.51' }), items)).not.toHaveProperty(
            'lat',
        );
    });

    it('leaves the address out of a pickup order', () => {
        expect(orderPayload(form({ order_type: 'pickup', restaurant_id: '2' }), items, null)).toMatchObject({
            region_id: null,
            restaurant_id: 2,
            street: null,
            house: null,
        });
    });
});

describe('the Idempotency-Key of a checkout attempt', () => {
    it('is created once and reused by a retry', () => {
        const storage = memoryStorage();
        let n = 0;
        const create = () => `key-${++n}-abcdefgh`;

        expect(checkoutKey(storage, create)).toBe('key-1-abcdefgh');
        expect(checkoutKey(storage, create)).toBe('key-1-abcdefgh');
        expect(storage.getItem(CHECKOUT_KEY_STORAGE)).toBe('key-1-abcdefgh');
    });

    it('is new for the next checkout once the order exists', () => {
        const storage = memoryStorage();
        const first = checkoutKey(storage);
        forgetCheckoutKey(storage);

        expect(checkoutKey(storage)).not.toBe(first);
    });

    it('replaces a stored value that is not a usable key', () => {
        const storage = memoryStorage();
        storage.setItem(CHECKOUT_KEY_STORAGE, 'bad key!');

        expect(checkoutKey(storage, () => 'fresh-key-123')).toBe('fresh-key-123');
    });
});

describe('slot days for the date picker', () => {
    const slots = (days: [string, boolean][]): CheckoutSlots => ({
        timezone: 'Europe/Kyiv',
        lead_minutes: 60,
        asap: {
            available: true,
            eta_minutes: 45,
            ready_at: '2026-06-10T12:45:00+03:00',
            busy_minutes: 0,
            paused_until: null,
        },
        days: days.map(([date, free]) => ({
            date,
            closed: false,
            slots: [{ value: `${date}T12:00:00+03:00`, time: '12:00', available: free }],
        })),
    });

    it('spans the days with a free time and disables the full ones between', () => {
        expect(
            slotDays(
                slots([
                    ['2026-06-10', false],
                    ['2026-06-11', true],
                    ['2026-06-12', false],
                    ['2026-06-13', true],
                    ['2026-06-14', false],
                ]),
            ),
        ).toEqual({
            minDate: '2026-06-11',
            maxDate: '2026-06-13',
            disabledDates: ['2026-06-12'],
        });
    });

    it('offers no day when nothing is free', () => {
        expect(slotDays(slots([['2026-06-10', false]]))).toEqual({ disabledDates: [] });
    });
});

describe('shop times', () => {
    it("shows a moment in the shop's timezone whatever the browser's", () => {
        expect(formatShopTime('2026-06-10T09:45:00Z', 'en', false, testLimits.timezone)).toBe('12:45');
        expect(formatShopTime('2026-01-10T09:45:00Z', 'uk', false, testLimits.timezone)).toBe('11:45');
    });

    it('follows the timezone the server configures, not a default of its own', () => {
        expect(formatShopTime('2026-06-10T09:45:00Z', 'en', false, 'Europe/Warsaw')).toBe('11:45');
        expect(formatShopTime('2026-06-10T23:45:00Z', 'en', true, 'America/New_York')).toBe('10 June at 19:45');
    });
});
