import { Link, usePage } from '@inertiajs/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useStaffT } from '@/staff/intl';

// The staff form kit's page parts: cards, the page header, the save bar and the toast.

/** A card of a page; with onSubmit it is the form itself (its save button is an ActionBar inside). */
export function SectionCard({
    title,
    id,
    hint,
    onSubmit,
    children,
}: {
    title?: string;
    id?: string;
    hint?: string;
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
    children: ReactNode;
}) {
    const body = (
        <>
            {title && (
                <h2 id={id} className="staff-h2">
                    {title}
                </h2>
            )}
            {hint && <p className="staff-muted">{hint}</p>}
            {children}
        </>
    );
    const labelledBy = title ? id : undefined;
    return onSubmit ? (
        <form className="staff-card staff-form" aria-labelledby={labelledBy} onSubmit={onSubmit} noValidate>
            {body}
        </form>
    ) : (
        <section className="staff-card staff-form" aria-labelledby={labelledBy}>
            {body}
        </section>
    );
}

/** A page's title, its way back and its hint. */
export function PageHeader({
    title,
    back,
    hint,
    children,
}: {
    title: string;
    back?: { href: string; label: string };
    hint?: string;
    children?: ReactNode;
}) {
    return (
        <header className="staff-page-head">
            {back && (
                <Link className="staff-link staff-page-head__back" href={back.href}>
                    ← {back.label}
                </Link>
            )}
            <div className="staff-page-head__row">
                <h1>{title}</h1>
                {children}
            </div>
            {hint && <p className="staff-muted">{hint}</p>}
        </header>
    );
}

/** A form's submit button (busy while Inertia sends it), and whatever goes beside it. */
export function ActionBar({
    busy,
    label,
    children,
    danger,
}: {
    busy: boolean;
    label?: string;
    children?: ReactNode;
    danger?: boolean;
}) {
    const t = useStaffT();
    return (
        <div className="staff-actions">
            <button
                type="submit"
                className={`staff-button ${danger ? 'staff-button--danger' : ''}`}
                disabled={busy}
                aria-busy={busy || undefined}
            >
                {label ?? t('common.save')}
            </button>
            {children}
        </div>
    );
}

/** The flash toast of the last save (the server's Inertia::flash('toast', …)), read out by screen readers. */
export function StaffFlash() {
    const page = usePage();
    const toast = (page.flash as { toast?: { type: 'success' | 'error'; message: string } }).toast;
    // A toast goes after a few seconds; the next save brings its own (a new flash object).
    const [gone, setGone] = useState<object | null>(null);
    useEffect(() => {
        if (!toast) return;
        const timer = window.setTimeout(() => setGone(toast), 6000);
        return () => window.clearTimeout(timer);
    }, [toast]);
    const shown = toast && toast !== gone ? toast : undefined;
    return (
        <div aria-live="polite" role="status" className="staff-flash">
            {shown && (
                <p
                    className={`staff-toast ${shown.type === 'error' ? 'staff-toast--error' : ''}`}
                    data-testid="staff-flash"
                >
                    {shown.message}
                </p>
            )}
        </div>
    );
}
