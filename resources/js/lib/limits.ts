import { usePage } from '@inertiajs/react';
import type { ShopLimits } from '@/types/models';

/** The limits the server enforces (its configuration), sent with every page as the shared `limits` prop. */
export function useLimits(): ShopLimits {
    return usePage().props.limits;
}
