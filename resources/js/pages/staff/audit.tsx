import { Link, router, usePage } from '@inertiajs/react';
import { useStaffRoute } from '@/staff/route';
import { AuditValue } from '@/components/staff/audit-value';
import { DataTable } from '@/components/staff/data-table';
import { formatShopTime } from '@/staff/format';
import { useLabel, useStaffT } from '@/staff/intl';
import { DateFilter, FilterForm, Pager, SelectFilter } from '@/components/staff/listing';
import type { AuditRow, StaffSharedProps } from '@/components/staff/types';
import type { AuditPage } from '@/types/generated';

/** The page's props come from PHP (App\Staff\Orders\AuditPage, php artisan shop:typescript). */
type Props = StaffSharedProps & AuditPage;

/** The audit trail for a manager: every staff action with who, when, what, before and after; newest first. */
export default function StaffAudit() {
    const route = useStaffRoute();
    const { entries, filters, kinds, staffMembers, hasMore, locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const go = (query: Record<string, string | number | null>) => router.get(route('audit', { _query: query }));

    return (
        <section>
            <h1>{t('audit.title')}</h1>
            <FilterForm onFilter={go}>
                <SelectFilter
                    label={t('audit.kind')}
                    name="kind"
                    value={filters.kind}
                    options={kinds.map((kind) => ({ value: kind, label: label('audit.kind', kind) }))}
                />
                <SelectFilter
                    label={t('audit.staff')}
                    name="staff"
                    value={filters.staff}
                    options={staffMembers.map((m) => ({ value: m.id, label: m.name }))}
                />
                <DateFilter label={t('audit.date')} name="date" value={filters.date} />
            </FilterForm>
            <DataTable<AuditRow>
                rows={entries}
                rowKey={(entry) => entry.id}
                empty={t('audit.empty')}
                columns={[
                    {
                        label: t('audit.when'),
                        cell: (entry) => formatShopTime(entry.at, locale, true, limits.timezone),
                    },
                    { label: t('audit.staff'), cell: (entry) => entry.by },
                    { label: t('audit.action'), cell: (entry) => label('action', entry.action) },
                    {
                        label: t('audit.subject'),
                        cell: (entry) =>
                            entry.order_number ? (
                                <Link href={route('orders.show', { order: entry.order_number })} className="staff-link">
                                    {entry.order_number}
                                </Link>
                            ) : (
                                `${entry.subject_type}${entry.subject_id ? ` #${entry.subject_id}` : ''}`
                            ),
                    },
                    { label: t('audit.before'), cell: (entry) => <AuditValue value={entry.before} /> },
                    { label: t('audit.after'), cell: (entry) => <AuditValue value={entry.after} /> },
                ]}
            />
            <Pager page={filters.page} hasMore={hasMore} onPage={(page) => go({ ...filters, page })} />
        </section>
    );
}
