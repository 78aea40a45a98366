import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { AuthFlowStore } from './auth-flow-store';
import { CartStore } from './cart-store';
import { FavoritesStore, ViewedStore } from './id-list-store';
import { OverlayStore, type OverlayName } from './overlay-store';
import type { SharedProps, ShopLimits } from '@/types/models';

export interface Stores {
    cart: CartStore;
    favorites: FavoritesStore;
    viewed: ViewedStore;
    overlays: OverlayStore;
    authFlow: AuthFlowStore;
}

/** The stores, bounded by the server's limits (the shared `limits` prop of the first page). */
export function createStores(limits: ShopLimits, openAtStart: OverlayName[] = []): Stores {
    return {
        cart: new CartStore({ maxQuantity: limits.max_quantity, maxLines: limits.cart_max_lines }),
        favorites: new FavoritesStore(),
        viewed: new ViewedStore(limits.viewed_cap),
        overlays: new OverlayStore(undefined, openAtStart),
        authFlow: new AuthFlowStore(),
    };
}

/** The overlays the server rendered open: the attention popup on a private page of a visitor who has not dismissed it. */
export function overlaysAtStart(props: Pick<SharedProps, 'alerts'>): OverlayName[] {
    return props.alerts?.open ? ['attention'] : [];
}

const StoresContext = createContext<Stores | null>(null);

/** One set of stores per app (per request on the server); browser storage is read after mount. */
export function StoresProvider({
    limits,
    openAtStart,
    children,
}: {
    limits: ShopLimits;
    openAtStart?: OverlayName[];
    children: ReactNode;
}) {
    const [stores] = useState(() => createStores(limits, openAtStart));
    useEffect(() => {
        stores.overlays.start();
        stores.cart.hydrate();
        stores.favorites.hydrate();
        stores.viewed.hydrate();
    }, [stores]);
    return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
    const stores = useContext(StoresContext);
    if (!stores) {
        throw new Error('useStores() needs a <StoresProvider>.');
    }
    return stores;
}
