import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { OrderCard } from '@/components/checkout/order-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useJson } from '@/hooks/use-json';
import { toMinor } from '@/lib/amounts';
import { useT } from '@/lib/intl';
import { localizedRoute } from '@/lib/route';
import { describeServerError } from '@/lib/server-error';
import type { OrderDetails, SharedProps } from '@/types/models';
import { PAYMENT_TYPE } from '@/lib/payment-types';

/** The card payment did not go through: pay again, or pay in cash (or by card to the courier) instead. */
export default function PaymentFailure() {
    const { order, locale } = usePage<SharedProps & { order: OrderDetails | null }>().props;
    const t = useT();
    const send = useJson();
    // A refusal shows the server's reason; a lost connection or a server failure the page's own retry hint.
    const failureText = (result: {
        status: number;
        message: string;
        errors: Record<string, string[]>;
        retryAfter: number | null;
    }) => (result.status === 0 || result.status >= 500 ? t('checkout.failed') : describeServerError(result, t).message);
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const [changeFrom, setChangeFrom] = useState('');

    const payAgain = async () => {
        setBusy(true);
        setError(null);
        const result = await send<{ data: { redirect_url: string } }>(
            'post',
            localizedRoute('checkout.pay-again', undefined, locale),
        );
        if (result.ok) {
            window.location.assign(result.data.data.redirect_url);
            return;
        }
        setBusy(false);
        setError(failureText(result));
    };

    const payOffline = async (paymentType: typeof PAYMENT_TYPE.cash | typeof PAYMENT_TYPE.cardCourier) => {
        setBusy(true);
        setError(null);
        const body = { payment_type: paymentType, change_from: paymentType === 'cash' ? toMinor(changeFrom) : null };
        const result = await send<{ data: { redirect_url: string } }>(
            'post',
            localizedRoute('checkout.pay-offline', undefined, locale),
            body,
        );
        if (result.ok) {
            router.visit(result.data.data.redirect_url);
            return;
        }
        setBusy(false);
        setError(failureText(result));
    };

    return (
        <section className="status-page status-page--order">
            <h1>{t('paymentFailure.title')}</h1>
            {order?.status !== 'cancelled' && <p>{t('paymentFailure.text')}</p>}
            {order && <OrderCard order={order} locale={locale} />}
            {error && (
                <p className="notice notice--error" role="alert">
                    {error}
                </p>
            )}
            {order?.payable ? (
                <div className="card pay-options">
                    <button
                        type="button"
                        className="button button--primary button--block"
                        disabled={busy}
                        onClick={payAgain}
                        data-testid="pay-again"
                    >
                        {t('paymentFailure.payAgain')}
                    </button>
                    <label className="field">
                        <span className="field__label">{t('checkout.changeFrom')}</span>
                        <input
                            inputMode="decimal"
                            value={changeFrom}
                            placeholder={t('checkout.noChange')}
                            onChange={(e) => setChangeFrom(e.target.value)}
                        />
                    </label>
                    <button
                        type="button"
                        className="button button--block"
                        disabled={busy}
                        onClick={() => payOffline(PAYMENT_TYPE.cash)}
                        data-testid="pay-cash"
                    >
                        {t('paymentFailure.payCash')}
                    </button>
                    {order.order_type === 'delivery' && (
                        <button
                            type="button"
                            className="button button--block"
                            disabled={busy}
                            onClick={() => payOffline(PAYMENT_TYPE.cardCourier)}
                        >
                            {t('paymentFailure.payCourier')}
                        </button>
                    )}
                </div>
            ) : (
                <LocalizedLink to="checkout" className="button button--primary">
                    {t('paymentFailure.action')}
                </LocalizedLink>
            )}
        </section>
    );
}
