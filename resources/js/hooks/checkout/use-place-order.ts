import { router } from '@inertiajs/react';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useJson } from '@/hooks/use-json';
import { checkoutKey, forgetCheckoutKey, isFormField, orderPayload, type CheckoutForm } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { rememberPlacedAddress } from '@/lib/placed-address';
import { localizedRoute } from '@/lib/route';
import { describeServerError } from '@/lib/server-error';
import type { CartStore } from '@/stores/cart-store';
import type { CheckoutQuote, CheckoutSlots, Locale, OrderDetails } from '@/types/models';

/** The quote an order may be placed at: the one asked with exactly the inputs the form holds (`request`). */
export interface PricedInputs {
    request: string;
    quote: CheckoutQuote;
}

interface Options {
    form: UseFormReturn<CheckoutForm>;
    cart: CartStore;
    locale: Locale;
    /** The quote of the current inputs, or null while it is on its way. */
    priced: PricedInputs | null;
    /** The quote request the form's inputs make right now. */
    requestOf: (form: CheckoutForm) => string;
    /** Ask the quote again (the server refused the total): the new total is shown before anything is charged. */
    refreshQuote: () => void;
    /** The "as soon as possible" the checkout shows (sent as the expected time of an asap order). */
    asap?: CheckoutSlots['asap'] | null;
}

/**
 * Places the order at the total of the quote of the current inputs (`expected_total`), with the attempt's
 * Idempotency-Key; the cart is emptied and the key retired only once the order exists. The server's 422 messages
 * land on their fields, a changed total is shown and asked again, anything else is one message.
 */
export function usePlaceOrder({ form, cart, locale, priced, requestOf, refreshQuote, asap = null }: Options) {
    const t = useT();
    const send = useJson();
    const [formError, setFormError] = useState<string | null>(null);
    const [priceChange, setPriceChange] = useState<string | null>(null);
    const [cartErrors, setCartErrors] = useState<string[]>([]);
    const [placed, setPlaced] = useState(false);
    const pricedRef = useRef(priced);
    const asapRef = useRef(asap);
    useEffect(() => {
        pricedRef.current = priced;
        asapRef.current = asap;
    });

    // Called from the form's submit event only (the refs it reads are never read while rendering).
    const submit = (event?: BaseSyntheticEvent) =>
        form.handleSubmit(async (data) => {
            // Never a total of other inputs: while their quote is on its way there is nothing to place (the button is busy).
            const quote = pricedRef.current;
            if (!quote || quote.request !== requestOf(form.getValues())) return;
            setFormError(null);
            setPriceChange(null);
            setCartErrors([]);
            const result = await send<{ data: { order: OrderDetails; redirect_url: string } }>(
                'post',
                localizedRoute('checkout.place', undefined, locale),
                orderPayload(data, cart.items, quote.quote.total, asapRef.current),
                {
                    headers: { 'Idempotency-Key': checkoutKey() },
                },
            );
            if (result.ok) {
                // The order exists: only now the cart is emptied and the attempt's key retired.
                setPlaced(true);
                forgetCheckoutKey();
                cart.clear();
                rememberPlacedAddress(result.data.data.order);
                const next = result.data.data.redirect_url;
                if (/^https?:\/\//.test(next)) window.location.assign(next);
                else router.visit(next);
                return;
            }
            const error = describeServerError(result, t);
            if (result.status === 422 && Object.keys(error.fields).length > 0) {
                for (const [field, first] of Object.entries(error.fields)) {
                    if (isFormField(field)) form.setError(field, { message: first });
                    else if (field === 'total') setPriceChange(first);
                    else if (field === 'idempotency_key') {
                        forgetCheckoutKey();
                        setFormError(t('checkout.alreadyPlaced'));
                    } else setCartErrors((list) => [...list, first]);
                }
                if (error.fields.total) refreshQuote();
                return;
            }
            // A lost connection or a server failure may be retried safely: the same key never places a second order.
            setFormError(
                result.status === 401
                    ? t('checkout.signedOut')
                    : result.status === 0 || result.status >= 500
                      ? t('checkout.failed')
                      : error.message,
            );
        })(event);

    return { submit, placed, formError, priceChange, cartErrors };
}
