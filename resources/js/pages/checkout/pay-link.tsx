import { Head, usePage } from '@inertiajs/react';
import { useForm } from '@inertiajs/react/forms';
import type { FormEvent } from 'react';
import { OrderCard } from '@/components/checkout/order-card';
import { useT } from '@/lib/intl';
import type { OrderDetails, SharedProps } from '@/types/models';

type PayLinkState = 'payable' | 'difference' | 'paid' | 'cancelled' | 'expired' | 'offline';

interface Props extends SharedProps {
    order: OrderDetails;
    state: PayLinkState;
    payUrl: string;
    trackingUrl: string;
    failed: boolean | null;
}

/**
 * The payment link of an order taken by phone (texted to the customer): the order, and Pay while it can be paid; the
 * server starts the card payment and sends the browser to the provider's page. A paid, cancelled or expired order says so.
 */
export default function PayLink() {
    const { order, state, payUrl, trackingUrl, failed, locale } = usePage<Props>().props;
    const t = useT();
    const form = useForm({});
    const pay = (event: FormEvent) => {
        event.preventDefault();
        form.post(payUrl);
    };

    return (
        <section className="status-page status-page--order">
            <Head>
                <meta name="robots" content="noindex" />
            </Head>
            <h1>{t('payLink.title', { number: order.number })}</h1>
            <p role="status" data-testid="pay-link-state" data-state={state}>
                {t(`payLink.${state}`)}
            </p>
            {failed && (
                <p className="notice notice--error" role="alert">
                    {t('checkout.failed')}
                </p>
            )}
            <OrderCard order={order} locale={locale} />
            {state === 'payable' || state === 'difference' ? (
                <form onSubmit={pay} className="card pay-options">
                    <button
                        type="submit"
                        className="button button--primary button--block"
                        disabled={form.processing}
                        aria-busy={form.processing || undefined}
                        data-testid="pay-link-pay"
                    >
                        {t('payLink.pay')}
                    </button>
                </form>
            ) : (
                <a href={trackingUrl} className="button button--primary">
                    {t('payLink.track')}
                </a>
            )}
        </section>
    );
}
