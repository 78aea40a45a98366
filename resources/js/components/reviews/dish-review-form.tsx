import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/ui/form-footer';
import { useJson } from '@/hooks/use-json';
import { useT } from '@/lib/intl';
import { localizedRoute } from '@/lib/route';
import { describeServerError } from '@/lib/server-error';
import type { Locale, OrderReviews as OrderReviewsData, ReviewableDish } from '@/types/models';
import { reviewSchema, type ReviewForm } from './review-schema';

/** One dish's review form (stars and a text, checked by the rules the server applies); a chunk of its own with
 *  react-hook-form and zod, loaded by OrderReviews only when a dish is waiting for its review. */
export function DishReviewForm({
    dish,
    reference,
    locale,
    maxText,
    onSent,
}: {
    dish: ReviewableDish;
    reference: string;
    locale: Locale;
    maxText: number;
    onSent: (data: OrderReviewsData, name: string) => void;
}) {
    const t = useT();
    const send = useJson();
    const form = useForm<ReviewForm>({
        resolver: zodResolver(
            reviewSchema(maxText, {
                rating: t('reviews.ratingRequired'),
                text: t('reviews.textTooLong', { max: maxText }),
            }),
        ),
        defaultValues: { rating: 0, body: '' },
    });
    const { errors, isSubmitting } = form.formState;
    const rating = useWatch({ control: form.control, name: 'rating' });
    const body = useWatch({ control: form.control, name: 'body' });
    const id = `review-${dish.product_id}`;

    const submit = form.handleSubmit(async (values) => {
        form.clearErrors();
        const result = await send<{ data: OrderReviewsData }>(
            'post',
            localizedRoute('orders.reviews.store', { order: reference }, locale),
            {
                product_id: dish.product_id,
                rating: values.rating,
                body: values.body.trim() === '' ? null : values.body,
            },
        );
        if (result.ok) {
            onSent(result.data.data, dish.name);
            return;
        }
        const error = describeServerError(result, t);
        if (error.fields.rating) form.setError('rating', { message: error.fields.rating });
        if (error.fields.body) form.setError('body', { message: error.fields.body });
        if (!error.fields.rating && !error.fields.body) form.setError('root.server', { message: error.message });
    });

    return (
        <form className="form order-reviews__form" noValidate onSubmit={submit} data-testid="review-form">
            <fieldset className="order-reviews__stars-field">
                <legend className="order-reviews__name">{t('reviews.rating', { name: dish.name })}</legend>
                <div
                    className="order-reviews__stars-input"
                    role="radiogroup"
                    aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
                >
                    {[1, 2, 3, 4, 5].map((value) => (
                        <label key={value} className={`order-reviews__star${value <= rating ? ' is-on' : ''}`}>
                            <input
                                type="radio"
                                name={`${id}-rating`}
                                value={value}
                                checked={rating === value}
                                onChange={() =>
                                    form.setValue('rating', value, { shouldValidate: form.formState.isSubmitted })
                                }
                                className="visually-hidden"
                            />
                            <span aria-hidden="true">★</span>
                            <span className="visually-hidden">{t('reviews.star', { count: value })}</span>
                        </label>
                    ))}
                </div>
                {errors.rating?.message && (
                    <span id={`${id}-rating-error`} className="field__error" role="alert">
                        {errors.rating.message}
                    </span>
                )}
            </fieldset>
            <div className="field">
                <label className="field__label" htmlFor={`${id}-body`}>
                    {t('reviews.text')}
                </label>
                <textarea
                    id={`${id}-body`}
                    rows={3}
                    maxLength={maxText}
                    {...form.register('body')}
                    aria-describedby={`${id}-count`}
                    aria-invalid={errors.body ? true : undefined}
                />
                <span id={`${id}-count`} className="muted order-reviews__count">
                    {t('reviews.textHint', { used: body.length, max: maxText })}
                </span>
                {errors.body?.message && (
                    <span className="field__error" role="alert">
                        {errors.body.message}
                    </span>
                )}
            </div>
            <FormFooter
                error={errors.root?.server?.message}
                busy={isSubmitting}
                label={t('reviews.send')}
                busyLabel={t('reviews.sending')}
            />
        </form>
    );
}
