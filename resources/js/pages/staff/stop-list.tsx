import { router, usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { keepPlace } from '@/staff/forms';
import { SelectField, TextField, Toggle } from '@/components/staff/fields';
import { PageHeader } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';
import { useStaffRoute } from '@/staff/route';
import type { StopListItem, StopListPage } from '@/types/generated';

/** The page's props come from PHP (App\Staff\Floor\StopListPage, php artisan shop:typescript). */
type Props = StaffSharedProps & StopListPage;

/** The stop-list from the floor: a dish or a modifier stops (or comes back) everywhere or at one restaurant, in one tap. */
export default function StaffStopList() {
    const route = useStaffRoute();
    const { everywhere, restaurants, categories, modifierGroups } = usePage<Props>().props;
    const t = useStaffT();
    const [scope, setScope] = useState<number | null>(everywhere ? null : (restaurants[0]?.id ?? null));
    const [query, setQuery] = useState('');
    const [onlyStopped, setOnlyStopped] = useState(false);
    // At one restaurant a stop ends at closing time unless pinned (then it stays until put back).
    const [pinned, setPinned] = useState(false);
    const [busy, setBusy] = useState<string | null>(null);
    const names = useMemo(() => new Map(restaurants.map((r) => [r.id, r.name])), [restaurants]);

    const stoppedHere = (item: StopListItem) => (scope === null ? !item.available : item.stopped_at.includes(scope));
    const visible = (item: StopListItem) =>
        item.name.toLowerCase().includes(query.trim().toLowerCase()) &&
        (!onlyStopped || !item.available || item.stopped_at.length > 0);

    // One tap is one Inertia visit: PUT, back to this page with the new list and a toast.
    const toggle = (type: 'product' | 'modifier', item: StopListItem) =>
        router.put(
            route('stop-list.update'),
            { type, id: item.id, restaurant_id: scope, stopped: !stoppedHere(item), pinned: scope !== null && pinned },
            { ...keepPlace, onStart: () => setBusy(`${type}-${item.id}`), onFinish: () => setBusy(null) },
        );

    const row = (type: 'product' | 'modifier', item: StopListItem) => {
        const stopped = stoppedHere(item);
        const elsewhere = [
            ...(item.available ? [] : [t('stopList.everywhere')]),
            ...item.stopped_at.map((id) => names.get(id) ?? `#${id}`),
        ];
        return (
            <li
                key={`${type}-${item.id}`}
                className={`staff-stop__item ${stopped ? 'staff-stop__item--stopped' : ''}`}
                data-testid={`stop-${type}-${item.id}`}
            >
                <span>
                    <strong>{item.name}</strong>
                    {elsewhere.length > 0 && (
                        <span className="staff-muted">
                            {' '}
                            · {t('stopList.stoppedAt', { places: elsewhere.join(', ') })}
                        </span>
                    )}
                </span>
                <button
                    type="button"
                    className={`staff-button ${stopped ? 'staff-button--ok' : 'staff-button--danger'}`}
                    disabled={busy === `${type}-${item.id}`}
                    aria-pressed={stopped}
                    aria-label={
                        stopped ? t('stopList.resume', { name: item.name }) : t('stopList.stop', { name: item.name })
                    }
                    onClick={() => toggle(type, item)}
                >
                    {stopped ? t('stopList.stopped') : t('stopList.onSale')}
                </button>
            </li>
        );
    };

    const group = (
        id: string,
        title: string,
        sections: { id: number; name: string; items: StopListItem[] }[],
        type: 'product' | 'modifier',
    ) => (
        <section aria-labelledby={id}>
            <h2 id={id} className="staff-h2">
                {title}
            </h2>
            {sections.map((section) => {
                const items = section.items.filter(visible);
                return items.length === 0 ? null : (
                    <div key={section.id}>
                        <h3 className="staff-h3">{section.name}</h3>
                        <ul className="staff-stop">{items.map((item) => row(type, item))}</ul>
                    </div>
                );
            })}
        </section>
    );

    return (
        <section>
            <PageHeader title={t('stopList.title')} hint={t('stopList.hint')} />
            <div className="staff-toolbar">
                <SelectField
                    label={t('stopList.scope')}
                    empty={everywhere ? t('stopList.everywhere') : undefined}
                    choices={restaurants.map((r) => ({ value: r.id, label: r.name }))}
                    name="scope"
                    value={scope ?? ''}
                    onChange={(v) => setScope(v === '' ? null : v)}
                    errors={{}}
                />
                <TextField
                    label={t('stopList.search')}
                    type="search"
                    name="search"
                    value={query}
                    onChange={setQuery}
                    errors={{}}
                />
                <Toggle
                    label={t('stopList.onlyStopped')}
                    name="only-stopped"
                    value={onlyStopped}
                    onChange={setOnlyStopped}
                    errors={{}}
                />
                {scope !== null && (
                    <Toggle
                        label={t('stopList.pinned')}
                        name="pinned"
                        value={pinned}
                        onChange={setPinned}
                        errors={{}}
                    />
                )}
            </div>
            <div className="staff-grid">
                {group(
                    'stop-products',
                    t('stopList.products'),
                    categories.map((c) => ({ id: c.id, name: c.name, items: c.products })),
                    'product',
                )}
                {group(
                    'stop-modifiers',
                    t('stopList.modifiers'),
                    modifierGroups.map((g) => ({ id: g.id, name: g.name, items: g.modifiers })),
                    'modifier',
                )}
            </div>
        </section>
    );
}
