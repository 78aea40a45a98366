import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '@/types/models';
import { defaultSelection, invalidGroups, selectionToCart, setModifier } from './modifiers';

const mod = (id: number, price = 0, max_quantity = 1, available = true) => ({
    id,
    key: `m${id}`,
    name: `M${id}`,
    price,
    max_quantity,
    available,
});
const noodles: ModifierGroup = {
    id: 1,
    key: 'noodles',
    name: 'Noodles',
    required: true,
    min: 1,
    max: 1,
    modifiers: [mod(1), mod(2, 2000)],
};
const extras: ModifierGroup = {
    id: 2,
    key: 'extras',
    name: 'Extras',
    required: false,
    min: 0,
    max: 2,
    modifiers: [mod(3, 1500, 3), mod(4, 3000), mod(5, 4000), mod(6, 100, 1, false)],
};
const groups = [noodles, extras];

describe('modifier picker rules', () => {
    it('preselects the first option of required single-choice groups', () => {
        expect(defaultSelection(groups)).toEqual({ 1: 1 });
    });

    it('swaps the choice in a single-choice group', () => {
        expect(setModifier(groups, { 1: 1 }, 2, 1)).toEqual({ 2: 1 });
    });

    it('limits the number of distinct modifiers to the group max', () => {
        let selection = setModifier(groups, {}, 3, 1);
        selection = setModifier(groups, selection, 4, 1);
        expect(setModifier(groups, selection, 5, 1)).toEqual(selection);
    });

    it('caps a modifier quantity at its max_quantity and ignores unavailable ones', () => {
        expect(setModifier(groups, {}, 3, 9)).toEqual({ 3: 3 });
        expect(setModifier(groups, {}, 6, 1)).toEqual({});
    });

    it('reports required groups without a choice', () => {
        expect(invalidGroups(groups, {})).toEqual([noodles]);
        expect(invalidGroups(groups, { 1: 1 })).toEqual([]);
    });

    it('turns the selection into cart modifiers with the shown prices', () => {
        expect(selectionToCart(groups, { 2: 1, 3: 2 })).toEqual([
            { id: 2, quantity: 1, currentPrice: 2000 },
            { id: 3, quantity: 2, currentPrice: 1500 },
        ]);
    });
});
