import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { Locale, TotalsRow } from '@/types/models';

/** An ordered totals list (subtotal, delivery or free delivery, discount, bonuses, tip, total) as the server computed it. */
export function TotalsList({ rows, locale }: { rows: TotalsRow[]; locale: Locale }) {
    const t = useT();
    const label = (row: TotalsRow) => {
        switch (row.code) {
            case 'subtotal':
                return t('totals.subtotal');
            case 'delivery':
                return t('totals.delivery');
            case 'discount':
                return row.label ? t('totals.discountCode', { code: row.label }) : t('totals.discount');
            case 'bonuses':
                return t('totals.bonuses');
            case 'tip':
                return row.label ? t('totals.tipPercent', { percent: row.label }) : t('totals.tip');
            default:
                return t('totals.total');
        }
    };
    return (
        <dl className="totals" data-testid="totals">
            {rows.map((row) => (
                <div key={row.code} className={`totals__row totals__row--${row.code}`}>
                    <dt>{label(row)}</dt>
                    <dd>{row.code === 'delivery' && row.free ? t('totals.free') : formatMoney(row.amount, locale)}</dd>
                </div>
            ))}
        </dl>
    );
}
