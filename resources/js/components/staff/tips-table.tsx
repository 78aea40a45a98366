import { formatMoney } from '@/components/staff/format';
import { useStaffT } from '@/components/staff/intl';
import type { Locale } from '@/types/models';

export interface TipFigures {
    total: number;
    rows: { date: string; restaurant: string; amount: number; orders: number }[];
}

/** The tips of a range of days, per day and restaurant (orders not cancelled nor refunded in full). */
export function TipsTable({ tips, locale }: { tips: TipFigures; locale: Locale }) {
    const t = useStaffT();
    return (
        <section className="staff-card" aria-labelledby="reports-tips">
            <h2 id="reports-tips" className="staff-h2">
                {t('reports.tips', { amount: formatMoney(tips.total, locale) })}
            </h2>
            {tips.rows.length === 0 ? (
                <p className="staff-muted">{t('reports.noData')}</p>
            ) : (
                <table className="staff-table" data-testid="tips-table">
                    <thead>
                        <tr>
                            <th scope="col">{t('reports.day')}</th>
                            <th scope="col">{t('reports.restaurant')}</th>
                            <th scope="col" className="num">
                                {t('reports.tippedOrders')}
                            </th>
                            <th scope="col" className="num">
                                {t('reports.amount')}
                            </th>
                        </tr>
                    </thead>
                    <tbody>
                        {tips.rows.map((row) => (
                            <tr key={`${row.date}|${row.restaurant}`}>
                                <td>{row.date}</td>
                                <td>{row.restaurant}</td>
                                <td className="num">{row.orders}</td>
                                <td className="num">{formatMoney(row.amount, locale)}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
        </section>
    );
}
