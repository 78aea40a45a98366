import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { useStaffT } from '@/components/staff/intl';
import { BothLanguages, Field, Notice, useMenuSave, withId, type Both } from '@/components/staff/menu-form';
import type { ShopLinks } from '@/components/staff/shop-links';
import type { StaffSharedProps } from '@/components/staff/types';

interface RegionForm {
    name: Both;
    slug: string;
    min_order: string;
    delivery_fee: string;
    free_from: string | null;
    eta_minutes: number | null;
    restaurant_id: number | null;
    active: boolean;
}

interface RegionData {
    region: (RegionForm & { id: number }) | null;
    restaurants: { id: number; name: string | null }[];
    links: ShopLinks;
}

/** A delivery region: names, minimum order, delivery fee and free delivery threshold in hryvnias, delivery time, the serving restaurant, on or off. */
export default function StaffShopRegion() {
    const props = usePage<StaffSharedProps & RegionData>().props;
    const t = useStaffT();
    const [region, setRegion] = useState(props.region);
    const [form, setForm] = useState<RegionForm>(
        props.region ?? { name: { uk: '', en: '' }, slug: '', min_order: '', delivery_fee: '', free_from: null, eta_minutes: 60, restaurant_id: props.restaurants[0]?.id ?? null, active: true },
    );
    const { errors, busy, message, save } = useMenuSave<RegionData>((data) => setRegion(data.region));
    const set = (value: Partial<RegionForm>) => setForm({ ...form, ...value });
    const money = (name: 'min_order' | 'delivery_fee' | 'free_from', label: string, hint?: string) => (
        <Field label={label} name={name} errors={errors} hint={hint}>
            {(a) => <input {...a} type="text" inputMode="decimal" value={form[name] ?? ''} onChange={(e) => set({ [name]: e.target.value })} />}
        </Field>
    );

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(region ? withId(props.links.regionUpdate, region.id) : props.links.regionStore, form);
    };

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.shop}>
                    ← {t('shop.title')}
                </Link>
            </p>
            <h1>{region ? region.name[props.locale] : t('shop.newRegion')}</h1>
            <Notice message={message} />
            <form className="staff-card staff-form" onSubmit={submit} noValidate>
                <BothLanguages name="name" label={t('menu.name')} value={form.name} onChange={(name) => set({ name })} errors={errors} max={120} />
                <Field label={t('menu.slug')} name="slug" errors={errors} hint={t('shop.slugHint')}>
                    {(a) => <input {...a} type="text" value={form.slug} onChange={(e) => set({ slug: e.target.value })} />}
                </Field>
                <div className="staff-modifier">
                    {money('delivery_fee', t('shop.feeUah'))}
                    {money('min_order', t('shop.minOrderUah'))}
                    {money('free_from', t('shop.freeFromUah'), t('shop.freeFromHint'))}
                </div>
                <Field label={t('shop.eta')} name="eta_minutes" errors={errors}>
                    {(a) => (
                        <input {...a} type="number" min={5} max={600} value={form.eta_minutes ?? ''} onChange={(e) => set({ eta_minutes: e.target.value === '' ? null : Number(e.target.value) })} />
                    )}
                </Field>
                <Field label={t('shop.restaurant')} name="restaurant_id" errors={errors}>
                    {(a) => (
                        <select {...a} value={form.restaurant_id ?? ''} onChange={(e) => set({ restaurant_id: e.target.value === '' ? null : Number(e.target.value) })}>
                            {props.restaurants.map((r) => (
                                <option key={r.id} value={r.id}>
                                    {r.name}
                                </option>
                            ))}
                        </select>
                    )}
                </Field>
                <label className="staff-check">
                    <input type="checkbox" checked={form.active} onChange={(e) => set({ active: e.target.checked })} />
                    {t('shop.regionOn')}
                </label>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
            </form>
        </section>
    );
}
