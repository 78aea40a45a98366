import { usePage } from '@inertiajs/react';
import { useRecordForm, type Both } from '@/staff/forms';
import { BothField, TextField, Toggle } from '@/components/staff/fields';
import { NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { dynamicKey, useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
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
    prep_minutes: number | '';
    hours: Record<string, Day>;
    /** Its own fiscal register (docs/fiscal.md): typed only to set or replace; never sent back. */
    fiscal_license_key: string;
    fiscal_pin_code: string;
    fiscal_clear: boolean;
}

interface RestaurantData {
    restaurant: (RestaurantForm & { id: number; fiscal_register: boolean }) | null;
}

const blankWeek = (): Record<string, Day> =>
    Object.fromEntries(DAYS.map((d) => [String(d), { closed: false, open: '10:00', close: '22:00' }]));

/** A restaurant: names and address in both languages, phone, coordinates, pickup on or off, and its hours for each weekday. */
export default function StaffShopRestaurant() {
    const route = useStaffRoute();
    const { restaurant, locale } = usePage<StaffSharedProps & RestaurantData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm<RestaurantForm>(
        restaurant ?? {
            name: { uk: '', en: '' },
            address: { uk: '', en: '' },
            slug: '',
            phone: '',
            lat: '',
            lng: '',
            pickup: true,
            prep_minutes: 25,
            hours: blankWeek(),
            fiscal_license_key: '',
            fiscal_pin_code: '',
            fiscal_clear: false,
        },
        {
            store: route('shop.restaurants.store'),
            update: restaurant ? route('shop.restaurants.update', { restaurant: restaurant.id }) : null,
        },
    );
    const day = (n: number): Day => form.data.hours[String(n)] ?? { closed: true, open: '', close: '' };
    const setDay = (n: number, value: Partial<Day>) =>
        form.setData('hours', { ...form.data.hours, [String(n)]: { ...day(n), ...value } });
    const dayField = (n: number, key: 'open' | 'close', label: string) => (
        <TextField
            label={label}
            type="time"
            name={`hours.${n}.${key}`}
            value={day(n)[key]}
            onChange={(v) => setDay(n, { [key]: v })}
            errors={form.errors}
        />
    );

    return (
        <section>
            <PageHeader
                title={restaurant ? restaurant.name[locale] : t('shop.newRestaurant')}
                back={{ href: route('shop'), label: t('shop.title') }}
            />
            <SectionCard onSubmit={submit}>
                <BothField label={t('menu.name')} max={120} {...bind('name')} />
                <BothField label={t('shop.address')} max={200} {...bind('address')} />
                <TextField label={t('menu.slug')} hint={t('shop.slugHint')} {...bind('slug')} />
                <TextField label={t('shop.phone')} type="tel" {...bind('phone')} />
                <div className="staff-modifier">
                    <TextField label={t('shop.lat')} inputMode="decimal" {...bind('lat')} />
                    <TextField label={t('shop.lng')} inputMode="decimal" {...bind('lng')} />
                </div>
                <Toggle label={t('shop.pickupOn')} {...bind('pickup')} />
                <NumberField
                    label={t('shop.prepMinutes')}
                    hint={t('shop.prepHint')}
                    min={1}
                    max={240}
                    {...bind('prep_minutes')}
                />
                <fieldset>
                    <legend>{t('shop.hours')}</legend>
                    <p className="staff-muted">{t('shop.hoursHint')}</p>
                    {DAYS.map((n) => (
                        <div key={n} className="staff-modifier">
                            <strong>{t(dynamicKey('shop.day', String(n)))}</strong>
                            <Toggle
                                label={t('shop.closed')}
                                name={`hours.${n}.closed`}
                                value={day(n).closed}
                                onChange={(closed) => setDay(n, { closed })}
                                errors={form.errors}
                            />
                            {!day(n).closed && (
                                <>
                                    {dayField(n, 'open', t('shop.opens'))}
                                    {dayField(n, 'close', t('shop.closes'))}
                                </>
                            )}
                        </div>
                    ))}
                </fieldset>
                <fieldset data-testid="restaurant-register">
                    <legend>{t('shop.register')}</legend>
                    <p className="staff-muted">
                        {restaurant?.fiscal_register ? t('shop.registerOwn') : t('shop.registerChain')}
                    </p>
                    <TextField
                        label={t('shop.registerKey')}
                        type="password"
                        autoComplete="off"
                        max={64}
                        {...bind('fiscal_license_key')}
                    />
                    <TextField
                        label={t('shop.registerPin')}
                        type="password"
                        autoComplete="off"
                        inputMode="numeric"
                        max={32}
                        {...bind('fiscal_pin_code')}
                    />
                    {restaurant?.fiscal_register && (
                        <Toggle label={t('shop.registerClear')} {...bind('fiscal_clear')} />
                    )}
                </fieldset>
                <ActionBar busy={form.processing} />
            </SectionCard>
        </section>
    );
}
