import { usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { blankDishLine, dishItems, DishLines } from '@/components/staff/dish-lines';
import { editing, useStaffForm } from '@/staff/forms';
import { SelectField, TextField, type Choice } from '@/components/staff/fields';
import { MoneyField, NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import {
    deliveryPayload,
    DeliveryFields,
    optionalText,
    orderKitchen,
    WhenField,
    type OrderFieldValues,
    type OrderFormProps,
} from '@/components/staff/order-fields';
import { useStaffT } from '@/staff/intl';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { PAYMENT_TYPE } from '@/lib/payment-types';
import { useStaffRoute } from '@/staff/route';

interface Props extends OrderFormProps {
    orderTypes: Choice<string>[];
    paymentTypes: (Choice<string> & { online: boolean })[];
    bounds: { maxLines: number; maxQuantity: number; maxPersons: number; text: Record<string, number> };
}

type PhoneOrderForm = OrderFieldValues & {
    name: string;
    phone: string;
    language: 'uk' | 'en';
    order_type: string;
    restaurant_id: number | '';
    persons: number | '';
    comment: string;
    promo_code: string;
    payment_type: string;
    change_from: string;
};

const orNull = <V,>(value: V | ''): V | null => (value === '' ? null : value);

/**
 * An order taken by phone: the caller's name, phone and language, delivery or pickup, as soon as possible or a time,
 * the dishes with their modifiers, a promo code, and cash, the courier's card terminal or a payment link by SMS. The
 * server prices and checks it with the storefront's own rules; its messages come back under the fields.
 */
export default function StaffPhoneOrder() {
    const route = useStaffRoute();
    const { menu, regions, restaurants, kitchens, orderTypes, paymentTypes, bounds, locale } = usePage<Props>().props;
    const t = useStaffT();
    // One key per opened form: a second press of Save (a lost answer) places the order once.
    const [idempotencyKey] = useState(newIdempotencyKey);
    const { form, bind } = useStaffForm<PhoneOrderForm>({
        name: '',
        phone: '',
        language: locale,
        order_type: orderTypes.some((o) => o.value === 'delivery') ? 'delivery' : (orderTypes[0]?.value ?? ''),
        region_id: '',
        street: '',
        house: '',
        entrance: '',
        floor: '',
        apartment: '',
        courier_comment: '',
        restaurant_id: '',
        slot: '',
        items: [blankDishLine()],
        persons: 1,
        comment: '',
        promo_code: '',
        payment_type: paymentTypes.find((p) => p.value === PAYMENT_TYPE.cash)?.value ?? paymentTypes[0]?.value ?? '',
        change_from: '',
    });
    const data = form.data;
    const delivery = data.order_type === 'delivery';
    const { times, choices } = orderKitchen(
        { regions, restaurants, kitchens },
        { delivery, regionId: data.region_id, restaurantId: data.restaurant_id },
    );
    // Another area may have another kitchen: its time is chosen again.
    const region = {
        ...bind('region_id'),
        onChange: (value: number | '') => form.setData((d) => ({ ...d, region_id: value, slot: '' })),
    };
    const submit = (event: FormEvent) => {
        event.preventDefault();
        form.transform((d) => ({
            idempotency_key: idempotencyKey,
            name: d.name,
            phone: d.phone,
            language: d.language,
            order_type: d.order_type,
            ...(d.order_type === 'delivery' ? deliveryPayload(d) : { restaurant_id: orNull(d.restaurant_id) }),
            slot: d.slot === '' ? null : d.slot,
            items: dishItems(d.items),
            persons: orNull(d.persons),
            comment: optionalText(d.comment),
            promo_code: optionalText(d.promo_code),
            payment_type: d.payment_type,
            change_from: d.payment_type === PAYMENT_TYPE.cash ? optionalText(d.change_from) : null,
        }));
        form.post(route('orders.store'), editing);
    };

    const errors: Partial<Record<string, string>> = form.errors;
    const general = [errors.idempotency_key, errors.total].filter((m): m is string => Boolean(m));

    return (
        <section>
            <PageHeader
                title={t('phone.title')}
                back={{ href: route('orders.index'), label: t('orders.title') }}
                hint={t('phone.hint')}
            />
            <form className="staff-phone-order" onSubmit={submit} noValidate>
                {general.map((message) => (
                    <p key={message} className="staff-notice staff-notice--error" role="alert">
                        {message}
                    </p>
                ))}
                <div className="staff-grid">
                    <SectionCard title={t('phone.customer')} id="phone-customer">
                        <TextField
                            label={t('phone.name')}
                            max={bounds.text.name}
                            autoComplete="off"
                            {...bind('name')}
                        />
                        <TextField label={t('phone.phone')} type="tel" autoComplete="off" {...bind('phone')} />
                        <SelectField
                            label={t('phone.language')}
                            hint={t('phone.languageHint')}
                            choices={[
                                { value: 'uk', label: 'Українська' },
                                { value: 'en', label: 'English' },
                            ]}
                            {...bind('language')}
                            onChange={(value) => form.setData('language', value === 'en' ? 'en' : 'uk')}
                        />
                        <NumberField label={t('phone.persons')} min={1} max={bounds.maxPersons} {...bind('persons')} />
                        <TextField
                            label={t('phone.comment')}
                            multiline
                            max={bounds.text.comment}
                            {...bind('comment')}
                        />
                    </SectionCard>

                    <SectionCard title={t('phone.where')} id="phone-where">
                        <SelectField
                            label={t('phone.orderType')}
                            choices={orderTypes}
                            {...bind('order_type')}
                            onChange={(value) => form.setData((d) => ({ ...d, order_type: value, slot: '' }))}
                        />
                        {delivery ? (
                            <DeliveryFields regions={regions} region={region} field={bind} text={bounds.text} />
                        ) : (
                            <SelectField
                                label={t('phone.restaurant')}
                                empty={t('phone.choose')}
                                choices={restaurants.map((r) => ({ value: r.id, label: r.name }))}
                                {...bind('restaurant_id')}
                                onChange={(value) => form.setData((d) => ({ ...d, restaurant_id: value, slot: '' }))}
                            />
                        )}
                        <WhenField times={times} choices={choices} slot={bind('slot')} />
                    </SectionCard>
                </div>

                <SectionCard title={t('phone.dishes')} id="phone-dishes">
                    <DishLines
                        menu={menu}
                        lines={data.items}
                        onChange={(items) => form.setData('items', items)}
                        errors={form.errors}
                        bounds={bounds}
                        locale={locale}
                        testId="phone-dishes-total"
                    />
                </SectionCard>

                <SectionCard title={t('phone.payment')} id="phone-payment">
                    <TextField
                        label={t('phone.promo')}
                        max={bounds.text.promo_code}
                        autoComplete="off"
                        {...bind('promo_code')}
                    />
                    <SelectField
                        label={t('phone.paymentType')}
                        hint={t('phone.paymentHint')}
                        choices={paymentTypes.map((p) =>
                            p.online ? { value: p.value, label: t('phone.paymentLink') } : p,
                        )}
                        {...bind('payment_type')}
                    />
                    {data.payment_type === PAYMENT_TYPE.cash && (
                        <MoneyField label={t('phone.changeFrom')} {...bind('change_from')} />
                    )}
                    <ActionBar busy={form.processing} label={t('phone.submit')} />
                </SectionCard>
            </form>
        </section>
    );
}
