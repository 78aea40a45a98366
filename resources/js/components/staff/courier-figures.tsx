import { staffUrl } from '@/components/staff/api';
import { DataTable } from '@/components/staff/data-table';
import { SectionCard } from '@/components/staff/form-kit';
import { useStaffT } from '@/components/staff/intl';

/** The figures' courier section (App\Staff\Couriers\CourierFigures). */
export interface CourierFiguresData {
    couriers: { courier: string; deliveries: number; average_minutes: number | null }[];
    regions: { region: string; deliveries: number; average_minutes: number | null }[];
}

/** Deliveries per courier and the delivery time (picked up → delivered) per courier and per region, with their CSV. */
export function CourierFigures({
    data,
    urls,
    from,
    to,
}: {
    data: CourierFiguresData;
    urls: Record<string, string>;
    from: string;
    to: string;
}) {
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
                href={staffUrl(urls, 'reportsCouriersCsv', undefined, { from, to })}
                download
            >
                {t('reports.couriersCsv')}
            </a>
        </SectionCard>
    );
}
