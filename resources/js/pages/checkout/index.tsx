import { zodResolver } from '@hookform/resolvers/zod';
import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TotalsList } from '@/components/checkout/totals-list';
import { DatePicker } from '@/components/ui/date-picker';
import { LocalizedLink } from '@/components/ui/localized-link';
import { withCheckoutLayout } from '@/layouts/checkout-layout';
import {
    checkoutKey,
    checkoutSchema,
    forgetCheckoutKey,
    formatShopTime,
    isFormField,
    orderPayload,
    quotePayload,
    sendJson,
    slotDays,
    toAmountText,
    type CheckoutForm,
} from '@/lib/checkout';
import { useT, type MessageKey } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { localizedRoute } from '@/lib/route';
import { readStored } from '@/lib/storage';
import { useStores } from '@/stores';
import type { CartQuote, CheckoutQuote, CheckoutSlots, DictionaryItem, OrderDetails, Region, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    regions: Region[];
    paymentTypes: DictionaryItem[];
    orderTypes: DictionaryItem[];
    limits: { max_persons: number; max_quantity: number; bonus_share_percent: number; timezone: string };
}

const QUOTE_DELAY_MS = 300;

/** The checkout form: how and when, who, how to pay, bonuses and promo code, with the server's totals on every change. */
const Checkout = observer(function Checkout() {
    const { regions, paymentTypes, orderTypes, restaurants, limits, locale, auth } = usePage<Props>().props;
    const { cart } = useStores();
    const t = useT();
    const pickupRestaurants = restaurants.filter((r) => r.pickup);
    const profile = auth.profile;

    const form = useForm<CheckoutForm>({
        resolver: zodResolver(checkoutSchema),
        defaultValues: {
            order_type: orderTypes.some((o) => o.code === 'delivery') ? 'delivery' : 'pickup',
            region_id: regions[0] ? String(regions[0].id) : '',
            street: '',
            house: '',
            entrance: '',
            floor: '',
            apartment: '',
            courier_comment: '',
            restaurant_id: pickupRestaurants[0] ? String(pickupRestaurants[0].id) : '',
            when: 'asap',
            date: '',
            slot: '',
            name: [profile?.name, profile?.surname].filter(Boolean).join(' '),
            phone: profile?.phone ? `+${profile.phone}` : '',
            persons: 1,
            comment: '',
            payment_type: paymentTypes[0]?.code ?? '',
            change_from: '',
            promo_code: '',
            bonuses: '',
        },
    });
    const { errors, isSubmitting } = form.formState;
    const values = useWatch({ control: form.control }) as CheckoutForm;

    const [quote, setQuote] = useState<CheckoutQuote | null>(null);
    const [quoteFailed, setQuoteFailed] = useState(false);
    const [slots, setSlots] = useState<CheckoutSlots | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const [priceChange, setPriceChange] = useState<string | null>(null);
    const [formError, setFormError] = useState<string | null>(null);
    const [cartErrors, setCartErrors] = useState<string[]>([]);
    const [requote, setRequote] = useState(0);
    const [slotsVersion, setSlotsVersion] = useState(0);
    const placed = useRef(false);

    // The region chosen in the cart drawer is the first guess.
    useEffect(() => {
        const slug = readStored('sunrise:region', (v) => (typeof v === 'string' ? v : null));
        const region = regions.find((r) => r.slug === slug);
        if (region) form.setValue('region_id', String(region.id));
    }, [regions, form]);

    // The live quote: the server prices the form on every change (debounced); the browser's sums are never shown as the total.
    const quoteBody = JSON.stringify(quotePayload(values, cart.items));
    useEffect(() => {
        if (!cart.hydrated || cart.items.length === 0 || placed.current) return;
        const controller = new AbortController();
        const timer = window.setTimeout(async () => {
            try {
                const result = await sendJson<{ data: CheckoutQuote }>('POST', localizedRoute('checkout.quote', undefined, locale), JSON.parse(quoteBody), {}, controller.signal);
                if (!result.ok) {
                    setQuoteFailed(true);
                    return;
                }
                setQuoteFailed(false);
                setQuote(result.data.data);
                const changes = cart.applyQuote({ lines: result.data.data.lines, subtotal: 0, count: 0, upsell: [] } satisfies CartQuote);
                if (changes && (changes.removed.length || changes.repriced.length)) {
                    const parts: string[] = [];
                    if (changes.removed.length) parts.push(t('cart.removedNotice', { names: changes.removed.join(', ') }));
                    if (changes.repriced.length) parts.push(t('cart.repricedNotice', { names: changes.repriced.join(', ') }));
                    setNotice(parts.join(' '));
                }
            } catch {
                // Aborted: a newer form replaced this one.
            }
        }, QUOTE_DELAY_MS);
        return () => {
            controller.abort();
            window.clearTimeout(timer);
        };
    }, [quoteBody, requote, cart, cart.hydrated, locale, t]);

    // The kitchen's times for the chosen region or restaurant.
    const kitchen = values.order_type === 'delivery' ? `delivery:${values.region_id}` : `pickup:${values.restaurant_id}`;
    useEffect(() => {
        const [type, id] = kitchen.split(':') as [string, string];
        if (id === '') {
            setSlots(null);
            return;
        }
        let cancelled = false;
        const params = type === 'delivery' ? { order_type: type, region_id: id } : { order_type: type, restaurant_id: id };
        void sendJson<{ data: CheckoutSlots }>('GET', localizedRoute('checkout.slots', params, locale)).then((result) => {
            if (cancelled) return;
            const data = result.ok ? result.data.data : null;
            setSlots(data);
            if (data && !data.asap.available && form.getValues('when') === 'asap') form.setValue('when', 'scheduled');
            const chosen = form.getValues('slot');
            if (chosen && !data?.days.some((d) => d.slots.some((s) => s.value === chosen && s.available))) form.setValue('slot', '');
        });
        return () => {
            cancelled = true;
        };
    }, [kitchen, locale, form, slotsVersion]);

    // A slot that filled up meanwhile (the quote says so): fetch the times again, and the first free one is chosen.
    const slotProblem = quote?.problems.slot?.[0];
    useEffect(() => {
        if (slotProblem) setSlotsVersion((v) => v + 1);
    }, [slotProblem]);

    const days = useMemo(() => slotDays(slots), [slots]);

    // Choosing "at a chosen time" starts from the first day that still has room, and a day from its first free time.
    useEffect(() => {
        if (values.when !== 'scheduled' || values.date || !slots) return;
        const day = slots.days.find((d) => d.slots.some((s) => s.available));
        if (day) form.setValue('date', day.date);
    }, [values.when, values.date, slots, form]);
    const firstFree = daySlotsOf(slots, values.date).find((s) => s.available)?.value;
    useEffect(() => {
        if (values.when === 'scheduled' && values.date && !values.slot && firstFree) form.setValue('slot', firstFree);
    }, [values.when, values.date, values.slot, firstFree, form]);
    const daySlots = daySlotsOf(slots, values.date);
    const problem = (field: string) => quote?.problems[field]?.[0];
    const message = (value: string | undefined) => (value && /^checkout\.errors\.[a-zA-Z]+$/.test(value) ? t(value as MessageKey) : value);
    const fieldError = (field: keyof CheckoutForm) => message(errors[field]?.message) ?? problem(field);
    const lineName = (index: number) => quote?.lines.find((l) => l.index === index)?.name ?? '';
    const cartProblems = [
        ...(quote ? Object.entries(quote.problems).filter(([field]) => field.startsWith('items')).flatMap(([, messages]) => messages) : []),
        ...cartErrors,
    ];

    const submit = form.handleSubmit(async (data) => {
        setFormError(null);
        setPriceChange(null);
        setCartErrors([]);
        const result = await sendJson<{ data: { order: OrderDetails; redirect_url: string } }>(
            'POST',
            localizedRoute('checkout.place', undefined, locale),
            orderPayload(data, cart.items, quote?.total ?? null),
            { 'Idempotency-Key': checkoutKey() },
        );
        if (result.ok) {
            // The order exists: only now the cart is emptied and the attempt's key retired.
            placed.current = true;
            forgetCheckoutKey();
            cart.clear();
            const next = result.data.data.redirect_url;
            if (/^https?:\/\//.test(next)) window.location.assign(next);
            else router.visit(next);
            return;
        }
        if (result.status === 422) {
            for (const [field, messages] of Object.entries(result.errors)) {
                const first = messages[0];
                if (!first) continue;
                if (isFormField(field)) form.setError(field, { message: first });
                else if (field === 'total') setPriceChange(first);
                else if (field === 'idempotency_key') {
                    forgetCheckoutKey();
                    setFormError(t('checkout.alreadyPlaced'));
                } else setCartErrors((list) => [...list, first]);
            }
            // Show the new prices before anything is charged: the quote is asked again.
            if (result.errors.total) setRequote((n) => n + 1);
            return;
        }
        setFormError(result.status === 401 ? t('checkout.signedOut') : result.status === 429 ? t('checkout.tooMany') : t('checkout.failed'));
    });

    // The server renders the page without the cart (it lives in the browser): the form appears once the cart is read.
    if (!cart.hydrated || (cart.items.length === 0 && !placed.current)) {
        return (
            <section className="status-page">
                <h1>{t('checkout.title')}</h1>
                {cart.hydrated ? (
                    <>
                        <p>{t('cart.empty')}</p>
                        <LocalizedLink to="menu" className="button button--primary">
                            {t('home.toMenu')}
                        </LocalizedLink>
                    </>
                ) : (
                    <p className="skeleton skeleton--text" aria-busy="true" />
                )}
            </section>
        );
    }

    const total = quote?.total;
    const asap = slots?.asap;
    const isDelivery = values.order_type === 'delivery';

    return (
        <form className="checkout" noValidate onSubmit={submit} aria-busy={isSubmitting}>
            <h1>{t('checkout.title')}</h1>
            <div aria-live="polite">
                {notice && (
                    <p className="notice" role="status">
                        {notice}
                    </p>
                )}
            </div>

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
                        <label className="field form-grid__wide">
                            <span className="field__label">{t('checkout.region')}</span>
                            <select aria-invalid={fieldError('region_id') ? true : undefined} {...form.register('region_id')}>
                                {regions.map((r) => (
                                    <option key={r.id} value={r.id}>
                                        {t('checkout.regionOption', { name: r.name, minimum: formatMoney(r.min_order, locale) })}
                                    </option>
                                ))}
                            </select>
                            <FieldError text={fieldError('region_id')} />
                        </label>
                        <TextField label={t('checkout.street')} error={fieldError('street')} wide autoComplete="address-line1" {...form.register('street')} />
                        <TextField label={t('checkout.house')} error={fieldError('house')} {...form.register('house')} />
                        <TextField label={t('checkout.entrance')} error={fieldError('entrance')} {...form.register('entrance')} />
                        <TextField label={t('checkout.floor')} error={fieldError('floor')} {...form.register('floor')} />
                        <TextField label={t('checkout.apartment')} error={fieldError('apartment')} {...form.register('apartment')} />
                        <label className="field form-grid__wide">
                            <span className="field__label">{t('checkout.courierComment')}</span>
                            <textarea rows={2} maxLength={300} {...form.register('courier_comment')} />
                            <FieldError text={fieldError('courier_comment')} />
                        </label>
                    </div>
                ) : (
                    <label className="field">
                        <span className="field__label">{t('checkout.restaurant')}</span>
                        <select aria-invalid={fieldError('restaurant_id') ? true : undefined} {...form.register('restaurant_id')}>
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

            <fieldset className="card checkout__section">
                <legend>{t('checkout.time')}</legend>
                <div className="choice-row" role="radiogroup">
                    <label className="choice">
                        <input type="radio" value="asap" disabled={asap !== undefined && !asap.available} {...form.register('when')} />
                        <span>{asap ? t('checkout.asapEta', { minutes: asap.eta_minutes, time: formatShopTime(asap.ready_at, locale) }) : t('checkout.asap')}</span>
                    </label>
                    <label className="choice">
                        <input type="radio" value="scheduled" {...form.register('when')} />
                        <span>{t('checkout.scheduled')}</span>
                    </label>
                </div>
                {asap && !asap.available && <p className="hint hint--warn">{t('checkout.closedNow')}</p>}
                {values.when === 'scheduled' && (
                    <div className="form-grid">
                        <Controller
                            control={form.control}
                            name="date"
                            render={({ field }) => (
                                <DatePicker
                                    label={t('checkout.date')}
                                    value={field.value ? [field.value] : []}
                                    onChange={(picked) => {
                                        field.onChange(picked[0] ?? '');
                                        form.setValue('slot', '');
                                    }}
                                    minDate={days.minDate}
                                    maxDate={days.maxDate}
                                    disabledDates={days.disabledDates}
                                    disabled={days.minDate === undefined}
                                />
                            )}
                        />
                        <label className="field">
                            <span className="field__label">{t('checkout.slot')}</span>
                            <select aria-invalid={fieldError('slot') ? true : undefined} disabled={daySlots.length === 0} {...form.register('slot')}>
                                <option value="">{t('checkout.chooseTime')}</option>
                                {daySlots.map((s) => (
                                    <option key={s.value} value={s.value} disabled={!s.available}>
                                        {s.available ? s.time : t('checkout.slotFull', { time: s.time })}
                                    </option>
                                ))}
                            </select>
                        </label>
                    </div>
                )}
                <FieldError text={fieldError('slot')} />
            </fieldset>

            <fieldset className="card checkout__section">
                <legend>{t('checkout.contacts')}</legend>
                <div className="form-grid">
                    <TextField label={t('checkout.name')} error={fieldError('name')} autoComplete="name" maxLength={100} {...form.register('name')} />
                    <TextField label={t('checkout.phone')} error={fieldError('phone')} autoComplete="tel" inputMode="tel" placeholder="+000 000-00-00" {...form.register('phone')} />
                    <TextField
                        label={t('checkout.persons')}
                        error={fieldError('persons')}
                        type="number"
                        min={1}
                        max={limits.max_persons}
                        {...form.register('persons', { valueAsNumber: true })}
                    />
                    <label className="field form-grid__wide">
                        <span className="field__label">{t('checkout.comment')}</span>
                        <textarea rows={2} maxLength={500} {...form.register('comment')} />
                        <FieldError text={fieldError('comment')} />
                    </label>
                </div>
            </fieldset>

            <fieldset className="card checkout__section">
                <legend>{t('checkout.payment')}</legend>
                <div className="choice-row" role="radiogroup">
                    {paymentTypes.map((p) => (
                        <label key={p.code} className="choice">
                            <input type="radio" value={p.code} {...form.register('payment_type')} />
                            <span>{p.name}</span>
                        </label>
                    ))}
                </div>
                <FieldError text={fieldError('payment_type')} />
                {values.payment_type === 'cash' && (
                    <TextField label={t('checkout.changeFrom')} error={fieldError('change_from')} inputMode="decimal" placeholder={t('checkout.noChange')} {...form.register('change_from')} />
                )}
                {profile && (
                    <div className="bonus-box">
                        <TextField label={t('checkout.bonuses')} error={fieldError('bonuses')} inputMode="decimal" placeholder="0" {...form.register('bonuses')} />
                        {quote?.bonuses && (
                            <p className="hint">
                                {t('checkout.bonusesHint', {
                                    balance: formatMoney(quote.bonuses.balance, locale),
                                    max: formatMoney(quote.bonuses.max, locale),
                                    share: limits.bonus_share_percent,
                                })}{' '}
                                <button type="button" className="link-button" disabled={quote.bonuses.max === 0} onClick={() => form.setValue('bonuses', toAmountText(quote.bonuses?.max ?? 0))}>
                                    {t('checkout.bonusesMax')}
                                </button>
                            </p>
                        )}
                    </div>
                )}
                <TextField label={t('checkout.promoCode')} error={fieldError('promo_code')} autoCapitalize="characters" maxLength={32} {...form.register('promo_code')} />
                {quote?.promo?.applied && <p className="hint hint--ok">{t('checkout.promoApplied', { code: quote.promo.code, amount: formatMoney(quote.promo.discount, locale) })}</p>}
            </fieldset>

            <section className="card checkout__section" aria-labelledby="checkout-summary">
                <h2 id="checkout-summary">{t('checkout.summary')}</h2>
                <ul className="order-lines">
                    {cart.items.map((item, index) => (
                        <li key={`${item.id}-${index}`} className="order-lines__item">
                            <span className="order-lines__name">
                                {lineName(index) || <span className="skeleton skeleton--text" />} × {item.quantity}
                            </span>
                            <span>{formatMoney(quote?.lines.find((l) => l.index === index)?.line_total ?? 0, locale)}</span>
                        </li>
                    ))}
                </ul>
                {cartProblems.length > 0 && (
                    <ul className="notice notice--error" role="alert">
                        {cartProblems.map((p) => (
                            <li key={p}>{p}</li>
                        ))}
                    </ul>
                )}
                {quote ? <TotalsList rows={quote.totals} locale={locale} /> : <p className="skeleton skeleton--text" aria-busy="true" />}
                {quoteFailed && <p className="notice notice--error">{t('checkout.quoteFailed')}</p>}
                {priceChange && (
                    <p className="notice" role="alert" data-testid="price-change">
                        {priceChange}
                    </p>
                )}
                {formError && (
                    <p className="notice notice--error" role="alert">
                        {formError}
                    </p>
                )}
                <button type="submit" className="button button--primary button--block" disabled={isSubmitting || !quote} data-testid="place-order">
                    {isSubmitting
                        ? t('checkout.placing')
                        : total !== undefined
                          ? t(values.payment_type === 'card-online' ? 'checkout.placeAndPay' : 'checkout.place', { total: formatMoney(total, locale) })
                          : t('common.loading')}
                </button>
            </section>
        </form>
    );
});

function FieldError({ text }: { text: string | undefined }) {
    return text ? (
        <span className="field__error" role="alert">
            {text}
        </span>
    ) : null;
}

type TextFieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; wide?: boolean; ref?: React.Ref<HTMLInputElement> };

function TextField({ label, error, wide, ...input }: TextFieldProps) {
    return (
        <label className={`field${wide ? ' form-grid__wide' : ''}`}>
            <span className="field__label">{label}</span>
            <input aria-invalid={error ? true : undefined} {...input} />
            <FieldError text={error} />
        </label>
    );
}

export default Object.assign(Checkout, { layout: withCheckoutLayout });

/** The times of one day of the slot list. */
function daySlotsOf(slots: CheckoutSlots | null, date: string) {
    return slots?.days.find((d) => d.date === date)?.slots ?? [];
}
