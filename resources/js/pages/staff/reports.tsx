import { router, usePage } from '@inertiajs/react';
import { lazy, Suspense, type FormEvent } from 'react';
import { useStaffRoute } from '@/staff/route';
import { DataTable } from '@/components/staff/data-table';
import { CourierFigures, type CourierFiguresData } from '@/components/staff/courier-figures';
import { SectionCard } from '@/components/staff/page-parts';
import { formatMoney } from '@/staff/format';
import { useLabel, useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';
import { TipsTable, type TipFigures } from '@/components/staff/tips-table';
import { useHydrated } from '@/hooks/use-hydrated';

// The chart library loads with this page only (its own chunk), in the browser only.
const HourChart = lazy(() => import('@/components/staff/hour-chart'));

interface Figures {
    from: string;
    to: string;
    orders: number;
    revenue: number;
    refunded: number;
    average: number;
    cancelled: number;
    reasons: { reason: string | null; count: number }[];
    perHour: number[];
    byType: Partial<Record<'delivery' | 'pickup', number>>;
    top: { product_id: number | null; name: string; quantity: number; amount: number }[];
    tips: TipFigures;
}

interface Props extends StaffSharedProps {
    figures: Figures;
    problem: string | null;
    maxDays: number;
    today: string;
    couriers?: CourierFiguresData;
}

/** The day's figures (or a range's): orders, revenue, average ticket, cancellations and why, orders per hour, top dishes, CSV. */
export default function StaffReports() {
    const route = useStaffRoute();
    const { figures, problem, locale, today, couriers } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const browser = useHydrated();

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => {
            const value = form.get(name);
            return typeof value === 'string' ? value : '';
        };
        router.get(route('reports', { _query: { from: text('from'), to: text('to') } }));
    };

    const tiles: [string, string][] = [
        [t('reports.orders'), String(figures.orders)],
        [t('reports.revenue'), formatMoney(figures.revenue, locale)],
        [t('reports.average'), formatMoney(figures.average, locale)],
        [t('reports.cancelled'), String(figures.cancelled)],
        [t('reports.refunded'), formatMoney(figures.refunded, locale)],
    ];

    return (
        <section>
            <h1>{t('reports.title')}</h1>
            <form className="staff-toolbar" onSubmit={submit}>
                <label className="staff-field">
                    {t('reports.from')}
                    <input type="date" name="from" defaultValue={figures.from} max={today} required />
                </label>
                <label className="staff-field">
                    {t('reports.to')}
                    <input type="date" name="to" defaultValue={figures.to} max={today} required />
                </label>
                <button type="submit" className="staff-button">
                    {t('common.show')}
                </button>
                <a className="staff-button staff-button--ghost" href={route('reports')}>
                    {t('reports.today')}
                </a>
                <a
                    className="staff-button staff-button--ghost"
                    href={route('reports.csv', { _query: { from: figures.from, to: figures.to } })}
                    download
                >
                    {t('reports.csv')}
                </a>
            </form>
            {problem && <p className="staff-notice staff-notice--error">{problem}</p>}
            <div className="staff-figures">
                {tiles.map(([name, value]) => (
                    <p key={name} className="staff-figure">
                        <span className="staff-muted">{name}</span>
                        <span className="staff-figure__value">{value}</span>
                    </p>
                ))}
            </div>
            <p className="staff-muted">
                {t('reports.byType', { delivery: figures.byType.delivery ?? 0, pickup: figures.byType.pickup ?? 0 })}
            </p>
            <div className="staff-grid">
                <SectionCard title={t('reports.perHour')} id="reports-hours">
                    {browser ? (
                        <Suspense fallback={<p className="staff-muted">{t('reports.chartLoading')}</p>}>
                            <HourChart
                                perHour={figures.perHour}
                                label={t('reports.count')}
                                hourLabel={t('reports.hour')}
                            />
                        </Suspense>
                    ) : (
                        <p className="staff-muted">{t('reports.chartLoading')}</p>
                    )}
                    <details>
                        <summary>{t('reports.perHour')}</summary>
                        <div className="staff-scroll" tabIndex={0}>
                            <table className="staff-table">
                                <thead>
                                    <tr>
                                        <th scope="col">{t('reports.hour')}</th>
                                        <th scope="col" className="num">
                                            {t('reports.count')}
                                        </th>
                                    </tr>
                                </thead>
                                <tbody>
                                    {figures.perHour.map((count, hour) =>
                                        count > 0 ? (
                                            <tr key={hour}>
                                                <td>{String(hour).padStart(2, '0')}:00</td>
                                                <td className="num">{count}</td>
                                            </tr>
                                        ) : null,
                                    )}
                                </tbody>
                            </table>
                        </div>
                    </details>
                </SectionCard>
                <SectionCard title={t('reports.top')} id="reports-top">
                    <DataTable
                        rows={figures.top}
                        rowKey={(row) => row.product_id ?? row.name}
                        empty={t('reports.noData')}
                        columns={[
                            { label: t('reports.top'), cell: (row) => row.name },
                            { label: t('reports.quantity'), num: true, cell: (row) => row.quantity },
                            { label: t('reports.amount'), num: true, cell: (row) => formatMoney(row.amount, locale) },
                        ]}
                    />
                </SectionCard>
                {/* Four columns: two of the grid's where there is room for them. */}
                <div className="staff-wide">
                    <TipsTable tips={figures.tips} locale={locale} />
                </div>
                {couriers && <CourierFigures data={couriers} from={figures.from} to={figures.to} />}
                <SectionCard title={t('reports.reasons')} id="reports-reasons">
                    {figures.reasons.length === 0 ? (
                        <p className="staff-muted">—</p>
                    ) : (
                        <ul className="staff-history">
                            {figures.reasons.map((r) => (
                                <li key={r.reason ?? 'none'}>
                                    {label('reason', r.reason ?? 'other')}: <strong>{r.count}</strong>
                                </li>
                            ))}
                        </ul>
                    )}
                </SectionCard>
            </div>
        </section>
    );
}
