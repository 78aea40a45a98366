import { usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { dishItems, DishLines, type DishLine, type MenuCategory } from '@/components/staff/dish-lines';
import { ActionBar, editing, PageHeader, SectionCard, SelectField, TextField, useStaffForm, type Choice } from '@/components/staff/form-kit';
import { formatMoney } from '@/components/staff/format';
import { useLabel, useStaffT } from '@/components/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

interface Place {
    id: number;
    name: string;
    kitchen: number;
}

interface KitchenTimes {
    asap: boolean;
    days: { date: string; slots: { value: string; time: string }[] }[];
}

interface CorrectionForm {
    items: DishLine[];
    region_id: number | '';
    street: string;
    house: string;
    entrance: string;
    floor: string;
    apartment: string;
    courier_comment: string;
    slot: string;
}

interface Props extends StaffSharedProps {
    menu: MenuCategory[];
    regions: Place[];
    restaurants: Place[];
    kitchens: Record<string, KitchenTimes>;
    bounds: { maxLines: number; maxQuantity: number; text: Record<string, number> };
    order: {
        number: string;
        status: string;
        order_type: string;
        payment_type: string;
        payment_status: string;
        restaurant_id: number;
        total: number;
        promo_code: string | null;
        values: CorrectionForm;
    };
    links: { update: string; order: string };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** "10.06 15:00" of an ISO time with its offset, as the shop's clock reads it (the value carries the shop's offset). */
const slotLabel = (value: string) => `${value.slice(8, 10)}.${value.slice(5, 7)} ${value.slice(11, 16)}`;

/**
 * Correcting an order before cooking: its dishes (quantities, removed, added with modifiers), the delivery address and
 * the time. The server prices it again with the storefront's rules (the stop-list, the kitchen's times, the order's
 * promo code) and refuses what the checkout refuses, under the fields; an order the kitchen started meanwhile is
 * refused with nothing changed.
 */
export default function StaffOrderCorrection() {
    const { menu, regions, restaurants, kitchens, bounds, order, links, locale } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const { form, bind } = useStaffForm<CorrectionForm>(order.values);
    const data = form.data;
    const delivery = order.order_type === 'delivery';
    const place = delivery ? regions.find((r) => r.id === data.region_id) : restaurants.find((r) => r.id === order.restaurant_id);
    const times = kitchens[String(place?.kitchen ?? order.restaurant_id)];
    const slotChoices: Choice<string>[] = (times?.days ?? []).flatMap((day) => day.slots.map((s) => ({ value: s.value, label: slotLabel(s.value) })));
    // The order's own time stays a choice, even when it is no longer free for a new order (it holds its place).
    if (order.values.slot !== '' && !slotChoices.some((c) => c.value === order.values.slot)) {
        slotChoices.unshift({ value: order.values.slot, label: slotLabel(order.values.slot) });
    }

    const submit = (event: FormEvent) => {
        event.preventDefault();
        form.transform((d) => ({
            items: dishItems(d.items),
            ...(delivery
                ? {
                      region_id: d.region_id === '' ? null : d.region_id,
                      street: d.street,
                      house: d.house,
                      entrance: text(d.entrance),
                      floor: text(d.floor),
                      apartment: text(d.apartment),
                      courier_comment: text(d.courier_comment),
                  }
                : {}),
            slot: d.slot === '' ? null : d.slot,
        }));
        form.put(links.update, editing);
    };

    const errors: Partial<Record<string, string>> = form.errors;
    const general = [errors.order].filter((m): m is string => Boolean(m));

    return (
        <section>
            <PageHeader title={t('correct.title', { number: order.number })} back={{ href: links.order, label: t('order.title', { number: order.number }) }} hint={t('correct.hint')} />
            <form className="staff-phone-order" onSubmit={submit} noValidate>
                {general.map((message) => (
                    <p key={message} className="staff-notice staff-notice--error" role="alert" data-testid="correct-error">
                        {message}
                    </p>
                ))}
                <p className="staff-muted" data-testid="correct-current">
                    {t('correct.current', { total: formatMoney(order.total, locale), payment: label('paymentType', order.payment_type) })}
                    {order.promo_code ? ` · ${t('correct.promo', { code: order.promo_code })}` : ''}
                </p>
                <div className="staff-grid">
                    <SectionCard title={t('phone.where')} id="correct-where">
                        {delivery && (
                            <>
                                <SelectField
                                    label={t('phone.region')}
                                    empty={t('phone.choose')}
                                    choices={regions.map((r) => ({ value: r.id, label: r.name }))}
                                    {...bind('region_id')}
                                    onChange={(value) => form.setData((d) => ({ ...d, region_id: value, slot: '' }))}
                                />
                                <TextField label={t('phone.street')} max={bounds.text.street} autoComplete="off" {...bind('street')} />
                                <TextField label={t('phone.house')} max={bounds.text.house} autoComplete="off" {...bind('house')} />
                                <TextField label={t('phone.entrance')} max={bounds.text.entrance} autoComplete="off" {...bind('entrance')} />
                                <TextField label={t('phone.floor')} max={bounds.text.floor} autoComplete="off" {...bind('floor')} />
                                <TextField label={t('phone.apartment')} max={bounds.text.apartment} autoComplete="off" {...bind('apartment')} />
                                <TextField label={t('phone.courierComment')} max={bounds.text.courier_comment} {...bind('courier_comment')} />
                            </>
                        )}
                        <SelectField label={t('phone.when')} hint={times && !times.asap ? t('phone.asapClosed') : undefined} empty={t('phone.asap')} choices={slotChoices} {...bind('slot')} />
                    </SectionCard>
                </div>

                <SectionCard title={t('phone.dishes')} id="correct-dishes">
                    <DishLines
                        menu={menu}
                        lines={data.items}
                        onChange={(items) => form.setData('items', items)}
                        errors={form.errors}
                        bounds={bounds}
                        locale={locale}
                        testId="correct-dishes-total"
                        totalKey="correct.dishesTotal"
                    />
                    <p className="staff-muted">{t('correct.money')}</p>
                    <ActionBar busy={form.processing} label={t('correct.submit')} />
                </SectionCard>
            </form>
        </section>
    );
}
