import { useStaffRoute } from '@/staff/route';
import { DataTable } from '@/components/staff/data-table';
import { SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';

/** The figures' courier section (App\Staff\Couriers\CourierFigures). */
export interface CourierFiguresData {
    couriers: { courier: string; deliveries: number; average_minutes: number | null }[];
    regions: { region: string; deliveries: number; average_minutes: number | null }[];
}

/** Deliveries per courier and the delivery time (picked up → delivered) per courier and per region, with their CSV. */
export function CourierFigures({ data, from, to }: { data: CourierFiguresData; from: string; to: string }) {
    const route = useStaffRoute();
    const t = useStaffT();
    const minutes = (value: number | null) => (value === null ? '—' : t('reports.minutes', { minutes: value }));

    return (
        <SectionCard title={t('reports.couriers')} id="reports-couriers">
            <DataTable
                rows={data.couriers}
                rowKey={(row) => row.courier}
                empty={t('reports.noData')}
                columns={[
                    { label: t('courier.label'), cell: (row) => row.courier },
                    { label: t('reports.deliveries'), num: true, cell: (row) => row.deliveries },
                    { label: t('reports.deliveryTime'), num: true, cell: (row) => minutes(row.average_minutes) },
                ]}
            />
            <DataTable
                rows={data.regions}
                rowKey={(row) => row.region}
                columns={[
                    { label: t('reports.region'), cell: (row) => row.region },
                    { label: t('reports.deliveries'), num: true, cell: (row) => row.deliveries },
                    { label: t('reports.deliveryTime'), num: true, cell: (row) => minutes(row.average_minutes) },
                ]}
            />
            <a
                className="staff-button staff-button--ghost"
                href={route('reports.couriers-csv', { _query: { from, to } })}
                download
            >
                {t('reports.couriersCsv')}
            </a>
        </SectionCard>
    );
}
