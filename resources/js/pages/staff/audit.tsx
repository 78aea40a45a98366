import { Link, router, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { staffUrl } from '@/components/staff/api';
import { AuditValue } from '@/components/staff/audit-value';
import { formatShopTime } from '@/components/staff/format';
import { useLabel, useStaffT } from '@/components/staff/intl';
import type { AuditEntry, StaffSharedProps } from '@/components/staff/types';
import { withStaffLayout } from '@/layouts/staff-layout';

interface Props extends StaffSharedProps {
    filters: { kind: string | null; staff: number | null; date: string | null; page: number };
    kinds: string[];
    staffMembers: { id: number; name: string }[];
    hasMore: boolean;
    entries: AuditEntry[];
}

/** The audit trail for a manager: every staff action with who, when, what, before and after; newest first. */
export default function StaffAudit() {
    const { entries, filters, kinds, staffMembers, hasMore, urls, locale } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const go = (query: Record<string, string | number | null>) => router.get(staffUrl(urls, 'audit', undefined, query));

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        go({ kind: String(form.get('kind') ?? ''), staff: String(form.get('staff') ?? ''), date: String(form.get('date') ?? '') });
    };

    return (
        <section>
            <h1>{t('audit.title')}</h1>
            <form className="staff-toolbar" onSubmit={submit}>
                <label className="staff-field">
                    {t('audit.kind')}
                    <select name="kind" defaultValue={filters.kind ?? ''}>
                        <option value="">{t('common.all')}</option>
                        {kinds.map((kind) => (
                            <option key={kind} value={kind}>
                                {label('audit.kind', kind)}
                            </option>
                        ))}
                    </select>
                </label>
                <label className="staff-field">
                    {t('audit.staff')}
                    <select name="staff" defaultValue={filters.staff ?? ''}>
                        <option value="">{t('common.all')}</option>
                        {staffMembers.map((m) => (
                            <option key={m.id} value={m.id}>
                                {m.name}
                            </option>
                        ))}
                    </select>
                </label>
                <label className="staff-field">
                    {t('audit.date')}
                    <input type="date" name="date" defaultValue={filters.date ?? ''} />
                </label>
                <button type="submit" className="staff-button">
                    {t('common.show')}
                </button>
            </form>
            {entries.length === 0 ? (
                <p className="staff-muted">{t('audit.empty')}</p>
            ) : (
                <table className="staff-table">
                    <thead>
                        <tr>
                            <th scope="col">{t('audit.when')}</th>
                            <th scope="col">{t('audit.staff')}</th>
                            <th scope="col">{t('audit.action')}</th>
                            <th scope="col">{t('audit.subject')}</th>
                            <th scope="col">{t('audit.before')}</th>
                            <th scope="col">{t('audit.after')}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {entries.map((entry) => (
                            <tr key={entry.id}>
                                <td>{formatShopTime(entry.at, locale, true)}</td>
                                <td>{entry.by}</td>
                                <td>{label('action', entry.action)}</td>
                                <td>
                                    {entry.order_number ? (
                                        <Link href={staffUrl(urls, 'order', entry.order_number)} className="staff-link">
                                            {entry.order_number}
                                        </Link>
                                    ) : (
                                        `${entry.subject_type}${entry.subject_id ? ` #${entry.subject_id}` : ''}`
                                    )}
                                </td>
                                <td>
                                    <AuditValue value={entry.before} />
                                </td>
                                <td>
                                    <AuditValue value={entry.after} />
                                </td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
            <div className="staff-toolbar staff-gap">
                {filters.page > 1 && (
                    <button type="button" className="staff-button staff-button--ghost" onClick={() => go({ ...filters, page: filters.page - 1 })}>
                        {t('common.previous')}
                    </button>
                )}
                {hasMore && (
                    <button type="button" className="staff-button staff-button--ghost" onClick={() => go({ ...filters, page: filters.page + 1 })}>
                        {t('common.next')}
                    </button>
                )}
            </div>
        </section>
    );
}

StaffAudit.layout = withStaffLayout('audit');
