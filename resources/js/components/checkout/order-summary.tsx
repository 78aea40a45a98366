import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { CartItem } from '@/stores/cart-store';
import type { CheckoutQuote, Locale } from '@/types/models';
import { TotalsList } from './totals-list';
import { isOnlinePayment } from '@/lib/payment-types';

interface Props {
    items: CartItem[];
    /** The newest quote received (dimmed while the quote of changed inputs is on its way). */
    quote: CheckoutQuote | null;
    /** The quote of the current inputs is on its way: the order cannot be placed yet. */
    pending: boolean;
    /** The quote of the current inputs could not be had. */
    failed: boolean;
    onRetry: () => void;
    /** What stands in the way of the order as a whole (the minimum order, a refusal of the last attempt). */
    problems: string[];
    /** The quote of these inputs refuses the order as a whole (below the minimum order…): the button waits. */
    blocking: boolean;
    /** A dish's name as last seen (while the quote has none for the line). */
    nameOf: (id: number) => string | null;
    /** A line's own problem (a dish not available at the chosen kitchen…), by the line's index: shown next to the dish. */
    lineProblems: Record<number, string[]>;
    onRemove: (index: number) => void;
    priceChange: string | null;
    formError: string | null;
    submitting: boolean;
    paymentType: string;
    locale: Locale;
}

/**
 * The order: lines, the server's totals, what stands in the way, and the button that places it at the total shown. A
 * line the chosen kitchen cannot make says so under the dish, once, with a way to remove it; it is out of the total
 * (the server's quote leaves it out) and the button waits until it is removed or another kitchen is chosen. What
 * stands in the way of the whole order (below the minimum) is said just above the button, which waits too.
 */
export function OrderSummary({
    items,
    quote,
    pending,
    failed,
    onRetry,
    problems,
    blocking,
    nameOf,
    lineProblems,
    onRemove,
    priceChange,
    formError,
    submitting,
    paymentType,
    locale,
}: Props) {
    const t = useT();
    const line = (index: number) => quote?.lines.find((l) => l.index === index);
    const blocked = blocking || Object.keys(lineProblems).length > 0;
    return (
        <section
            className="card checkout__section checkout-summary"
            aria-labelledby="checkout-summary"
            aria-busy={pending}
        >
            <h2 id="checkout-summary">{t('checkout.summary')}</h2>
            <ul className="order-lines">
                {items.map((item, index) => {
                    const own = lineProblems[index];
                    const name = line(index)?.name ?? nameOf(item.id);
                    const total = formatMoney(line(index)?.line_total ?? 0, locale);
                    return (
                        <li
                            key={`${item.id}-${index}`}
                            className={`order-lines__item ${own ? 'order-lines__item--blocked' : ''}`}
                            data-testid={own ? 'line-blocked' : undefined}
                        >
                            <span className="order-lines__name">
                                {name || <span className="skeleton skeleton--text" />} × {item.quantity}
                            </span>
                            <span>{own ? <del>{total}</del> : total}</span>
                            {own && (
                                <p className="order-lines__problem" role="alert" data-testid="line-problem">
                                    {own.join(' ')}{' '}
                                    <button
                                        type="button"
                                        className="link-button"
                                        onClick={() => onRemove(index)}
                                        data-testid="line-remove"
                                    >
                                        {t('checkout.removeLine', { name: name ?? '' })}
                                    </button>
                                </p>
                            )}
                        </li>
                    );
                })}
            </ul>
            {quote ? (
                <TotalsList rows={quote.totals} locale={locale} />
            ) : (
                <p className="skeleton skeleton--text" aria-busy="true" />
            )}
            {failed && (
                <p className="notice notice--error">
                    {t('checkout.quoteFailed')}{' '}
                    <button type="button" className="link-button" onClick={onRetry}>
                        {t('checkout.retryQuote')}
                    </button>
                </p>
            )}
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
            {problems.length > 0 && (
                <div
                    className="notice notice--error"
                    role="alert"
                    id="checkout-problems"
                    data-testid="checkout-problems"
                >
                    <ul className="notice__list">
                        {problems.map((p) => (
                            <li key={p}>{p}</li>
                        ))}
                    </ul>
                </div>
            )}
            <PlaceOrderButton
                total={quote?.total}
                pending={pending}
                ready={!pending && !failed && quote !== null && !blocked}
                submitting={submitting}
                paymentType={paymentType}
                locale={locale}
                describedBy={problems.length > 0 ? 'checkout-problems' : undefined}
            />
        </section>
    );
}

interface ButtonProps {
    total: number | undefined;
    pending: boolean;
    ready: boolean;
    submitting: boolean;
    paymentType: string;
    locale: Locale;
    /** What keeps the button from placing the order, said next to it. */
    describedBy?: string;
}

/** Pay / Place the order with the total of the latest quote; busy (disabled) while the quote of changed inputs is on its way. */
function PlaceOrderButton({ total, pending, ready, submitting, paymentType, locale, describedBy }: ButtonProps) {
    const t = useT();
    const busy = pending || submitting;
    const label = submitting
        ? t('checkout.placing')
        : total !== undefined
          ? t(isOnlinePayment(paymentType) ? 'checkout.placeAndPay' : 'checkout.place', {
                total: formatMoney(total, locale),
            })
          : pending
            ? t('common.loading')
            : t('checkout.title');
    return (
        <button
            type="submit"
            className="button button--primary button--block place-order"
            disabled={busy || !ready}
            aria-busy={busy}
            aria-describedby={describedBy}
            data-testid="place-order"
        >
            {label}
        </button>
    );
}
