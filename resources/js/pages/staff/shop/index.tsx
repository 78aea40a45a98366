import { Link, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { errorFor, keepPlace, useStaffForm } from '@/staff/forms';
import { SelectField, TextField, Toggle } from '@/components/staff/fields';
import { NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { DataTable, type Column } from '@/components/staff/data-table';
import { formatMoney } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface TypeRow {
    code: string;
    name: string;
    active: boolean;
}

interface ShopData {
    restaurants: { id: number; name: string; address: string; phone: string; pickup: boolean; url: string }[];
    regions: {
        id: number;
        name: string;
        delivery_fee: number;
        min_order: number;
        free_from: number | null;
        active: boolean;
        restaurant: string | null;
        url: string;
    }[];
    settings: { phone: string; email_admin: string };
    socials: { key: string; name: string; url: string }[];
    paymentTypes: TypeRow[];
    orderTypes: TypeRow[];
    slots: { step_minutes: number; lead_minutes: number; capacity: number };
    slotBounds: { steps: number[]; lead: [number, number]; capacity: [number, number] };
}

const flags = (rows: TypeRow[]) => Object.fromEntries(rows.map((r) => [r.code, r.active]));

/** Restaurants and delivery regions (lists), payment and order types on or off, the shop's phone and admin email, the social links, the checkout's slot settings. */
export default function StaffShop() {
    const route = useStaffRoute();
    const { restaurants, regions, settings, socials, paymentTypes, orderTypes, slots, slotBounds, locale } = usePage<
        StaffSharedProps & ShopData
    >().props;
    const t = useStaffT();
    const types = useStaffForm({ payment_types: flags(paymentTypes), order_types: flags(orderTypes) });
    const contacts = useStaffForm(settings);
    const social = useStaffForm({
        socials: Object.fromEntries(socials.map((s) => [s.key, { name: s.name, url: s.url }])),
    });
    const slotForm = useStaffForm<{ step_minutes: number | ''; lead_minutes: number | ''; capacity: number | '' }>(
        slots,
    );
    // Each card is its own Inertia form: PUT to its settings URL, back to this page with a toast or its fields' messages.
    // The page keeps its state (the other cards' typed values) while one card saves.
    const yesNo = (on: boolean) => (on ? t('shop.yes') : t('shop.no'));
    const money = (kopiyky: number | null) => (kopiyky === null ? t('common.none') : formatMoney(kopiyky, locale));
    const put =
        (form: { put: (url: string, options: typeof keepPlace) => void }, url: string) => (event: FormEvent) => {
            event.preventDefault();
            form.put(url, keepPlace);
        };

    return (
        <section>
            <PageHeader title={t('shop.title')} />

            <RecordList<ShopData['restaurants'][number]>
                title={t('shop.restaurants')}
                add={{ href: route('shop.restaurants.create'), label: t('shop.newRestaurant') }}
                rows={restaurants}
                columns={[
                    { label: t('shop.address'), cell: (r) => r.address },
                    { label: t('shop.phone'), cell: (r) => r.phone },
                    { label: t('shop.pickup'), cell: (r) => yesNo(r.pickup) },
                ]}
            />
            <RecordList<ShopData['regions'][number]>
                title={t('shop.regions')}
                add={{ href: route('shop.regions.create'), label: t('shop.newRegion') }}
                rows={regions}
                columns={[
                    { label: t('shop.fee'), num: true, cell: (r) => money(r.delivery_fee) },
                    { label: t('shop.minOrder'), num: true, cell: (r) => money(r.min_order) },
                    { label: t('shop.freeFrom'), num: true, cell: (r) => money(r.free_from) },
                    { label: t('shop.restaurant'), cell: (r) => r.restaurant ?? t('common.none') },
                    { label: t('promo.active'), cell: (r) => yesNo(r.active) },
                ]}
            />

            <h2 className="staff-h2">{t('shop.types')}</h2>
            <SectionCard onSubmit={put(types.form, route('shop.types.update'))}>
                {(
                    [
                        ['payment_types', paymentTypes, t('shop.paymentTypes')],
                        ['order_types', orderTypes, t('shop.orderTypes')],
                    ] as const
                ).map(([field, rows, legend]) => {
                    const error = errorFor(types.form.errors, field);
                    return (
                        <fieldset key={field} aria-describedby={error ? `${field}-error` : undefined}>
                            <legend>{legend}</legend>
                            {rows.map((row) => (
                                <Toggle
                                    key={row.code}
                                    label={row.name}
                                    name={`${field}.${row.code}`}
                                    value={types.form.data[field][row.code] ?? false}
                                    onChange={(on) =>
                                        types.form.setData(field, { ...types.form.data[field], [row.code]: on })
                                    }
                                    errors={{}}
                                />
                            ))}
                            {error && (
                                <span className="staff-field-error" id={`${field}-error`}>
                                    {error}
                                </span>
                            )}
                        </fieldset>
                    );
                })}
                <ActionBar busy={types.form.processing} />
            </SectionCard>

            <h2 className="staff-h2">{t('shop.contacts')}</h2>
            <SectionCard onSubmit={put(contacts.form, route('shop.settings.update'))}>
                <TextField label={t('shop.phone')} type="tel" max={32} {...contacts.bind('phone')} />
                <TextField label={t('shop.adminEmail')} type="email" max={254} {...contacts.bind('email_admin')} />
                <ActionBar busy={contacts.form.processing} />
            </SectionCard>

            <h2 className="staff-h2">{t('shop.socials')}</h2>
            <SectionCard onSubmit={put(social.form, route('shop.socials.update'))}>
                {socials.map((s) => {
                    const value = social.form.data.socials[s.key] ?? { name: '', url: '' };
                    const change = (patch: Partial<typeof value>) =>
                        social.form.setData('socials', {
                            ...social.form.data.socials,
                            [s.key]: { ...value, ...patch },
                        });
                    return (
                        <div key={s.key} className="staff-modifier">
                            <TextField
                                label={t('shop.socialName')}
                                max={60}
                                name={`socials.${s.key}.name`}
                                value={value.name}
                                onChange={(name) => change({ name })}
                                errors={social.form.errors}
                            />
                            <TextField
                                label={t('shop.socialUrl')}
                                type="url"
                                max={255}
                                name={`socials.${s.key}.url`}
                                value={value.url}
                                onChange={(url) => change({ url })}
                                errors={social.form.errors}
                            />
                        </div>
                    );
                })}
                <ActionBar busy={social.form.processing} />
            </SectionCard>

            <h2 className="staff-h2">{t('shop.slots')}</h2>
            <SectionCard onSubmit={put(slotForm.form, route('shop.slots.update'))} hint={t('shop.slotsConfig')}>
                <SelectField
                    label={t('shop.slotStep')}
                    choices={slotBounds.steps.map((step) => ({ value: step, label: t('shop.minutes', { n: step }) }))}
                    {...slotForm.bind('step_minutes')}
                />
                <NumberField
                    label={t('shop.slotLead')}
                    hint={t('shop.slotLeadHint', { min: slotBounds.lead[0], max: slotBounds.lead[1] })}
                    min={slotBounds.lead[0]}
                    max={slotBounds.lead[1]}
                    {...slotForm.bind('lead_minutes')}
                />
                <NumberField
                    label={t('shop.slotCapacity')}
                    hint={t('shop.slotCapacityHint', { min: slotBounds.capacity[0], max: slotBounds.capacity[1] })}
                    min={slotBounds.capacity[0]}
                    max={slotBounds.capacity[1]}
                    {...slotForm.bind('capacity')}
                />
                <ActionBar busy={slotForm.form.processing} />
            </SectionCard>
        </section>
    );
}

/** A list of records: its title, the link to a new one, and a table whose first column links to each record's page. */
function RecordList<T extends { id: number; name: string | null; url: string }>({
    title,
    add,
    rows,
    columns,
}: {
    title: string;
    add: { href: string; label: string };
    rows: T[];
    columns: Column<T>[];
}) {
    const t = useStaffT();
    return (
        <>
            <h2 className="staff-h2">{title}</h2>
            <div className="staff-toolbar">
                <Link className="staff-button" href={add.href}>
                    {add.label}
                </Link>
            </div>
            <DataTable<T>
                rows={rows}
                rowKey={(r) => r.id}
                columns={[
                    {
                        label: t('menu.name'),
                        cell: (r) => (
                            <Link className="staff-link" href={r.url}>
                                {r.name}
                            </Link>
                        ),
                    },
                    ...columns,
                ]}
            />
        </>
    );
}
