import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '@/components/staff/format';
import { useStaffT } from '@/components/staff/intl';
import { Field, Notice, useMenuSave } from '@/components/staff/menu-form';
import type { ShopLinks } from '@/components/staff/shop-links';
import type { StaffSharedProps } from '@/components/staff/types';

interface TypeRow {
    code: string;
    name: string;
    active: boolean;
}

interface ShopData {
    restaurants: { id: number; name: string; address: string; phone: string; pickup: boolean; url: string }[];
    regions: { id: number; name: string; delivery_fee: number; min_order: number; free_from: number | null; active: boolean; restaurant: string | null; url: string }[];
    settings: { phone: string; email_admin: string };
    socials: { key: string; name: string; url: string }[];
    paymentTypes: TypeRow[];
    orderTypes: TypeRow[];
    slots: { step_minutes: number; lead_minutes: number; capacity: number };
    slotBounds: { steps: number[]; lead: [number, number]; capacity: [number, number] };
    links: ShopLinks;
}

const flags = (rows: TypeRow[]) => Object.fromEntries(rows.map((r) => [r.code, r.active]));

/** Restaurants and delivery regions (lists), payment and order types on or off, the shop's phone and admin email, the social links, the checkout's slot settings. */
export default function StaffShop() {
    const { restaurants, regions, settings, socials, paymentTypes, orderTypes, slots, slotBounds, links, locale } = usePage<StaffSharedProps & ShopData>().props;
    const t = useStaffT();
    const [payment, setPayment] = useState<Record<string, boolean>>(flags(paymentTypes));
    const [order, setOrder] = useState<Record<string, boolean>>(flags(orderTypes));
    const [contact, setContact] = useState(settings);
    const [links_, setLinks] = useState(Object.fromEntries(socials.map((s) => [s.key, { name: s.name, url: s.url }])));
    const types = useMenuSave<unknown>(() => undefined);
    const contacts = useMenuSave<unknown>(() => undefined);
    const social = useMenuSave<unknown>(() => undefined);
    const [slotForm, setSlotForm] = useState<{ step_minutes: number; lead_minutes: number | ''; capacity: number | '' }>(slots);
    const slotSave = useMenuSave<unknown>(() => undefined);

    const submit = (save: (url: string, body: object) => Promise<void>, url: string, body: object) => (event: FormEvent) => {
        event.preventDefault();
        void save(url, body);
    };
    const typeError = (field: string) => types.errors[field]?.[0];
    const setLink = (key: string, patch: Partial<{ name: string; url: string }>) => setLinks({ ...links_, [key]: { name: links_[key]?.name ?? '', url: links_[key]?.url ?? '', ...patch } });

    return (
        <section>
            <h1>{t('shop.title')}</h1>

            <h2 className="staff-h2">{t('shop.restaurants')}</h2>
            <div className="staff-toolbar">
                <Link className="staff-button" href={links.restaurantNew}>
                    {t('shop.newRestaurant')}
                </Link>
            </div>
            <table className="staff-table">
                <thead>
                    <tr>
                        <th scope="col">{t('menu.name')}</th>
                        <th scope="col">{t('shop.address')}</th>
                        <th scope="col">{t('shop.phone')}</th>
                        <th scope="col">{t('shop.pickup')}</th>
                    </tr>
                </thead>
                <tbody>
                    {restaurants.map((r) => (
                        <tr key={r.id}>
                            <td>
                                <Link className="staff-link" href={r.url}>
                                    {r.name}
                                </Link>
                            </td>
                            <td>{r.address}</td>
                            <td>{r.phone}</td>
                            <td>{r.pickup ? t('shop.yes') : t('shop.no')}</td>
                        </tr>
                    ))}
                </tbody>
            </table>

            <h2 className="staff-h2">{t('shop.regions')}</h2>
            <div className="staff-toolbar">
                <Link className="staff-button" href={links.regionNew}>
                    {t('shop.newRegion')}
                </Link>
            </div>
            <table className="staff-table">
                <thead>
                    <tr>
                        <th scope="col">{t('menu.name')}</th>
                        <th scope="col" className="num">
                            {t('shop.fee')}
                        </th>
                        <th scope="col" className="num">
                            {t('shop.minOrder')}
                        </th>
                        <th scope="col" className="num">
                            {t('shop.freeFrom')}
                        </th>
                        <th scope="col">{t('shop.restaurant')}</th>
                        <th scope="col">{t('promo.active')}</th>
                    </tr>
                </thead>
                <tbody>
                    {regions.map((r) => (
                        <tr key={r.id}>
                            <td>
                                <Link className="staff-link" href={r.url}>
                                    {r.name}
                                </Link>
                            </td>
                            <td className="num">{formatMoney(r.delivery_fee, locale)}</td>
                            <td className="num">{formatMoney(r.min_order, locale)}</td>
                            <td className="num">{r.free_from === null ? t('common.none') : formatMoney(r.free_from, locale)}</td>
                            <td>{r.restaurant ?? t('common.none')}</td>
                            <td>{r.active ? t('shop.yes') : t('shop.no')}</td>
                        </tr>
                    ))}
                </tbody>
            </table>

            <h2 className="staff-h2">{t('shop.types')}</h2>
            <Notice message={types.message} />
            <form className="staff-card staff-form" onSubmit={submit(types.save, links.types, { payment_types: payment, order_types: order })} noValidate>
                {(
                    [
                        ['payment_types', paymentTypes, payment, setPayment, t('shop.paymentTypes')],
                        ['order_types', orderTypes, order, setOrder, t('shop.orderTypes')],
                    ] as const
                ).map(([field, rows, value, set, legend]) => (
                    <fieldset key={field} aria-describedby={typeError(field) ? `${field}-error` : undefined}>
                        <legend>{legend}</legend>
                        {rows.map((row) => (
                            <label key={row.code} className="staff-check">
                                <input type="checkbox" checked={value[row.code] ?? false} onChange={(e) => set({ ...value, [row.code]: e.target.checked })} />
                                {row.name}
                            </label>
                        ))}
                        {typeError(field) && (
                            <span className="staff-field-error" id={`${field}-error`}>
                                {typeError(field)}
                            </span>
                        )}
                    </fieldset>
                ))}
                <button type="submit" className="staff-button" disabled={types.busy}>
                    {t('common.save')}
                </button>
            </form>

            <h2 className="staff-h2">{t('shop.contacts')}</h2>
            <Notice message={contacts.message} />
            <form className="staff-card staff-form" onSubmit={submit(contacts.save, links.settings, contact)} noValidate>
                <Field label={t('shop.phone')} name="phone" errors={contacts.errors}>
                    {(a) => <input {...a} type="tel" maxLength={32} value={contact.phone} onChange={(e) => setContact({ ...contact, phone: e.target.value })} />}
                </Field>
                <Field label={t('shop.adminEmail')} name="email_admin" errors={contacts.errors}>
                    {(a) => <input {...a} type="email" maxLength={254} value={contact.email_admin} onChange={(e) => setContact({ ...contact, email_admin: e.target.value })} />}
                </Field>
                <button type="submit" className="staff-button" disabled={contacts.busy}>
                    {t('common.save')}
                </button>
            </form>

            <h2 className="staff-h2">{t('shop.socials')}</h2>
            <Notice message={social.message} />
            <form className="staff-card staff-form" onSubmit={submit(social.save, links.socials, { socials: links_ })} noValidate>
                {socials.map((s) => (
                    <div key={s.key} className="staff-modifier">
                        <Field label={t('shop.socialName')} name={`socials.${s.key}.name`} errors={social.errors}>
                            {(a) => <input {...a} type="text" maxLength={60} value={links_[s.key]?.name ?? ''} onChange={(e) => setLink(s.key, { name: e.target.value })} />}
                        </Field>
                        <Field label={t('shop.socialUrl')} name={`socials.${s.key}.url`} errors={social.errors}>
                            {(a) => <input {...a} type="url" maxLength={255} value={links_[s.key]?.url ?? ''} onChange={(e) => setLink(s.key, { url: e.target.value })} />}
                        </Field>
                    </div>
                ))}
                <button type="submit" className="staff-button" disabled={social.busy}>
                    {t('common.save')}
                </button>
            </form>

            <h2 className="staff-h2">{t('shop.slots')}</h2>
            <Notice message={slotSave.message} />
            <form className="staff-card staff-form" onSubmit={submit(slotSave.save, links.slots, slotForm)} noValidate>
                <p className="staff-muted">{t('shop.slotsConfig')}</p>
                <Field label={t('shop.slotStep')} name="step_minutes" errors={slotSave.errors}>
                    {(a) => (
                        <select {...a} value={slotForm.step_minutes} onChange={(e) => setSlotForm({ ...slotForm, step_minutes: Number(e.target.value) })}>
                            {slotBounds.steps.map((step) => (
                                <option key={step} value={step}>
                                    {t('shop.minutes', { n: step })}
                                </option>
                            ))}
                        </select>
                    )}
                </Field>
                <Field label={t('shop.slotLead')} name="lead_minutes" errors={slotSave.errors} hint={t('shop.slotLeadHint', { min: slotBounds.lead[0], max: slotBounds.lead[1] })}>
                    {(a) => (
                        <input
                            {...a}
                            type="number"
                            inputMode="numeric"
                            min={slotBounds.lead[0]}
                            max={slotBounds.lead[1]}
                            value={slotForm.lead_minutes}
                            onChange={(e) => setSlotForm({ ...slotForm, lead_minutes: e.target.value === '' ? '' : Number(e.target.value) })}
                        />
                    )}
                </Field>
                <Field label={t('shop.slotCapacity')} name="capacity" errors={slotSave.errors} hint={t('shop.slotCapacityHint', { min: slotBounds.capacity[0], max: slotBounds.capacity[1] })}>
                    {(a) => (
                        <input
                            {...a}
                            type="number"
                            inputMode="numeric"
                            min={slotBounds.capacity[0]}
                            max={slotBounds.capacity[1]}
                            value={slotForm.capacity}
                            onChange={(e) => setSlotForm({ ...slotForm, capacity: e.target.value === '' ? '' : Number(e.target.value) })}
                        />
                    )}
                </Field>
                <button type="submit" className="staff-button" disabled={slotSave.busy}>
                    {t('common.save')}
                </button>
            </form>
        </section>
    );
}
