import { Link, router, usePage } from '@inertiajs/react';
import { useForm } from '@inertiajs/react/forms';
import { useStaffRoute } from '@/staff/route';
import { formatShopTime } from '@/staff/format';
import { dynamicKey, useStaffT } from '@/staff/intl';
import { Pager } from '@/components/staff/listing';
import type { StaffSharedProps } from '@/components/staff/types';
import type { ReviewRow, ReviewsPage } from '@/types/generated';

/** The page's props come from PHP (App\Staff\Reviews\ReviewsPage, php artisan shop:typescript). */
type Props = StaffSharedProps & ReviewsPage;
type ReviewStatus = ReviewRow['status'];

const STATUSES: ReviewStatus[] = ['new', 'published', 'hidden'];

/** The queue of customers' reviews: new ones first; an operator or a manager publishes or hides each (PATCH, back with a message). */
export default function StaffReviews() {
    const route = useStaffRoute();
    const { rows, filters, hasMore, counts, flash } = usePage<Props>().props;
    const t = useStaffT();

    return (
        <section>
            <h1>{t('reviews.title')}</h1>
            <p className="staff-muted">{t('reviews.hint')}</p>
            <nav className="staff-toolbar" aria-label={t('reviews.status')}>
                {STATUSES.map((status) => (
                    <Link
                        key={status}
                        href={route('reviews.index', { _query: { status } })}
                        className={`staff-button${filters.status === status ? '' : ' staff-button--ghost'}`}
                        aria-current={filters.status === status ? 'page' : undefined}
                    >
                        {t(dynamicKey('reviews.status', status))}
                    </Link>
                ))}
                <span className="staff-muted" data-testid="reviews-new-count">
                    {t('reviews.newCount', { count: counts.new })}
                </span>
            </nav>
            <div aria-live="polite">
                {flash.success && <p className="staff-notice staff-notice--ok">{flash.success}</p>}
            </div>
            {rows.length === 0 ? (
                <p className="staff-muted">{t('reviews.empty')}</p>
            ) : (
                <ul className="staff-reviews">
                    {rows.map((row) => (
                        <ReviewCard key={row.id} row={row} />
                    ))}
                </ul>
            )}
            <Pager
                page={filters.page}
                hasMore={hasMore}
                onPage={(page) => router.get(route('reviews.index', { _query: { status: filters.status, page } }))}
            />
        </section>
    );
}

/** The two answers to a review: publish it (shown on the product) or hide it; a review offers those it is not in. */
const MODERATIONS = [
    { status: 'published', className: 'staff-button--ok', text: 'reviews.publish', label: 'reviews.publishOf' },
    { status: 'hidden', className: 'staff-button--ghost', text: 'reviews.hide', label: 'reviews.hideOf' },
] as const;

function ReviewCard({ row }: { row: ReviewRow }) {
    const route = useStaffRoute();
    const { locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const form = useForm<{ status: 'published' | 'hidden' }>({ status: 'published' });
    const moderate = (status: 'published' | 'hidden') => {
        form.transform(() => ({ status }));
        form.patch(route('reviews.update', { review: row.id }), { preserveScroll: true });
    };

    return (
        <li className="staff-card staff-review" data-testid="staff-review">
            <div className="staff-review__head">
                <strong>{row.product.name}</strong>
                <span className="staff-review__stars" aria-label={t('reviews.rating', { rating: row.rating })}>
                    {'★'.repeat(row.rating) + '☆'.repeat(5 - row.rating)}
                </span>
                <span
                    className={`staff-badge${row.status === 'published' ? ' staff-badge--ok' : row.status === 'hidden' ? ' staff-badge--bad' : ' staff-badge--warn'}`}
                >
                    {t(dynamicKey('reviews.badge', row.status))}
                </span>
            </div>
            <p className="staff-review__body">
                {row.body || <span className="staff-muted">{t('reviews.noText')}</span>}
            </p>
            <p className="staff-muted">
                {t('reviews.byAuthor', { author: row.author, order: row.order ?? '—' })} ·{' '}
                {formatShopTime(row.created_at, locale, true, limits.timezone)} · {row.locale}
            </p>
            {form.errors.status && <p className="staff-field-error">{form.errors.status}</p>}
            <div className="staff-toolbar">
                {MODERATIONS.filter((m) => m.status !== row.status).map((m) => (
                    <button
                        key={m.status}
                        type="button"
                        className={`staff-button ${m.className}`}
                        disabled={form.processing}
                        aria-label={t(m.label, { product: row.product.name, author: row.author })}
                        onClick={() => moderate(m.status)}
                    >
                        {t(m.text)}
                    </button>
                ))}
            </div>
        </li>
    );
}
