import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { dynamicKey, useStaffT } from '@/components/staff/intl';
import { BothLanguages, Field, Notice, useMenuSave, withId, type Both } from '@/components/staff/menu-form';
import type { ShopLinks } from '@/components/staff/shop-links';
import type { StaffSharedProps } from '@/components/staff/types';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Day = { closed: boolean; open: string; close: string };

interface RestaurantForm {
    name: Both;
    address: Both;
    slug: string;
    phone: string;
    lat: string;
    lng: string;
    pickup: boolean;
    prep_minutes: number | null;
    hours: Record<string, Day>;
}

interface RestaurantData {
    restaurant: (RestaurantForm & { id: number }) | null;
    links: ShopLinks;
}

const blankWeek = (): Record<string, Day> => Object.fromEntries(DAYS.map((d) => [String(d), { closed: false, open: '10:00', close: '22:00' }]));

/** A restaurant: names and address in both languages, phone, coordinates, pickup on or off, and its hours for each weekday. */
export default function StaffShopRestaurant() {
    const props = usePage<StaffSharedProps & RestaurantData>().props;
    const t = useStaffT();
    const [restaurant, setRestaurant] = useState(props.restaurant);
    const [form, setForm] = useState<RestaurantForm>(
        props.restaurant ?? { name: { uk: '', en: '' }, address: { uk: '', en: '' }, slug: '', phone: '', lat: '', lng: '', pickup: true, prep_minutes: 25, hours: blankWeek() },
    );
    const { errors, busy, message, save } = useMenuSave<RestaurantData>((data) => setRestaurant(data.restaurant));
    const set = (value: Partial<RestaurantForm>) => setForm({ ...form, ...value });
    const setDay = (day: number, value: Partial<Day>) => set({ hours: { ...form.hours, [day]: { ...form.hours[String(day)], ...value } as Day } });
    const text = (name: 'slug' | 'phone' | 'lat' | 'lng', label: string, hint?: string) => (
        <Field label={label} name={name} errors={errors} hint={hint}>
            {(a) => (
                <input
                    {...a}
                    type={name === 'phone' ? 'tel' : 'text'}
                    inputMode={name === 'lat' || name === 'lng' ? 'decimal' : undefined}
                    value={form[name]}
                    onChange={(e) => set({ [name]: e.target.value })}
                />
            )}
        </Field>
    );

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(restaurant ? withId(props.links.restaurantUpdate, restaurant.id) : props.links.restaurantStore, form);
    };

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.shop}>
                    ← {t('shop.title')}
                </Link>
            </p>
            <h1>{restaurant ? restaurant.name[props.locale] : t('shop.newRestaurant')}</h1>
            <Notice message={message} />
            <form className="staff-card staff-form" onSubmit={submit} noValidate>
                <BothLanguages name="name" label={t('menu.name')} value={form.name} onChange={(name) => set({ name })} errors={errors} max={120} />
                <BothLanguages name="address" label={t('shop.address')} value={form.address} onChange={(address) => set({ address })} errors={errors} max={200} />
                {text('slug', t('menu.slug'), t('shop.slugHint'))}
                {text('phone', t('shop.phone'))}
                <div className="staff-modifier">
                    {text('lat', t('shop.lat'))}
                    {text('lng', t('shop.lng'))}
                </div>
                <label className="staff-check">
                    <input type="checkbox" checked={form.pickup} onChange={(e) => set({ pickup: e.target.checked })} />
                    {t('shop.pickupOn')}
                </label>
                <Field label={t('shop.prepMinutes')} name="prep_minutes" errors={errors} hint={t('shop.prepHint')}>
                    {(a) => (
                        <input {...a} type="number" min={1} max={240} value={form.prep_minutes ?? ''} onChange={(e) => set({ prep_minutes: e.target.value === '' ? null : Number(e.target.value) })} />
                    )}
                </Field>
                <fieldset>
                    <legend>{t('shop.hours')}</legend>
                    <p className="staff-muted">{t('shop.hoursHint')}</p>
                    {DAYS.map((day) => {
                        const value = form.hours[String(day)] ?? { closed: true, open: '', close: '' };
                        return (
                            <div key={day} className="staff-modifier">
                                <strong>{t(dynamicKey('shop.day', String(day)))}</strong>
                                <label className="staff-check">
                                    <input type="checkbox" checked={value.closed} onChange={(e) => setDay(day, { closed: e.target.checked })} />
                                    {t('shop.closed')}
                                </label>
                                {!value.closed && (
                                    <>
                                        <Field label={t('shop.opens')} name={`hours.${day}.open`} errors={errors}>
                                            {(a) => <input {...a} type="time" value={value.open} onChange={(e) => setDay(day, { open: e.target.value })} />}
                                        </Field>
                                        <Field label={t('shop.closes')} name={`hours.${day}.close`} errors={errors}>
                                            {(a) => <input {...a} type="time" value={value.close} onChange={(e) => setDay(day, { close: e.target.value })} />}
                                        </Field>
                                    </>
                                )}
                            </div>
                        );
                    })}
                </fieldset>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
            </form>
        </section>
    );
}
