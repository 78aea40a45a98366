import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ContactsFieldset } from '@/components/checkout/contacts-fieldset';
import { DeliveryPlace } from '@/components/checkout/delivery-place';
import type { FieldErrorOf } from '@/components/checkout/fields';
import { OrderSummary } from '@/components/checkout/order-summary';
import { OrderTypeFieldset } from '@/components/checkout/order-type-fieldset';
import { PaymentFieldset } from '@/components/checkout/payment-fieldset';
import { TipFieldset } from '@/components/checkout/tip-fieldset';
import { TimeFieldset } from '@/components/checkout/time-fieldset';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useCheckoutSlots } from '@/hooks/checkout/use-checkout-slots';
import { useStreetSuggestions } from '@/hooks/checkout/use-street-suggestions';
import { useLiveQuote } from '@/hooks/checkout/use-live-quote';
import { usePlaceOrder } from '@/hooks/checkout/use-place-order';
import { useJson } from '@/hooks/use-json';
import { quotePayload, type CheckoutForm } from '@/lib/checkout';
import { useT, type MessageKey } from '@/lib/intl';
import { lazyResolver } from '@/lib/lazy-resolver';
import { formatMoney } from '@/lib/money';
import { localizedRoute } from '@/lib/route';
import { readStored } from '@/lib/storage';
import { useStores } from '@/stores';
import type { CartQuote, CheckoutQuote, DictionaryItem, MapTiles, Region, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    regions: Region[];
    paymentTypes: DictionaryItem[];
    orderTypes: DictionaryItem[];
    map: MapTiles;
}

/** The checkout form: how and when, who, how to pay, bonuses and promo code, with the server's totals on every change. */
const Checkout = observer(function Checkout() {
    const { regions, paymentTypes, orderTypes, restaurants, limits, locale, auth, map } = usePage<Props>().props;
    const { cart } = useStores();
    const t = useT();
    const send = useJson();
    const pickupRestaurants = restaurants.filter((r) => r.pickup);
    const profile = auth.profile;

    // The form's rules load after the page is up (they are needed at the first check, on submit).
    const resolver = useMemo(
        () => lazyResolver(() => import('@/lib/checkout-schema').then((m) => m.checkoutResolver(limits))),
        [limits],
    );
    useEffect(() => void resolver.preload().catch(() => undefined), [resolver]);
    const form = useForm<CheckoutForm>({
        resolver,
        defaultValues: {
            order_type: orderTypes.some((o) => o.code === 'delivery') ? 'delivery' : 'pickup',
            region_id: regions[0] ? String(regions[0].id) : '',
            street: '',
            house: '',
            entrance: '',
            floor: '',
            apartment: '',
            courier_comment: '',
            lat: '',
            lng: '',
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
            tip_percent: '',
            tip_amount: '',
        },
    });
    const { errors, isSubmitting } = form.formState;
    const values = useWatch({ control: form.control }) as CheckoutForm;
    const [notice, setNotice] = useState<string | null>(null);

    // The region chosen in the cart drawer is the first guess.
    useEffect(() => {
        const slug = readStored('sunrise:region', (v) => (typeof v === 'string' ? v : null));
        const region = regions.find((r) => r.slug === slug);
        if (region) form.setValue('region_id', String(region.id));
    }, [regions, form]);

    // The live quote: the server prices the form on every change (debounced); the browser's sums are never shown as the total.
    // Where delivery areas are drawn (a quote says so), the address goes with the quote: it decides the kitchen and fee.
    const [areas, setAreas] = useState(false);
    const requestOf = useCallback(
        (form: CheckoutForm) => JSON.stringify(quotePayload(form, cart.items, limits.tip_max, areas)),
        [cart, limits.tip_max, areas],
    );
    const fetchQuote = useCallback(
        async (request: string, signal: AbortSignal) => {
            const result = await send<{ data: CheckoutQuote }>(
                'post',
                localizedRoute('checkout.quote', undefined, locale),
                JSON.parse(request) as Record<string, unknown>,
                { signal },
            );
            return result.ok ? result.data.data : null;
        },
        [locale, send],
    );
    // The server's prices are taken into the cart, with a notice of what changed.
    const takePrices = useCallback(
        (quote: CheckoutQuote) => {
            if (quote.delivery) setAreas(true);
            const changes = cart.applyQuote({
                lines: quote.lines,
                subtotal: 0,
                count: 0,
                upsell: [],
            } satisfies CartQuote);
            if (changes && (changes.removed.length || changes.repriced.length)) {
                const parts: string[] = [];
                if (changes.removed.length) parts.push(t('cart.removedNotice', { names: changes.removed.join(', ') }));
                if (changes.repriced.length)
                    parts.push(t('cart.repricedNotice', { names: changes.repriced.join(', ') }));
                setNotice(parts.join(' '));
            }
        },
        [cart, t],
    );
    // Nothing to price before the cart is read, nor once it is empty (after placing, the cart is cleared).
    const request = cart.hydrated && cart.items.length > 0 ? requestOf(values) : null;
    const quote = useLiveQuote(request, fetchQuote, takePrices);

    // A slot that filled up meanwhile (the quote of these inputs says so): the times are fetched again.
    const { slots, days, daySlots } = useCheckoutSlots(form, values, locale, quote.current?.problems.slot?.[0]);

    const order = usePlaceOrder({
        form,
        cart,
        locale,
        priced: quote.current && request !== null ? { request, quote: quote.current } : null,
        requestOf,
        refreshQuote: quote.refresh,
        // The "as soon as possible" shown: the order keeps its time while the kitchen can (App\Shop\Ordering\EtaPromise).
        asap: slots?.asap ?? null,
    });

    // Signed in from the contacts step (the page reloads its props, the form keeps its state): what the guest typed
    // stays, empty name and phone take the profile's, and the quote is asked again (bonuses are the customer's now).
    const signedInPhone = profile?.phone ?? null;
    const refreshQuote = quote.refresh;
    const seenPhone = useRef(signedInPhone);
    useEffect(() => {
        if (signedInPhone === seenPhone.current) return;
        seenPhone.current = signedInPhone;
        if (signedInPhone === null || !profile) return;
        if (form.getValues('name').trim() === '')
            form.setValue('name', [profile.name, profile.surname].filter(Boolean).join(' '));
        if (form.getValues('phone').trim() === '') form.setValue('phone', `+${signedInPhone}`);
        refreshQuote();
    }, [signedInPhone, profile, form, refreshQuote]);

    // Where delivery areas are drawn, the quote says which kitchen, fee, minimum and time the address gets.
    const place = values.order_type === 'delivery' ? (quote.latest?.delivery ?? null) : null;
    const streets = useStreetSuggestions(values.street, locale, place !== null);
    const pin = values.lat !== '' && values.lng !== '' ? { lat: Number(values.lat), lng: Number(values.lng) } : null;
    const placeInfo = place && (
        <DeliveryPlace
            place={place}
            etaMinutes={quote.latest?.eta_minutes ?? null}
            pin={pin}
            map={map}
            locale={locale}
            onPin={(lat, lng) => {
                form.setValue('lat', String(lat));
                form.setValue('lng', String(lng));
            }}
            onPickup={() => form.setValue('order_type', 'pickup')}
        />
    );
    const problem = (field: string) => quote.latest?.problems[field]?.[0];
    // The schema's keys, with the limits they name (from the server's configuration).
    const limitValues = {
        min: limits.phone_min_digits,
        max: limits.phone_max_digits,
        persons: limits.max_persons,
        tipMax: formatMoney(limits.tip_max, locale),
    };
    const message = (value: string | undefined) =>
        value && /^checkout\.errors\.[a-zA-Z]+$/.test(value) ? t(value as MessageKey, limitValues) : value;
    const fieldError: FieldErrorOf = (field) => message(errors[field]?.message) ?? problem(field);
    // A line's own problems go next to its dish (items.3, items.3.modifiers); the rest of "items" above the totals, once.
    const lineProblems: Record<number, string[]> = {};
    for (const [field, messages] of Object.entries(quote.latest?.problems ?? {})) {
        const index = /^items\.(\d+)(\.|$)/.exec(field)?.[1];
        if (index !== undefined) lineProblems[Number(index)] = [...(lineProblems[Number(index)] ?? []), ...messages];
    }
    const shownByLine = new Set(Object.values(lineProblems).flat());
    const cartProblems = [...new Set([...(quote.latest?.problems.items ?? []), ...order.cartErrors])].filter(
        (p) => !shownByLine.has(p),
    );

    // The server renders the page without the cart (it lives in the browser): the form appears once the cart is read.
    if (!cart.hydrated || (cart.items.length === 0 && !order.placed)) {
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

    return (
        <form className="checkout" noValidate onSubmit={order.submit} aria-busy={isSubmitting}>
            <h1>{t('checkout.title')}</h1>
            <div aria-live="polite">
                {notice && (
                    <p className="notice" role="status">
                        {notice}
                    </p>
                )}
            </div>
            <OrderTypeFieldset
                form={form}
                orderTypes={orderTypes}
                regions={regions}
                pickupRestaurants={pickupRestaurants}
                isDelivery={values.order_type === 'delivery'}
                fieldError={fieldError}
                locale={locale}
                place={place}
                streets={streets}
                placeInfo={placeInfo}
            />
            <TimeFieldset
                form={form}
                when={values.when}
                asap={slots?.asap}
                days={days}
                daySlots={daySlots}
                fieldError={fieldError}
                locale={locale}
            />
            <ContactsFieldset
                form={form}
                maxPersons={limits.max_persons}
                fieldError={fieldError}
                signedIn={profile !== null && profile !== undefined}
            />
            <PaymentFieldset
                form={form}
                paymentTypes={paymentTypes}
                paymentType={values.payment_type}
                signedIn={profile !== null && profile !== undefined}
                quote={quote.latest}
                bonusSharePercent={limits.bonus_share_percent}
                fieldError={fieldError}
                locale={locale}
            />
            <TipFieldset form={form} choice={values.tip_percent} fieldError={fieldError} />
            <OrderSummary
                items={cart.items}
                quote={quote.latest}
                pending={quote.pending}
                failed={quote.failed}
                onRetry={quote.refresh}
                problems={cartProblems}
                blocking={(quote.latest?.problems.items ?? []).length > 0}
                nameOf={(id) => cart.nameOf(id)}
                lineProblems={lineProblems}
                onRemove={(index) => cart.remove(index, 0)}
                priceChange={order.priceChange}
                formError={order.formError}
                submitting={isSubmitting}
                paymentType={values.payment_type}
                locale={locale}
            />
        </form>
    );
});

export default Checkout;
