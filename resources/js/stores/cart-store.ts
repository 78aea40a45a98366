import { makeAutoObservable } from 'mobx';
import type { CartQuote } from '@/types/models';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

export interface CartModifier {
    id: number;
    quantity: number;
    currentPrice: number;
}

export interface CartItem {
    id: number;
    quantity: number;
    currentPrice: number;
    modifiers: CartModifier[];
}

/** The cart's bounds, from the server's configuration (the shared `limits` prop). */
export interface CartLimits {
    maxQuantity: number;
    maxLines: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function parseModifier(value: unknown, maxQuantity: number): CartModifier | null {
    if (typeof value !== 'object' || value === null) return null;
    const m = value as Record<string, unknown>;
    return isCount(m.id) && isCount(m.quantity) && isPrice(m.currentPrice)
        ? { id: m.id, quantity: Math.min(m.quantity, maxQuantity), currentPrice: m.currentPrice }
        : null;
}

function parseItem(value: unknown, maxQuantity: number): CartItem | null {
    if (typeof value !== 'object' || value === null) return null;
    const item = value as Record<string, unknown>;
    const modifiers = Array.isArray(item.modifiers) ? item.modifiers.map((m) => parseModifier(m, maxQuantity)) : [];
    if (
        !isCount(item.id) ||
        !isCount(item.quantity) ||
        !isPrice(item.currentPrice) ||
        modifiers.some((m) => m === null)
    ) {
        return null;
    }
    return {
        id: item.id,
        quantity: Math.min(item.quantity, maxQuantity),
        currentPrice: item.currentPrice,
        modifiers: modifiers as CartModifier[],
    };
}

/** Read what this site or the old one stored under sunrise:cart: a list of items, or {items: [...]}; bad lines are dropped,
 *  quantities capped and lines beyond the cap left out. */
export function parseStoredCart(value: unknown, limits: CartLimits): CartItem[] | null {
    const list = Array.isArray(value)
        ? value
        : typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items)
          ? (value as { items: unknown[] }).items
          : null;
    if (list === null) return null;
    return list
        .map((item) => parseItem(item, limits.maxQuantity))
        .filter((item): item is CartItem => item !== null)
        .slice(0, limits.maxLines);
}

/** Two modifier sets are the same when they hold the same ids with the same quantities, in any order. */
export function sameModifiers(a: CartModifier[], b: CartModifier[]): boolean {
    if (a.length !== b.length) return false;
    const key = (list: CartModifier[]) =>
        list
            .map((m) => `${m.id}x${m.quantity}`)
            .sort()
            .join(',');
    return key(a) === key(b);
}

/** Σ(modifier quantity × modifier price) of one line, for a single unit of the product. */
export function modifiersTotal(item: CartItem): number {
    return item.modifiers.reduce((sum, m) => sum + m.quantity * m.currentPrice, 0);
}

/** A line's total: quantity × price + modifiers total × quantity. */
export function lineTotal(item: CartItem): number {
    return item.quantity * item.currentPrice + modifiersTotal(item) * item.quantity;
}

/** The cart: lines of a product with a modifier set (the same set merges), quantities 1 to the configured cap, persisted under sunrise:cart. */
export class CartStore {
    items: CartItem[] = [];
    hydrated = false;
    /** Dish names by product id, as last seen (a product page, the server's check): a line keeps its name while a
     *  price check fails. Kept for this page's life only; the stored cart holds what the server needs. */
    names = new Map<number, string>();

    constructor(readonly limits: CartLimits) {
        makeAutoObservable(this, { limits: false });
    }

    get count(): number {
        return this.items.reduce((sum, item) => sum + item.quantity, 0);
    }

    get sum(): number {
        return this.items.reduce((sum, item) => sum + lineTotal(item), 0);
    }

    /** The same id with an identical modifier set adds to the existing line; anything else is a new line, while the cart
     *  has room for one (limits.maxLines). Answers whether the item is in the cart. */
    add(item: CartItem, name?: string): boolean {
        this.ensureHydrated();
        if (name) this.names.set(item.id, name);
        const quantity = Math.max(1, Math.min(this.limits.maxQuantity, Math.trunc(item.quantity)));
        const existing = this.items.find(
            (line) => line.id === item.id && sameModifiers(line.modifiers, item.modifiers),
        );
        if (existing) {
            existing.quantity = Math.min(this.limits.maxQuantity, existing.quantity + quantity);
        } else if (this.items.length < this.limits.maxLines) {
            this.items.push({ ...item, quantity, modifiers: item.modifiers.map((m) => ({ ...m })) });
        } else {
            return false;
        }
        this.persist();
        return true;
    }

    /** Removing decreases the quantity when it is above 1 and the amount is above 0; otherwise the line is deleted. */
    remove(index: number, amount = 1): void {
        const line = this.items[index];
        if (!line) return;
        if (line.quantity > 1 && amount > 0 && line.quantity - amount >= 1) {
            line.quantity -= amount;
        } else {
            this.items.splice(index, 1);
        }
        this.persist();
    }

    /** Set a line's quantity (whole numbers from 1 to limits.maxQuantity). */
    setQuantity(index: number, quantity: number): void {
        const line = this.items[index];
        if (!line || !Number.isFinite(quantity)) return;
        line.quantity = Math.max(1, Math.min(this.limits.maxQuantity, Math.trunc(quantity)));
        this.persist();
    }

    /** Replace a line's unit prices with the server's (the browser's prices are display hints only). */
    reprice(index: number, price: number, modifierPrices: Map<number, number>): void {
        const line = this.items[index];
        if (!line) return;
        line.currentPrice = price;
        line.modifiers.forEach((m) => {
            m.currentPrice = modifierPrices.get(m.id) ?? m.currentPrice;
        });
        this.persist();
    }

    /**
     * Correct the cart with the server's pricing: lines that are gone, stop-listed everywhere or whose modifiers broke
     * the rules are removed, changed prices are taken; a line stopped only at the chosen restaurant stays. Answers what changed, for the notice.
     * A quote for another cart (the customer changed it meanwhile) is ignored.
     */
    applyQuote(quote: CartQuote): { removed: string[]; repriced: string[] } | null {
        quote.lines.forEach((line) => {
            if (line.name) this.names.set(line.id, line.name);
        });
        const matches =
            quote.lines.length === this.items.length && quote.lines.every((line, i) => line.id === this.items[i]?.id);
        if (!matches) return null;
        const removed: string[] = [];
        const repriced: string[] = [];
        [...quote.lines].reverse().forEach((line) => {
            const name = line.name ?? `#${line.id}`;
            // Stopped only at the chosen restaurant: kept (another zone's kitchen may make it), the drawer marks it.
            const onlyHere =
                line.problems.includes('stopped_here') &&
                line.problems.every((p) => p === 'stopped_here' || p === 'price_changed');
            if ((!line.orderable && !onlyHere) || line.problems.includes('not_found')) {
                removed.push(name);
                this.items.splice(line.index, 1);
            } else if (line.problems.includes('price_changed') && line.price !== null) {
                repriced.push(name);
                this.reprice(line.index, line.price, new Map(line.modifiers.map((m) => [m.id, m.price])));
            }
        });
        this.persist();
        return { removed: removed.reverse(), repriced: repriced.reverse() };
    }

    /** The dish name last seen for a product, if any. */
    nameOf(id: number): string | null {
        return this.names.get(id) ?? null;
    }

    clear(): void {
        this.items = [];
        this.persist();
    }

    /** Read the stored cart before the first change, even when a child effect runs before the provider's. */
    private ensureHydrated(): void {
        if (!this.hydrated && typeof window !== 'undefined') this.hydrate();
    }

    /** Read the stored cart (after mount: SSR renders an empty cart). */
    hydrate(): void {
        this.items = readStored(STORAGE_KEYS.cart, (value) => parseStoredCart(value, this.limits)) ?? [];
        this.hydrated = true;
    }

    private persist(): void {
        writeStored(STORAGE_KEYS.cart, this.items);
    }
}
