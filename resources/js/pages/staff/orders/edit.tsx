import { usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { dishItems, DishLines } from '@/components/staff/dish-lines';
import { editing, useStaffForm } from '@/staff/forms';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { formatMoney } from '@/staff/format';
import {
    deliveryPayload,
    DeliveryFields,
    orderKitchen,
    slotLabel,
    WhenField,
    type OrderFieldValues,
    type OrderFormProps,
} from '@/components/staff/order-fields';
import { useLabel, useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';

type CorrectionForm = OrderFieldValues;

interface Props extends OrderFormProps {
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
        /** What the form was opened on: a correction of an order changed since is refused (409). */
        basis: string;
    };
}

/** "10.06 15:00" of an ISO time with its offset, as the shop's clock reads it (the value carries the shop's offset). */

/**
 * Correcting an order before cooking: its dishes (quantities, removed, added with modifiers), the delivery address and
 * the time. The server prices it again with the storefront's rules (the stop-list, the kitchen's times, the order's
 * promo code) and refuses what the checkout refuses, under the fields; an order the kitchen started meanwhile is
 * refused with nothing changed.
 */
export default function StaffOrderCorrection() {
    const route = useStaffRoute();
    const { menu, regions, restaurants, kitchens, bounds, order, locale } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const { form, bind } = useStaffForm<CorrectionForm>(order.values);
    const data = form.data;
    const delivery = order.order_type === 'delivery';
    const { times, choices } = orderKitchen(
        { regions, restaurants, kitchens },
        { delivery, regionId: data.region_id, restaurantId: order.restaurant_id },
        order.restaurant_id,
    );
    // Another area may have another kitchen: its time is chosen again.
    const region = {
        ...bind('region_id'),
        onChange: (value: number | '') => form.setData((d) => ({ ...d, region_id: value, slot: '' })),
    };
    // The order's own time stays a choice, even when it is no longer free for a new order (it holds its place).
    if (order.values.slot !== '' && !choices.some((c) => c.value === order.values.slot)) {
        choices.unshift({ value: order.values.slot, label: slotLabel(order.values.slot) });
    }

    const submit = (event: FormEvent) => {
        event.preventDefault();
        form.transform((d) => ({
            items: dishItems(d.items),
            ...(delivery ? deliveryPayload(d) : {}),
            slot: d.slot === '' ? null : d.slot,
            basis: order.basis,
        }));
        form.put(route('orders.update', { order: order.number }), editing);
    };

    const errors: Partial<Record<string, string>> = form.errors;
    const general = [errors.order].filter((m): m is string => Boolean(m));

    return (
        <section>
            <PageHeader
                title={t('correct.title', { number: order.number })}
                back={{
                    href: route('orders.show', { order: order.number }),
                    label: t('order.title', { number: order.number }),
                }}
                hint={t('correct.hint')}
            />
            <form className="staff-phone-order" onSubmit={submit} noValidate>
                {general.map((message) => (
                    <p
                        key={message}
                        className="staff-notice staff-notice--error"
                        role="alert"
                        data-testid="correct-error"
                    >
                        {message}
                    </p>
                ))}
                <p className="staff-muted" data-testid="correct-current">
                    {t('correct.current', {
                        total: formatMoney(order.total, locale),
                        payment: label('paymentType', order.payment_type),
                    })}
                    {order.promo_code ? ` · ${t('correct.promo', { code: order.promo_code })}` : ''}
                </p>
                <div className="staff-grid">
                    <SectionCard title={t('phone.where')} id="correct-where">
                        {delivery && (
                            <DeliveryFields regions={regions} region={region} field={bind} text={bounds.text} />
                        )}
                        <WhenField times={times} choices={choices} slot={bind('slot')} />
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
