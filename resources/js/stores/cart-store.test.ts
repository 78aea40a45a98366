import { beforeEach, describe, expect, it } from 'vitest';
import { testCartLimits } from '@/test-support/limits';
import { CartStore, lineTotal, parseStoredCart, sameModifiers, type CartItem } from './cart-store';

const item = (id: number, quantity = 1, currentPrice = 10000, modifiers: CartItem['modifiers'] = []): CartItem => ({
    id,
    quantity,
    currentPrice,
    modifiers,
});

describe('cart', () => {
    let cart: CartStore;
    beforeEach(() => {
        localStorage.clear();
        cart = new CartStore(testCartLimits);
    });

    it('adds to the existing line when the id and the modifier set are the same', () => {
        cart.add(item(1, 1, 100, [{ id: 7, quantity: 1, currentPrice: 10 }]));
        cart.add(item(1, 2, 100, [{ id: 7, quantity: 1, currentPrice: 10 }]));
        expect(cart.items).toHaveLength(1);
        expect(cart.items[0]?.quantity).toBe(3);
    });

    it('treats modifier sets as equal regardless of order', () => {
        cart.add(
            item(1, 1, 100, [
                { id: 7, quantity: 1, currentPrice: 10 },
                { id: 8, quantity: 2, currentPrice: 5 },
            ]),
        );
        cart.add(
            item(1, 1, 100, [
                { id: 8, quantity: 2, currentPrice: 5 },
                { id: 7, quantity: 1, currentPrice: 10 },
            ]),
        );
        expect(cart.items).toHaveLength(1);
        expect(
            sameModifiers([{ id: 1, quantity: 1, currentPrice: 0 }], [{ id: 1, quantity: 2, currentPrice: 0 }]),
        ).toBe(false);
    });

    it('adds a new line when the modifiers differ in ids or quantities', () => {
        cart.add(item(1, 1, 100, [{ id: 7, quantity: 1, currentPrice: 10 }]));
        cart.add(item(1, 1, 100, [{ id: 7, quantity: 2, currentPrice: 10 }]));
        cart.add(item(1, 1, 100, []));
        cart.add(item(2, 1, 100, []));
        expect(cart.items).toHaveLength(4);
    });

    it('decreases the quantity when it is above 1 and the amount is above 0', () => {
        cart.add(item(1, 3));
        cart.remove(0, 1);
        expect(cart.items[0]?.quantity).toBe(2);
    });

    it('deletes the line when its quantity is 1', () => {
        cart.add(item(1, 1));
        cart.remove(0, 1);
        expect(cart.items).toHaveLength(0);
    });

    it('deletes the line when the removal amount is 0', () => {
        cart.add(item(1, 5));
        cart.remove(0, 0);
        expect(cart.items).toHaveLength(0);
    });

    it('deletes the line rather than going to zero or below', () => {
        cart.add(item(1, 2));
        cart.remove(0, 5);
        expect(cart.items).toHaveLength(0);
    });

    it('clears', () => {
        cart.add(item(1));
        cart.add(item(2));
        cart.clear();
        expect(cart.items).toEqual([]);
        expect(cart.count).toBe(0);
    });

    it('sums quantity × price plus modifiers total × quantity, and counts quantities', () => {
        cart.add(
            item(1, 2, 32900, [
                { id: 7, quantity: 2, currentPrice: 1500 },
                { id: 8, quantity: 1, currentPrice: 3000 },
            ]),
        );
        cart.add(item(2, 3, 5500));
        expect(lineTotal(cart.items[0]!)).toBe(2 * 32900 + (2 * 1500 + 3000) * 2);
        expect(cart.sum).toBe(2 * 32900 + (2 * 1500 + 3000) * 2 + 3 * 5500);
        expect(cart.count).toBe(5);
    });

    it('keeps quantities whole numbers from 1 to 99', () => {
        cart.add(item(1, 150));
        expect(cart.items[0]?.quantity).toBe(99);
        cart.setQuantity(0, 2.7);
        expect(cart.items[0]?.quantity).toBe(2);
        cart.setQuantity(0, -4);
        expect(cart.items[0]?.quantity).toBe(1);
    });

    it('persists under sunrise:cart and reads it back after a reload', () => {
        cart.add(item(1, 2, 100, [{ id: 7, quantity: 1, currentPrice: 10 }]));
        const reloaded = new CartStore(testCartLimits);
        reloaded.hydrate();
        expect(reloaded.items).toEqual(cart.items);
        expect(JSON.parse(localStorage.getItem('sunrise:cart')!)).toEqual(cart.items);
    });

    it('reads the old site format and drops malformed lines', () => {
        expect(
            parseStoredCart(
                [
                    { id: 1, quantity: 2, currentPrice: 100, modifiers: [] },
                    { id: 'x' },
                    { id: 2, quantity: 0, currentPrice: 1 },
                ],
                testCartLimits,
            ),
        ).toEqual([{ id: 1, quantity: 2, currentPrice: 100, modifiers: [] }]);
        expect(parseStoredCart({ items: [{ id: 3, quantity: 1, currentPrice: 5 }] }, testCartLimits)).toEqual([
            { id: 3, quantity: 1, currentPrice: 5, modifiers: [] },
        ]);
        expect(parseStoredCart('nonsense', testCartLimits)).toBeNull();
    });

    it('follows the configured caps: quantities, and lines beyond the line cap are not added', () => {
        const small = new CartStore({ maxQuantity: 5, maxLines: 2 });
        expect(small.add(item(1, 9))).toBe(true);
        expect(small.items[0]?.quantity).toBe(5);
        small.add(item(1, 3));
        expect(small.items[0]?.quantity).toBe(5);
        small.setQuantity(0, 50);
        expect(small.items[0]?.quantity).toBe(5);
        expect(small.add(item(2))).toBe(true);
        expect(small.add(item(3))).toBe(false);
        expect(small.items.map((i) => i.id)).toEqual([1, 2]);
        expect(small.add(item(2))).toBe(true);
        expect(small.items[1]?.quantity).toBe(2);
    });

    it('reads a stored cart within the configured caps', () => {
        const stored = [item(1, 40), item(2), item(3)];
        expect(parseStoredCart(stored, { maxQuantity: 10, maxLines: 2 })).toEqual([item(1, 10), item(2)]);
    });

    it('discards a corrupted stored cart without breaking', () => {
        localStorage.setItem('sunrise:cart', '{{{');
        cart.hydrate();
        expect(cart.items).toEqual([]);
    });

    it('applies the server quote: removes gone and stop-listed lines, takes changed prices', () => {
        cart.add(item(1, 1, 100));
        cart.add(item(2, 1, 100));
        cart.add(item(3, 2, 100, [{ id: 9, quantity: 1, currentPrice: 1 }]));
        const changes = cart.applyQuote({
            subtotal: 0,
            count: 0,
            upsell: [],
            lines: [
                {
                    index: 0,
                    id: 1,
                    slug: null,
                    name: 'Gone',
                    image: null,
                    quantity: 1,
                    price: null,
                    modifiers: [],
                    line_total: 0,
                    orderable: false,
                    problems: ['not_found'],
                },
                {
                    index: 1,
                    id: 2,
                    slug: 'b',
                    name: 'Stopped',
                    image: null,
                    quantity: 1,
                    price: 100,
                    modifiers: [],
                    line_total: 100,
                    orderable: false,
                    problems: ['unavailable'],
                },
                {
                    index: 2,
                    id: 3,
                    slug: 'c',
                    name: 'Roll',
                    image: null,
                    quantity: 2,
                    price: 150,
                    modifiers: [{ id: 9, name: 'Ginger', price: 15, quantity: 1 }],
                    line_total: 330,
                    orderable: true,
                    problems: ['price_changed'],
                },
            ],
        });
        expect(changes).toEqual({ removed: ['Gone', 'Stopped'], repriced: ['Roll'] });
        expect(cart.items).toEqual([
            { id: 3, quantity: 2, currentPrice: 150, modifiers: [{ id: 9, quantity: 1, currentPrice: 15 }] },
        ]);
        expect(cart.sum).toBe(330);
    });

    it('keeps a line stopped only at the chosen restaurant (another zone may make it), taking its new price', () => {
        cart.add(item(1, 1, 100));
        const changes = cart.applyQuote({
            subtotal: 0,
            count: 0,
            upsell: [],
            lines: [
                {
                    index: 0,
                    id: 1,
                    slug: 'a',
                    name: 'Roll',
                    image: null,
                    quantity: 1,
                    price: 120,
                    modifiers: [],
                    line_total: 120,
                    orderable: false,
                    problems: ['price_changed', 'stopped_here'],
                },
            ],
        });
        expect(changes).toEqual({ removed: [], repriced: ['Roll'] });
        expect(cart.items).toEqual([{ id: 1, quantity: 1, currentPrice: 120, modifiers: [] }]);
    });

    it('ignores a quote for a cart that has changed meanwhile', () => {
        cart.add(item(1));
        expect(cart.applyQuote({ subtotal: 0, count: 0, upsell: [], lines: [] })).toBeNull();
        expect(cart.items).toHaveLength(1);
    });

    it("keeps the dish name last seen for a line, from its page or the server's check, while a check fails", () => {
        cart.add(item(7), 'Філадельфія');
        expect(cart.nameOf(7)).toBe('Філадельфія');
        expect(cart.nameOf(8)).toBeNull();
        cart.add(item(8));
        cart.applyQuote({
            subtotal: 0,
            count: 0,
            upsell: [],
            lines: [
                {
                    index: 0,
                    id: 7,
                    slug: 'a',
                    name: 'Philadelphia',
                    image: null,
                    quantity: 1,
                    price: 10000,
                    modifiers: [],
                    line_total: 10000,
                    orderable: true,
                    problems: [],
                },
                {
                    index: 1,
                    id: 8,
                    slug: 'b',
                    name: 'Miso',
                    image: null,
                    quantity: 1,
                    price: 10000,
                    modifiers: [],
                    line_total: 10000,
                    orderable: true,
                    problems: [],
                },
            ],
        });
        expect(cart.nameOf(7)).toBe('Philadelphia');
        expect(cart.nameOf(8)).toBe('Miso');
        // Names are not part of the stored cart (its shape is the server's).
        expect(JSON.stringify(JSON.parse(localStorage.getItem('sunrise:cart') ?? 'null'))).not.toContain('Miso');
    });
});
