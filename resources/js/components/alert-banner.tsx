import { usePage } from '@inertiajs/react';

/** alert_message from important-update-date, shown above the header. */
export function AlertBanner() {
    const { alerts } = usePage().props;
    if (!alerts?.message) return null;
    return (
        <div className="alert-banner" role="status">
            <div className="container">{alerts.message}</div>
        </div>
    );
}
