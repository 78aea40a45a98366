import { usePage } from '@inertiajs/react';
import { useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';
import { useStaffRoute } from '@/staff/route';

/** An error of the staff area (403, 404, 419, 429, 5xx) in its own layout. */
export default function StaffError() {
    const route = useStaffRoute();
    const { status, staff } = usePage<StaffSharedProps & { status: number }>().props;
    const t = useStaffT();
    const text =
        status === 403
            ? t('error.403')
            : status === 404
              ? t('error.404')
              : status === 419
                ? t('error.419')
                : status === 429
                  ? t('error.429')
                  : t('error.other');
    return (
        <section className="staff-card staff-login">
            <h1>{t('error.title', { status })}</h1>
            <p>{text}</p>
            <a className="staff-button" href={route(staff ? 'board' : 'login')}>
                {t('error.home')}
            </a>
        </section>
    );
}
