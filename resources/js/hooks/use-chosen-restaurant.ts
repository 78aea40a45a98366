import { usePage } from '@inertiajs/react';
import { useHydrated } from '@/hooks/use-hydrated';
import { readStored } from '@/lib/storage';
import type { Region, Restaurant, SharedProps } from '@/types/models';

/** Where the customer's delivery zone is kept (the cart drawer and the checkout write it). */
export const REGION_KEY = 'sunrise:region';

/** The slug of the chosen delivery zone stored in the browser (read after mount: the server renders no choice). */
export function readChosenRegion(): string | null {
    return readStored(REGION_KEY, (v) => (typeof v === 'string' ? v : null));
}

/**
 * The restaurant whose kitchen would cook the customer's order: the one serving the delivery zone chosen in the cart
 * (or at checkout). Null until hydrated, and when no zone was chosen yet.
 */
export function useChosenRestaurant(): { region: Region; restaurant: Restaurant } | null {
    const { regions, restaurants } = usePage<SharedProps>().props;
    // The stored choice is read only once hydrated: the server's HTML (and the first client render) has none.
    const hydrated = useHydrated();
    const slug = hydrated ? readChosenRegion() : null;
    const region = regions.find((r) => r.slug === slug);
    const restaurant = region ? restaurants.find((r) => r.id === region.restaurant_id) : undefined;
    return region && restaurant ? { region, restaurant } : null;
}
