import type { ModifierGroup } from '@/types/models';

/** Chosen modifiers: modifier id → quantity. */
export type Selection = Record<number, number>;

/** Distinct modifiers chosen in a group. */
export function chosenInGroup(group: ModifierGroup, selection: Selection): number {
    return group.modifiers.filter((m) => (selection[m.id] ?? 0) > 0).length;
}

/** The least number of modifiers a group needs: its min, and at least one when it is required. */
export function groupMinimum(group: ModifierGroup): number {
    return group.required ? Math.max(1, group.min) : group.min;
}

/** A starting selection: the first available modifier of each single-choice required group. */
export function defaultSelection(groups: ModifierGroup[]): Selection {
    const selection: Selection = {};
    for (const group of groups) {
        if (group.required && group.max === 1) {
            const first = group.modifiers.find((m) => m.available);
            if (first) selection[first.id] = 1;
        }
    }
    return selection;
}

/** Set a modifier's quantity, respecting its max_quantity and the group's max of distinct modifiers; single-choice groups swap. */
export function setModifier(
    groups: ModifierGroup[],
    selection: Selection,
    modifierId: number,
    quantity: number,
): Selection {
    const group = groups.find((g) => g.modifiers.some((m) => m.id === modifierId));
    const modifier = group?.modifiers.find((m) => m.id === modifierId);
    if (!group || !modifier || !modifier.available) return selection;
    const next: Selection = { ...selection };
    const wanted = Math.max(0, Math.min(modifier.max_quantity, Math.trunc(quantity)));
    if (group.max === 1 && wanted > 0) {
        group.modifiers.forEach((m) => delete next[m.id]);
        next[modifierId] = 1;
        return next;
    }
    if (wanted === 0) {
        delete next[modifierId];
        return next;
    }
    if (!(selection[modifierId] ?? 0) && chosenInGroup(group, selection) >= group.max) {
        return selection;
    }
    next[modifierId] = wanted;
    return next;
}

/** Groups whose rules the selection breaks (empty when the product can go to the cart). */
export function invalidGroups(groups: ModifierGroup[], selection: Selection): ModifierGroup[] {
    return groups.filter((g) => {
        const count = chosenInGroup(g, selection);
        return count < groupMinimum(g) || count > g.max;
    });
}

/** The selection as cart modifiers, with the prices shown (the server re-prices them). */
export function selectionToCart(
    groups: ModifierGroup[],
    selection: Selection,
): { id: number; quantity: number; currentPrice: number }[] {
    return groups.flatMap((g) =>
        g.modifiers
            .filter((m) => (selection[m.id] ?? 0) > 0)
            .map((m) => ({ id: m.id, quantity: selection[m.id] ?? 0, currentPrice: m.price })),
    );
}
