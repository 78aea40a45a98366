import { DataTable } from '@/components/staff/data-table';
import { SectionCard } from '@/components/staff/page-parts';
import { formatMoney } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { Locale } from '@/types/models';

export interface TipFigures {
    total: number;
    rows: { date: string; restaurant: string; amount: number; orders: number }[];
}

/** The tips of a range of days, per day and restaurant (orders not cancelled nor refunded in full). */
export function TipsTable({ tips, locale }: { tips: TipFigures; locale: Locale }) {
    const t = useStaffT();
    return (
        <SectionCard title={t('reports.tips', { amount: formatMoney(tips.total, locale) })} id="reports-tips">
            <DataTable
                rows={tips.rows}
                rowKey={(row) => `${row.date}|${row.restaurant}`}
                empty={t('reports.noData')}
                columns={[
                    { label: t('reports.day'), cell: (row) => row.date },
                    { label: t('reports.restaurant'), cell: (row) => row.restaurant },
                    { label: t('reports.tippedOrders'), num: true, cell: (row) => row.orders },
                    { label: t('reports.amount'), num: true, cell: (row) => formatMoney(row.amount, locale) },
                ]}
            />
        </SectionCard>
    );
}
