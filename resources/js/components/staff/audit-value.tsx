import { usePage } from '@inertiajs/react';
import { formatMoney } from '@/staff/format';
import { useLabel } from '@/staff/intl';
import type { StaffSharedProps } from './types';

/** A before or after state of the audit trail, compactly: "status: Accepted, payment_status: Unpaid". */
export function AuditValue({ value }: { value: Record<string, unknown> | null }) {
    const label = useLabel();
    const { locale } = usePage<StaffSharedProps>().props;
    if (!value) return <span className="staff-muted">—</span>;
    const shown = Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '');
    if (shown.length === 0) return <span className="staff-muted">—</span>;
    return (
        <span>
            {shown
                .map(([key, v]) => {
                    const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
                    // An order's total is kept in kopiyky.
                    if (key === 'total' && typeof v === 'number') return `${key}: ${formatMoney(v, locale)}`;
                    if (key === 'status') return `${key}: ${label('status', text)}`;
                    if (key === 'payment_status') return `${key}: ${label('payment', text)}`;
                    if (key === 'cancellation_reason') return `${key}: ${label('reason', text)}`;
                    return `${key}: ${text}`;
                })
                .join(', ')}
        </span>
    );
}
