import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { localizedRoute } from '@/lib/route';
import type { SharedProps } from '@/types/models';

interface Payment {
    ref: string;
    amount: number;
    merchant_trns: string | null;
    customer_trns: string | null;
    full_name: string | null;
    paid: boolean;
    cancelled: boolean;
}

/** The sandbox payment provider's hosted page (PAYMENT_DRIVER=sandbox): a test card, Pay or Decline. */
export default function SandboxPayment() {
    const { payment, locale } = usePage<SharedProps & { payment: Payment }>().props;
    const t = useT();
    const [busy, setBusy] = useState(false);
    const decide = (decision: 'pay' | 'decline') => {
        setBusy(true);
        router.post(
            localizedRoute('checkout.sandbox.complete', undefined, locale),
            { ref: payment.ref, decision },
            { onFinish: () => setBusy(false) },
        );
    };

    return (
        <section className="sandbox-pay card" aria-labelledby="sandbox-title">
            <p className="sandbox-pay__badge">{t('sandbox.badge')}</p>
            <h1 id="sandbox-title">{t('sandbox.title')}</h1>
            <dl className="totals">
                <div className="totals__row">
                    <dt>{t('sandbox.merchant')}</dt>
                    <dd>{payment.customer_trns}</dd>
                </div>
                {payment.full_name && (
                    <div className="totals__row">
                        <dt>{t('sandbox.payer')}</dt>
                        <dd>{payment.full_name}</dd>
                    </div>
                )}
                <div className="totals__row totals__row--total">
                    <dt>{t('sandbox.amount')}</dt>
                    <dd data-testid="sandbox-amount">{formatMoney(payment.amount, locale)}</dd>
                </div>
            </dl>
            {payment.paid ? (
                <p className="notice notice--ok">{t('sandbox.paid')}</p>
            ) : payment.cancelled ? (
                <p className="notice notice--error" data-testid="sandbox-cancelled">
                    {t('sandbox.cancelled')}
                </p>
            ) : (
                <>
                    <div className="sandbox-pay__card" aria-hidden="true">
                        <span>4147 4600 0000 0133</span>
                        <span>12/30 · 123</span>
                    </div>
                    <div className="sandbox-pay__actions">
                        <button
                            type="button"
                            className="button button--primary"
                            disabled={busy}
                            onClick={() => decide('pay')}
                            data-testid="sandbox-pay"
                        >
                            {t('sandbox.pay', { amount: formatMoney(payment.amount, locale) })}
                        </button>
                        <button
                            type="button"
                            className="button"
                            disabled={busy}
                            onClick={() => decide('decline')}
                            data-testid="sandbox-decline"
                        >
                            {t('sandbox.decline')}
                        </button>
                    </div>
                    <p className="muted">{t('sandbox.note')}</p>
                </>
            )}
        </section>
    );
}
