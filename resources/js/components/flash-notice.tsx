import { usePage } from '@inertiajs/react';
import { useT } from '@/lib/intl';

/** What a one-time notice of the storefront says (the page's flash `notice`, set by the visit that led here). */
const NOTICES = { accountDeleted: 'privacy.deleted' } as const;

/**
 * The one-time notice the previous step left for this page (router.flash, e.g. "Your account has been deleted" on the
 * home page after the deletion): read out by screen readers, gone on the next visit (Inertia keeps no flash in history).
 */
export function FlashNotice() {
    const { flash } = usePage();
    const t = useT();
    const notice = flash.notice;
    return (
        <div aria-live="polite" className="flash-notice">
            {notice && notice in NOTICES && (
                <p className="notice notice--ok" role="status" data-testid="flash-notice">
                    {t(NOTICES[notice])}
                </p>
            )}
        </div>
    );
}
