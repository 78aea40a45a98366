import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/types/models';
import { activeFilterCount, applyFilters, NO_FILTERS } from './product-filters';

const card = (id: number, price: number, popularity: number, badges: string[], allergens: string[]): ProductCard => ({
    id,
    slug: `p${id}`,
    category_id: 1,
    name: `P${id}`,
    image: null,
    price,
    old_price: null,
    weight: 100,
    pieces: null,
    badges,
    allergens,
    available: true,
    has_modifiers: false,
    popularity,
});
const products = [
    card(1, 300, 5, ['spicy'], ['fish']),
    card(2, 100, 50, ['vegetarian'], ['soy']),
    card(3, 200, 20, ['spicy', 'hit'], ['soy']),
];

describe('category filters', () => {
    it('keeps products with every chosen badge', () => {
        expect(applyFilters(products, { ...NO_FILTERS, badges: ['spicy'] }).map((p) => p.id)).toEqual([1, 3]);
    });

    it('drops products with an excluded allergen', () => {
        expect(applyFilters(products, { ...NO_FILTERS, withoutAllergens: ['soy'] }).map((p) => p.id)).toEqual([1]);
    });

    it('sorts by price and by popularity', () => {
        expect(applyFilters(products, { ...NO_FILTERS, sort: 'price_asc' }).map((p) => p.id)).toEqual([2, 3, 1]);
        expect(applyFilters(products, { ...NO_FILTERS, sort: 'price_desc' }).map((p) => p.id)).toEqual([1, 3, 2]);
        expect(applyFilters(products, { ...NO_FILTERS, sort: 'popular' }).map((p) => p.id)).toEqual([2, 3, 1]);
    });

    it('counts the active filters', () => {
        expect(activeFilterCount({ badges: ['a'], withoutAllergens: ['b', 'c'], sort: 'popular' })).toBe(4);
    });
});
