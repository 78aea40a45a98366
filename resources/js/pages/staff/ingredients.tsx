import { Link, router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { keepPlace } from '@/staff/forms';
import { SelectField, TextField } from '@/components/staff/fields';
import { PageHeader } from '@/components/staff/page-parts';
import { formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

type Until = 'closing' | 'time' | 'back';

interface Stop {
    id: number;
    /** null: everywhere. */
    restaurant_id: number | null;
    /** When it comes back on its own (ISO 8601), or null: until put back. */
    until: string | null;
}

interface IngredientRow {
    id: number;
    name: string;
    dishes: string[];
    modifiers: string[];
    stops: Stop[];
}

type Props = StaffSharedProps & {
    /** False for a kitchen assigned to restaurants: it marks ingredients out only at its own restaurants. */
    everywhere: boolean;
    restaurants: { id: number; name: string }[];
    ingredients: IngredientRow[];
};

/**
 * The ingredient stop-list: an ingredient out at a restaurant (or everywhere) makes every dish and extra made with it
 * unavailable there, until closing (the default), a chosen time or until put back; one tap each way.
 */
export default function StaffIngredients() {
    const { everywhere, restaurants, ingredients, locale, limits, can } = usePage<Props>().props;
    const t = useStaffT();
    const route = useStaffRoute();
    const [scope, setScope] = useState<number | null>(everywhere ? null : (restaurants[0]?.id ?? null));
    const [until, setUntil] = useState<Until>('closing');
    const [time, setTime] = useState('');
    const [query, setQuery] = useState('');
    const [busy, setBusy] = useState<number | null>(null);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const names = new Map(restaurants.map((r) => [r.id, r.name]));
    const place = (id: number | null) => (id === null ? t('stopList.everywhere') : (names.get(id) ?? `#${id}`));
    const ends = (stop: Stop) =>
        stop.until === null
            ? t('ingredients.untilBack')
            : t('ingredients.backAt', { time: formatShopTime(stop.until, locale, true, limits.timezone) });

    const options = {
        ...keepPlace,
        onFinish: () => setBusy(null),
        onError: (e: Record<string, string>) => setErrors(e),
        onSuccess: () => setErrors({}),
    };
    const stop = (ingredient: IngredientRow) => {
        setBusy(ingredient.id);
        router.post(
            route('ingredients.stops.store', { ingredient: ingredient.id }),
            { restaurant_id: scope, until, time: until === 'time' ? time : null },
            options,
        );
    };
    const resume = (ingredient: IngredientRow, stopId: number) => {
        setBusy(ingredient.id);
        router.delete(route('ingredients.stops.destroy', { ingredient: ingredient.id, stop: stopId }), options);
    };

    const visible = ingredients.filter((i) => i.name.toLowerCase().includes(query.trim().toLowerCase()));
    return (
        <section>
            <PageHeader title={t('ingredients.title')} hint={t('ingredients.hint')}>
                {/* Managers keep the ingredients themselves (the menu's editor). */}
                {can.menu && (
                    <Link className="staff-button staff-button--ghost" href={route('menu.ingredients.create')}>
                        {t('ingredients.new')}
                    </Link>
                )}
            </PageHeader>
            <div className="staff-toolbar">
                <SelectField
                    label={t('stopList.scope')}
                    empty={everywhere ? t('stopList.everywhere') : undefined}
                    choices={restaurants.map((r) => ({ value: r.id, label: r.name }))}
                    name="restaurant_id"
                    value={scope ?? ''}
                    onChange={(v) => setScope(v === '' ? null : v)}
                    errors={errors}
                />
                <SelectField<Until>
                    label={t('ingredients.until')}
                    choices={[
                        { value: 'closing', label: t('ingredients.untilClosing') },
                        { value: 'time', label: t('ingredients.untilTime') },
                        { value: 'back', label: t('ingredients.untilBack') },
                    ]}
                    name="until"
                    value={until}
                    onChange={(v) => setUntil(v === '' ? 'closing' : v)}
                    errors={errors}
                />
                {until === 'time' && (
                    <TextField
                        label={t('ingredients.time')}
                        type="time"
                        name="time"
                        value={time}
                        onChange={setTime}
                        errors={errors}
                    />
                )}
                <TextField
                    label={t('stopList.search')}
                    type="search"
                    name="search"
                    value={query}
                    onChange={setQuery}
                    errors={{}}
                />
            </div>
            <ul className="staff-ingredients">
                {visible.map((ingredient) => {
                    const here = ingredient.stops.find((s) => s.restaurant_id === scope);
                    return (
                        <li
                            key={ingredient.id}
                            className={`staff-card staff-ingredient ${ingredient.stops.length > 0 ? 'staff-ingredient--out' : ''}`}
                            data-testid={`ingredient-${ingredient.id}`}
                        >
                            <div className="staff-ingredient__head">
                                <h2 className="staff-h2">{ingredient.name}</h2>
                                {here ? (
                                    <button
                                        type="button"
                                        className="staff-button staff-button--ok"
                                        disabled={busy === ingredient.id}
                                        onClick={() => resume(ingredient, here.id)}
                                        aria-label={t('ingredients.resume', {
                                            name: ingredient.name,
                                            place: place(scope),
                                        })}
                                    >
                                        {t('ingredients.putBack')}
                                    </button>
                                ) : (
                                    <button
                                        type="button"
                                        className="staff-button staff-button--danger"
                                        disabled={busy === ingredient.id}
                                        onClick={() => stop(ingredient)}
                                        aria-label={t('ingredients.stop', {
                                            name: ingredient.name,
                                            place: place(scope),
                                        })}
                                    >
                                        {t('ingredients.markOut')}
                                    </button>
                                )}
                            </div>
                            {ingredient.stops.length > 0 && (
                                <ul className="staff-history">
                                    {ingredient.stops.map((s) => (
                                        <li key={s.id}>
                                            <strong>{t('ingredients.outAt', { place: place(s.restaurant_id) })}</strong>{' '}
                                            · {ends(s)}
                                        </li>
                                    ))}
                                </ul>
                            )}
                            {can.menu && (
                                <Link
                                    className="staff-link"
                                    href={route('menu.ingredients.edit', { ingredient: ingredient.id })}
                                    aria-label={t('ingredients.edit', { name: ingredient.name })}
                                >
                                    {t('ingredients.editShort')}
                                </Link>
                            )}
                            <p className="staff-muted">
                                {t('ingredients.uses', {
                                    count: ingredient.dishes.length + ingredient.modifiers.length,
                                })}
                                {ingredient.dishes.length + ingredient.modifiers.length > 0 && ': '}
                                {[...ingredient.dishes, ...ingredient.modifiers].join(', ')}
                            </p>
                        </li>
                    );
                })}
            </ul>
        </section>
    );
}
