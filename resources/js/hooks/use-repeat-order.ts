import { useCallback, useState } from 'react';
import { useJson } from '@/hooks/use-json';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { localizedRoute } from '@/lib/route';
import { describeServerError } from '@/lib/server-error';
import { useStores } from '@/stores';
import type { Locale, RepeatedOrder } from '@/types/models';

export interface RepeatOutcome {
    /** The order whose repeat this is. */
    number: string;
    /** One line per dish that changed, and a summary (what was added), or the error. */
    lines: string[];
    error: boolean;
}

/**
 * Repeat an order of the account: the server prices its lines with the cart check (account.orders.repeat), the lines
 * still on sale go into the cart at today's prices, and each dish that is gone, stopped, whose extras or price changed
 * is named. The cart drawer opens when something was added.
 */
export function useRepeatOrder(locale: Locale) {
    const { cart, overlays } = useStores();
    const send = useJson();
    const t = useT();
    const [busy, setBusy] = useState<string | null>(null);
    const [outcome, setOutcome] = useState<RepeatOutcome | null>(null);

    const repeat = useCallback(
        async (number: string) => {
            setBusy(number);
            const result = await send<{ data: RepeatedOrder }>(
                'post',
                localizedRoute('account.orders.repeat', { order: number }, locale),
                {},
            );
            setBusy(null);
            if (!result.ok) {
                const error = describeServerError(result, t);
                setOutcome({
                    number,
                    lines: [result.status === 0 || result.status >= 500 ? t('order.reorderFailed') : error.message],
                    error: true,
                });
                return;
            }
            const { lines, notices } = result.data.data;
            let added = 0;
            lines.forEach((line) => {
                if (
                    cart.add({
                        id: line.id,
                        quantity: line.quantity,
                        currentPrice: line.currentPrice,
                        modifiers: line.modifiers,
                    })
                )
                    added += line.quantity;
            });
            const messages = notices.map((n) => {
                if (n.kind === 'price_changed')
                    return t('order.repeat.priceChanged', {
                        name: n.name,
                        was: formatMoney(n.was ?? 0, locale),
                        now: formatMoney(n.now ?? 0, locale),
                    });
                if (n.kind === 'gone') return t('order.repeat.gone', { name: n.name });
                if (n.kind === 'stopped') return t('order.repeat.stopped', { name: n.name });
                return t('order.repeat.modifiers', { name: n.name });
            });
            setOutcome({
                number,
                lines: [...(added > 0 ? [t('order.reorderAdded', { count: added })] : []), ...messages],
                error: added === 0,
            });
            if (added > 0) overlays.open('cart');
        },
        [cart, overlays, send, t, locale],
    );

    return { repeat, busy, outcome };
}
