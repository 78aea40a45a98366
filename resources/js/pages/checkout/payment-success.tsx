import { usePage, usePoll } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { OrderCard } from '@/components/checkout/order-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import type { OrderDetails, SharedProps } from '@/types/models';

const CONFIRMING_RELOAD_MS = 5000;
const CONFIRMING_ATTEMPTS = 12;

/** Back from the payment page: the order, paid, or still being confirmed with the provider (then asked again shortly). */
export default function PaymentSuccess() {
    const { order, locale } = usePage<SharedProps & { order: OrderDetails | null }>().props;
    const t = useT();
    const confirming = order !== null && order.payment_status === 'pending' && order.status !== 'cancelled';
    const attempts = useRef(0);

    // While the payment is being confirmed, Inertia's poll asks for the order again, a bounded number of times.
    const { start, stop } = usePoll(
        CONFIRMING_RELOAD_MS,
        {
            only: ['order'],
            onFinish: () => {
                attempts.current += 1;
                if (attempts.current >= CONFIRMING_ATTEMPTS) stop();
            },
        },
        { autoStart: false },
    );
    useEffect(() => {
        if (!confirming || attempts.current >= CONFIRMING_ATTEMPTS) return;
        start();
        return stop;
    }, [confirming, start, stop]);

    return (
        <section className="status-page status-page--order">
            <h1>{t('paymentSuccess.title')}</h1>
            {order?.status !== 'cancelled' && (
                <p role="status">
                    {order?.payment_status === 'paid' ? t('paymentSuccess.paid') : t('paymentSuccess.text')}
                </p>
            )}
            {order && <OrderCard order={order} locale={locale} />}
            <LocalizedLink to="home" className="button button--primary">
                {t('paymentSuccess.action')}
            </LocalizedLink>
        </section>
    );
}
