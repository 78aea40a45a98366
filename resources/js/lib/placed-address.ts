import { useSyncExternalStore } from 'react';
import type { OrderDetails } from '@/types/models';

// The order-placed page shows a guest's order as a link's holder sees it (no street: the page reads the order by the
// same key as the tracking link). The address the customer just typed stays in this tab (sessionStorage, never sent
// anywhere) so that page can say where the order goes; another tab or a later visit shows the region only.

const KEY = 'sunrise:placed-address';

type Address = NonNullable<OrderDetails['address']>;

/** Keep the address of the order just placed (the placement's answer holds it whole). */
export function rememberPlacedAddress(order: Pick<OrderDetails, 'number' | 'address'>): void {
    try {
        if (order.address)
            window.sessionStorage.setItem(KEY, JSON.stringify({ number: order.number, address: order.address }));
        else window.sessionStorage.removeItem(KEY);
    } catch {
        // No storage (a private window): the page shows the region only.
    }
}

/** The address kept for this order number, or null (another order, nothing kept, unreadable storage). */
export function placedAddress(kept: string | null, number: string): Address | null {
    try {
        const value = JSON.parse(kept ?? 'null') as { number?: unknown; address?: unknown } | null;
        if (!value || value.number !== number || !value.address || typeof value.address !== 'object') return null;
        return Object.fromEntries(
            Object.entries(value.address as Record<string, unknown>).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
        );
    } catch {
        return null;
    }
}

const noChanges = () => () => undefined;
function readKept(): string | null {
    try {
        return window.sessionStorage.getItem(KEY);
    } catch {
        return null;
    }
}

/** The order with the address typed in this tab when the page got it without one (after hydration; the server renders the region). */
export function useWithPlacedAddress(order: OrderDetails | null): OrderDetails | null {
    const kept = useSyncExternalStore(noChanges, readKept, () => null);
    if (!order || order.address !== null) return order;
    const address = placedAddress(kept, order.number);
    return address ? { ...order, address } : order;
}
