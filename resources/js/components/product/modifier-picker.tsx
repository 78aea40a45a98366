import { usePage } from '@inertiajs/react';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/intl';
import { chosenInGroup, groupMinimum, setModifier, type Selection } from '@/lib/modifiers';
import { formatMoney } from '@/lib/money';
import type { ModifierGroup } from '@/types/models';

interface Props {
    groups: ModifierGroup[];
    selection: Selection;
    onChange: (selection: Selection) => void;
    showErrors: boolean;
}

/** Modifier groups: single choice as radio buttons, multiple choice as checkboxes with quantity steppers. */
export function ModifierPicker({ groups, selection, onChange, showErrors }: Props) {
    const { locale } = usePage().props;
    const t = useT();

    return (
        <div className="modifiers">
            {groups.map((group) => {
                const count = chosenInGroup(group, selection);
                const min = groupMinimum(group);
                const invalid = showErrors && (count < min || count > group.max);
                const hint =
                    group.max === 1
                        ? t(group.required ? 'modifiers.chooseOne' : 'modifiers.optionalOne')
                        : t('modifiers.upTo', { max: group.max });
                return (
                    <fieldset
                        key={group.id}
                        className={invalid ? 'modifier-group is-invalid' : 'modifier-group'}
                        aria-describedby={`group-hint-${group.id}`}
                    >
                        <legend className="modifier-group__title">
                            {group.name}
                            {group.required && <span className="badge">{t('modifiers.required')}</span>}
                        </legend>
                        <p
                            id={`group-hint-${group.id}`}
                            className={invalid ? 'field__error' : 'muted modifier-group__hint'}
                        >
                            {hint}
                        </p>
                        {group.modifiers.map((m) => {
                            const quantity = selection[m.id] ?? 0;
                            const price = m.price > 0 ? `+${formatMoney(m.price, locale)}` : '';
                            if (group.max === 1) {
                                return (
                                    <label key={m.id} className="modifier">
                                        <input
                                            type="radio"
                                            name={`group-${group.id}`}
                                            checked={quantity > 0}
                                            disabled={!m.available}
                                            onChange={() => onChange(setModifier(groups, selection, m.id, 1))}
                                        />
                                        <span className="modifier__name">{m.name}</span>
                                        <span className="modifier__price">{price}</span>
                                    </label>
                                );
                            }
                            const full = quantity === 0 && count >= group.max;
                            return (
                                <div key={m.id} className="modifier">
                                    <label className="modifier__check">
                                        <input
                                            type="checkbox"
                                            checked={quantity > 0}
                                            disabled={!m.available || full}
                                            onChange={(e) =>
                                                onChange(setModifier(groups, selection, m.id, e.target.checked ? 1 : 0))
                                            }
                                        />
                                        <span className="modifier__name">{m.name}</span>
                                    </label>
                                    <span className="modifier__price">{price}</span>
                                    {quantity > 0 && m.max_quantity > 1 && (
                                        <span className="stepper stepper--small">
                                            <button
                                                type="button"
                                                className="stepper__button"
                                                aria-label={t('cart.decrease', { name: m.name })}
                                                onClick={() =>
                                                    onChange(setModifier(groups, selection, m.id, quantity - 1))
                                                }
                                            >
                                                <Icon name="minus" size={16} />
                                            </button>
                                            <span className="stepper__value">{quantity}</span>
                                            <button
                                                type="button"
                                                className="stepper__button"
                                                aria-label={t('cart.increase', { name: m.name })}
                                                disabled={quantity >= m.max_quantity}
                                                onClick={() =>
                                                    onChange(setModifier(groups, selection, m.id, quantity + 1))
                                                }
                                            >
                                                <Icon name="plus" size={16} />
                                            </button>
                                        </span>
                                    )}
                                </div>
                            );
                        })}
                    </fieldset>
                );
            })}
        </div>
    );
}
