import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { DeliveryPlace as Place, DictionaryItem, Locale, Region, Restaurant } from '@/types/models';
import { FieldError, TextField, type FieldErrorOf } from './fields';
import { useLimits } from '@/lib/limits';
import type { ReactNode } from 'react';

interface Props {
    form: UseFormReturn<CheckoutForm>;
    orderTypes: DictionaryItem[];
    regions: Region[];
    pickupRestaurants: Restaurant[];
    isDelivery: boolean;
    fieldError: FieldErrorOf;
    locale: Locale;
    /** Where delivery areas are drawn: the server's answer for the typed address (the area replaces the region list). */
    place?: Place | null;
    /** Street names for what is typed (the street's suggestions). */
    streets?: string[];
    /** What the server decided for the address, shown under it (components/checkout/delivery-place). */
    placeInfo?: ReactNode;
}

/** How to get the order: delivery (area and address) or pickup (restaurant). */
export function OrderTypeFieldset({
    form,
    orderTypes,
    regions,
    pickupRestaurants,
    isDelivery,
    fieldError,
    locale,
    place = null,
    streets = [],
    placeInfo = null,
}: Props) {
    const t = useT();
    const { text_max: max } = useLimits();
    return (
        <fieldset className="card checkout__section">
            <legend>{t('checkout.orderType')}</legend>
            <div className="choice-row" role="radiogroup">
                {orderTypes.map((o) => (
                    <label key={o.code} className="choice">
                        <input type="radio" value={o.code} {...form.register('order_type')} />
                        <span>{o.name}</span>
                    </label>
                ))}
            </div>
            {isDelivery ? (
                <div className="form-grid">
                    {place === null && (
                        <label className="field form-grid__wide">
                            <span className="field__label">{t('checkout.region')}</span>
                            <select
                                aria-invalid={fieldError('region_id') ? true : undefined}
                                {...form.register('region_id')}
                            >
                                {regions.map((r) => (
                                    <option key={r.id} value={r.id}>
                                        {t('checkout.regionOption', {
                                            name: r.name,
                                            minimum: formatMoney(r.min_order, locale),
                                        })}
                                    </option>
                                ))}
                            </select>
                            <FieldError text={fieldError('region_id')} />
                        </label>
                    )}
                    <TextField
                        label={t('checkout.street')}
                        error={fieldError('street')}
                        wide
                        autoComplete="address-line1"
                        maxLength={max.street}
                        list={streets.length > 0 ? 'checkout-streets' : undefined}
                        {...form.register('street')}
                    />
                    {streets.length > 0 && (
                        <datalist id="checkout-streets">
                            {streets.map((name) => (
                                <option key={name} value={name} />
                            ))}
                        </datalist>
                    )}
                    <TextField
                        label={t('checkout.house')}
                        error={fieldError('house')}
                        maxLength={max.house}
                        {...form.register('house')}
                    />
                    {placeInfo}
                    <TextField
                        label={t('checkout.entrance')}
                        error={fieldError('entrance')}
                        maxLength={max.entrance}
                        {...form.register('entrance')}
                    />
                    <TextField
                        label={t('checkout.floor')}
                        error={fieldError('floor')}
                        maxLength={max.floor}
                        {...form.register('floor')}
                    />
                    <TextField
                        label={t('checkout.apartment')}
                        error={fieldError('apartment')}
                        maxLength={max.apartment}
                        {...form.register('apartment')}
                    />
                    <label className="field form-grid__wide">
                        <span className="field__label">{t('checkout.courierComment')}</span>
                        <textarea rows={2} maxLength={max.courier_comment} {...form.register('courier_comment')} />
                        <FieldError text={fieldError('courier_comment')} />
                    </label>
                </div>
            ) : (
                <label className="field">
                    <span className="field__label">{t('checkout.restaurant')}</span>
                    <select
                        aria-invalid={fieldError('restaurant_id') ? true : undefined}
                        {...form.register('restaurant_id')}
                    >
                        {pickupRestaurants.map((r) => (
                            <option key={r.id} value={r.id}>
                                {r.name} — {r.address}
                            </option>
                        ))}
                    </select>
                    <FieldError text={fieldError('restaurant_id')} />
                </label>
            )}
        </fieldset>
    );
}
