import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/intl';
import type { Locale, OrderReviews as OrderReviewsData, ReviewableDish } from '@/types/models';

// The form (react-hook-form and zod) loads only when a dish is waiting for its review: most visits of an order's page
// (before delivery, or once every dish is rated) never need it.
const DishReviewForm = lazy(() => import('./dish-review-form').then((m) => ({ default: m.DishReviewForm })));

interface Props {
    /** The order's number (its customer's pages) or its token (a page reached by the order's link). */
    reference: string;
    locale: Locale;
    initial: OrderReviewsData;
}

/**
 * Rate each dish of a delivered order once: 1–5 stars and an optional text. Self-contained (it posts to the
 * storefront's orders.reviews.store and keeps the answer), so the account's order page and a tracking page mount it alike.
 */
export function OrderReviews({ reference, locale, initial }: Props) {
    const t = useT();
    const [data, setData] = useState(initial);
    const [thanks, setThanks] = useState<string | null>(null);
    const sent = (answer: OrderReviewsData, name: string) => {
        setData(answer);
        setThanks(t('reviews.sent', { name }));
    };

    return (
        <section className="card order-reviews" aria-labelledby="order-reviews-title" data-testid="order-reviews">
            <h2 id="order-reviews-title">{t('reviews.title')}</h2>
            <div aria-live="polite">
                {thanks && (
                    <p className="notice notice--ok" role="status">
                        {thanks}
                    </p>
                )}
            </div>
            {!data.reviewable ? (
                <p className="muted">{t('reviews.notYet')}</p>
            ) : data.dishes.length === 0 ? (
                <p className="muted">{t('reviews.none')}</p>
            ) : (
                <>
                    <p className="muted">{t('reviews.intro')}</p>
                    <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
                        <ul className="order-reviews__list">
                            {data.dishes.map((dish) => (
                                <li key={dish.product_id} className="order-reviews__dish">
                                    {dish.review ? (
                                        <WrittenReview dish={dish} />
                                    ) : (
                                        <DishReviewForm
                                            dish={dish}
                                            reference={reference}
                                            locale={locale}
                                            maxText={data.max_text}
                                            onSent={sent}
                                        />
                                    )}
                                </li>
                            ))}
                        </ul>
                    </Suspense>
                </>
            )}
        </section>
    );
}

function WrittenReview({ dish }: { dish: ReviewableDish }) {
    const t = useT();
    if (!dish.review) return null;
    return (
        <div data-testid="review-written">
            <h3 className="order-reviews__name">{dish.name}</h3>
            <p>
                <span aria-hidden="true" className="order-reviews__stars">
                    {'★'.repeat(dish.review.rating) + '☆'.repeat(5 - dish.review.rating)}
                </span>{' '}
                {t('reviews.yours', { rating: dish.review.rating })} ·{' '}
                <span className="muted">{t(`reviews.status.${dish.review.status}`)}</span>
            </p>
            {dish.review.body && <p className="order-reviews__body">{dish.review.body}</p>}
        </div>
    );
}
