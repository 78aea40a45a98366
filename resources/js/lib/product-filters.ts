import type { ProductCard } from '@/types/models';

export type SortKey = 'default' | 'price_asc' | 'price_desc' | 'popular';

export interface Filters {
    badges: string[];
    withoutAllergens: string[];
    sort: SortKey;
}

export const NO_FILTERS: Filters = { badges: [], withoutAllergens: [], sort: 'default' };

/** Products having every chosen badge and none of the excluded allergens, in the chosen order. */
export function applyFilters(products: ProductCard[], filters: Filters): ProductCard[] {
    const kept = products.filter(
        (p) =>
            filters.badges.every((b) => p.badges.includes(b)) &&
            !filters.withoutAllergens.some((a) => p.allergens.includes(a)),
    );
    const sorted = [...kept];
    if (filters.sort === 'price_asc') sorted.sort((a, b) => a.price - b.price);
    if (filters.sort === 'price_desc') sorted.sort((a, b) => b.price - a.price);
    if (filters.sort === 'popular') sorted.sort((a, b) => b.popularity - a.popularity);
    return sorted;
}

export function activeFilterCount(filters: Filters): number {
    return filters.badges.length + filters.withoutAllergens.length + (filters.sort === 'default' ? 0 : 1);
}
