import { usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { failureMessage, leaveIfSignedOut, useStaffPost } from '@/components/staff/api';
import { useStaffT } from '@/components/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

interface Item {
    id: number;
    name: string;
    available: boolean;
    stopped_at: number[];
}

interface StopListData {
    /** False for a kitchen assigned to restaurants: it stops dishes only at its own restaurants. */
    everywhere: boolean;
    restaurants: { id: number; name: string }[];
    categories: { id: number; name: string; products: Item[] }[];
    modifierGroups: { id: number; name: string; modifiers: Item[] }[];
}

type Props = StaffSharedProps & StopListData;

/** The stop-list from the floor: a dish or a modifier stops (or comes back) everywhere or at one restaurant, in one tap. */
export default function StaffStopList() {
    const props = usePage<Props>().props;
    const { urls } = props;
    const t = useStaffT();
    const post = useStaffPost();
    const [data, setData] = useState<StopListData>({ everywhere: props.everywhere, restaurants: props.restaurants, categories: props.categories, modifierGroups: props.modifierGroups });
    const [scope, setScope] = useState<number | null>(props.everywhere ? null : (props.restaurants[0]?.id ?? null));
    const [query, setQuery] = useState('');
    const [onlyStopped, setOnlyStopped] = useState(false);
    const [busy, setBusy] = useState<string | null>(null);
    const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
    const names = useMemo(() => new Map(data.restaurants.map((r) => [r.id, r.name])), [data.restaurants]);

    const stoppedHere = (item: Item) => (scope === null ? !item.available : item.stopped_at.includes(scope));
    const visible = (item: Item) => item.name.toLowerCase().includes(query.trim().toLowerCase()) && (!onlyStopped || !item.available || item.stopped_at.length > 0);

    const toggle = async (type: 'product' | 'modifier', item: Item) => {
        const key = `${type}-${item.id}`;
        setBusy(key);
        const stopped = !stoppedHere(item);
        const result = await post<StopListData>(urls.stopListUpdate ?? '', { type, id: item.id, restaurant_id: scope, stopped });
        setBusy(null);
        if (result.ok) {
            setData(result.data);
            setMessage({ text: stopped ? t('stopList.stop', { name: item.name }) : t('stopList.resume', { name: item.name }), error: false });
        } else if (!leaveIfSignedOut(result.status, urls)) {
            setMessage({ text: failureMessage(result, t), error: true });
        }
    };

    const row = (type: 'product' | 'modifier', item: Item) => {
        const stopped = stoppedHere(item);
        const elsewhere = [...(item.available ? [] : [t('stopList.everywhere')]), ...item.stopped_at.map((id) => names.get(id) ?? `#${id}`)];
        return (
            <li key={`${type}-${item.id}`} className={`staff-stop__item ${stopped ? 'staff-stop__item--stopped' : ''}`} data-testid={`stop-${type}-${item.id}`}>
                <span>
                    <strong>{item.name}</strong>
                    {elsewhere.length > 0 && <span className="staff-muted"> · {t('stopList.stoppedAt', { places: elsewhere.join(', ') })}</span>}
                </span>
                <button
                    type="button"
                    className={`staff-button ${stopped ? 'staff-button--ok' : 'staff-button--danger'}`}
                    disabled={busy === `${type}-${item.id}`}
                    aria-pressed={stopped}
                    aria-label={stopped ? t('stopList.resume', { name: item.name }) : t('stopList.stop', { name: item.name })}
                    onClick={() => void toggle(type, item)}
                >
                    {stopped ? t('stopList.stopped') : t('stopList.onSale')}
                </button>
            </li>
        );
    };

    return (
        <section>
            <h1>{t('stopList.title')}</h1>
            <p className="staff-muted">{t('stopList.hint')}</p>
            <div className="staff-toolbar">
                <label className="staff-field">
                    {t('stopList.scope')}
                    <select value={scope ?? ''} onChange={(e) => setScope(e.target.value ? Number(e.target.value) : null)} data-testid="stop-scope">
                        {data.everywhere && <option value="">{t('stopList.everywhere')}</option>}
                        {data.restaurants.map((r) => (
                            <option key={r.id} value={r.id}>
                                {r.name}
                            </option>
                        ))}
                    </select>
                </label>
                <label className="staff-field">
                    {t('stopList.search')}
                    <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
                </label>
                <label className="staff-check">
                    <input type="checkbox" checked={onlyStopped} onChange={(e) => setOnlyStopped(e.target.checked)} />
                    {t('stopList.onlyStopped')}
                </label>
            </div>
            <div aria-live="polite">{message && <p className={`staff-notice ${message.error ? 'staff-notice--error' : 'staff-notice--ok'}`}>{message.text}</p>}</div>
            <div className="staff-grid">
                <section aria-labelledby="stop-products">
                    <h2 id="stop-products" className="staff-h2">
                        {t('stopList.products')}
                    </h2>
                    {data.categories.map((category) => {
                        const items = category.products.filter(visible);
                        return items.length === 0 ? null : (
                            <div key={category.id}>
                                <h3 className="staff-h3">{category.name}</h3>
                                <ul className="staff-stop">{items.map((item) => row('product', item))}</ul>
                            </div>
                        );
                    })}
                </section>
                <section aria-labelledby="stop-modifiers">
                    <h2 id="stop-modifiers" className="staff-h2">
                        {t('stopList.modifiers')}
                    </h2>
                    {data.modifierGroups.map((group) => {
                        const items = group.modifiers.filter(visible);
                        return items.length === 0 ? null : (
                            <div key={group.id}>
                                <h3 className="staff-h3">{group.name}</h3>
                                <ul className="staff-stop">{items.map((item) => row('modifier', item))}</ul>
                            </div>
                        );
                    })}
                </section>
            </div>
        </section>
    );
}
