import type { FormErrors } from '@/staff/forms';
import { Field, ListEditor } from '@/components/staff/fields';
import { formatMoney } from '@/staff/format';
import { useStaffT, type StaffMessageKey } from '@/staff/intl';
import type { Locale } from '@/types/models';

export interface MenuModifier {
    id: number;
    name: string;
    price: number;
    max_quantity: number;
    available: boolean;
}

export interface MenuProduct {
    id: number;
    name: string;
    price: number;
    available: boolean;
    groups: { id: number; name: string; min: number; max: number; required: boolean; modifiers: MenuModifier[] }[];
}

export type MenuCategory = { id: number; name: string; products: MenuProduct[] };

/** One dish line of a staff form: the dish, how many, its chosen modifiers (one of each). */
export interface DishLine {
    product: number | '';
    quantity: number | '';
    modifiers: number[];
}

export const blankDishLine = (): DishLine => ({ product: '', quantity: 1, modifiers: [] });

/** The lines as the storefront's cart rules read them (items.*.id, quantity, modifiers). */
export function dishItems(lines: DishLine[]) {
    return lines.map((line) => ({
        id: line.product === '' ? null : line.product,
        quantity: line.quantity === '' ? null : line.quantity,
        modifiers: line.modifiers.map((id) => ({ id, quantity: 1 })),
    }));
}

/**
 * The dish picker of the phone order and the order correction: a list of lines (the menu by category, the stopped ones
 * marked, the quantity, each group's modifiers), at most maxLines, and what the dishes cost by the menu's prices (a
 * hint: the server prices the order with delivery and the promo code). The server's messages show under each line.
 */
export function DishLines({
    menu,
    lines,
    onChange,
    errors,
    bounds,
    locale,
    testId,
    totalKey = 'phone.dishesTotal',
}: {
    menu: MenuCategory[];
    lines: DishLine[];
    onChange: (lines: DishLine[]) => void;
    errors: FormErrors;
    bounds: { maxLines: number; maxQuantity: number };
    locale: Locale;
    testId: string;
    /** The message of the menu-price hint under the lines (its {amount}). */
    totalKey?: StaffMessageKey;
}) {
    const t = useStaffT();
    const products = new Map(menu.flatMap((c) => c.products.map((p) => [p.id, p] as const)));
    const dishes = lines.reduce((sum, line) => {
        const product = line.product === '' ? undefined : products.get(line.product);
        if (!product || line.quantity === '') return sum;
        const extras = line.modifiers.reduce(
            (s, id) => s + (product.groups.flatMap((g) => g.modifiers).find((m) => m.id === id)?.price ?? 0),
            0,
        );
        return sum + (product.price + extras) * line.quantity;
    }, 0);

    return (
        <>
            <ListEditor<DishLine>
                label={t('phone.lines')}
                name="items"
                items={lines}
                onChange={onChange}
                errors={errors}
                blank={blankDishLine}
                min={1}
                max={bounds.maxLines}
                addLabel={t('phone.addDish')}
                itemLabel={(index) => t('phone.line', { number: index + 1 })}
                row={(line, change, index) => {
                    const product = line.product === '' ? undefined : products.get(line.product);
                    const lineError = errors[`items.${index}`] ?? errors[`items.${index}.modifiers`];
                    return (
                        <>
                            <Field label={t('phone.dish')} name={`items.${index}.id`} errors={errors}>
                                {(a) => (
                                    <select
                                        {...a}
                                        value={line.product}
                                        onChange={(e) =>
                                            change({
                                                product: e.target.value === '' ? '' : Number(e.target.value),
                                                modifiers: [],
                                            })
                                        }
                                    >
                                        <option value="">{t('phone.choose')}</option>
                                        {menu.map((category) => (
                                            <optgroup key={category.id} label={category.name}>
                                                {category.products.map((p) => (
                                                    <option key={p.id} value={p.id}>
                                                        {p.name} · {formatMoney(p.price, locale)}
                                                        {p.available ? '' : ` · ${t('phone.stopped')}`}
                                                    </option>
                                                ))}
                                            </optgroup>
                                        ))}
                                    </select>
                                )}
                            </Field>
                            <Field label={t('phone.quantity')} name={`items.${index}.quantity`} errors={errors}>
                                {(a) => (
                                    <input
                                        {...a}
                                        type="number"
                                        inputMode="numeric"
                                        min={1}
                                        max={bounds.maxQuantity}
                                        value={line.quantity}
                                        onChange={(e) =>
                                            change({ quantity: e.target.value === '' ? '' : Number(e.target.value) })
                                        }
                                    />
                                )}
                            </Field>
                            {product?.groups.map((group) => (
                                <fieldset key={group.id} className="staff-choices">
                                    <legend>
                                        {group.name}
                                        {group.required ? ` (${t('phone.required')})` : ''}
                                    </legend>
                                    {group.modifiers.map((m) => (
                                        <label key={m.id} className="staff-check">
                                            <input
                                                type="checkbox"
                                                disabled={!m.available}
                                                checked={line.modifiers.includes(m.id)}
                                                onChange={() =>
                                                    change({
                                                        modifiers: line.modifiers.includes(m.id)
                                                            ? line.modifiers.filter((id) => id !== m.id)
                                                            : [...line.modifiers, m.id],
                                                    })
                                                }
                                            />
                                            {m.name}
                                            {m.price > 0 ? ` +${formatMoney(m.price, locale)}` : ''}
                                        </label>
                                    ))}
                                </fieldset>
                            ))}
                            {lineError && (
                                <span className="staff-field-error" id={`f-items-${index}-error`}>
                                    {lineError}
                                </span>
                            )}
                        </>
                    );
                }}
            />
            <p className="staff-muted" data-testid={testId}>
                {t(totalKey, { amount: formatMoney(dishes, locale) })}
            </p>
        </>
    );
}
