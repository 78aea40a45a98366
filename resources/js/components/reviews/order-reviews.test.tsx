import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import { routeInertiaHttpThroughFetch } from '@/test/fetch-http-client';
import type { Locale, OrderReviews as OrderReviewsData } from '@/types/models';
import { OrderReviews } from './order-reviews';
import { reviewSchema } from './review-schema';

routeInertiaHttpThroughFetch();
afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
});

const open: OrderReviewsData = {
    reviewable: true,
    max_text: 20,
    dishes: [{ product_id: 7, name: 'Maki Set', review: null }],
};

/** Press Send inside an async act, so the validation and the answer's callbacks have run when it resolves. */
function send(): Promise<void> {
    return act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Send the review' }));
        await Promise.resolve();
    });
}

/** Render the section; with a dish to rate, wait for its form (a chunk loaded on demand). */
async function show(initial: OrderReviewsData, locale: Locale = 'en') {
    render(
        <IntlProvider locale={locale}>
            <OrderReviews reference="SR-10042" locale={locale} initial={initial} />
        </IntlProvider>,
    );
    if (initial.reviewable && initial.dishes.some((dish) => dish.review === null)) {
        await screen.findAllByTestId('review-form');
    }
}

describe('the review schema', () => {
    it('takes 1 to 5 stars and a text of at most the configured length', () => {
        const schema = reviewSchema(5, { rating: 'rating', text: 'text' });
        expect(schema.safeParse({ rating: 5, body: '12345' }).success).toBe(true);
        expect(schema.safeParse({ rating: 0, body: '' }).error?.issues[0]?.message).toBe('rating');
        expect(schema.safeParse({ rating: 6, body: '' }).success).toBe(false);
        expect(schema.safeParse({ rating: 3, body: '123456' }).error?.issues[0]?.message).toBe('text');
    });
});

describe('rating the dishes of an order', () => {
    it('says the dishes can be rated once the order is delivered', async () => {
        await show({ ...open, reviewable: false });
        expect(screen.getByText('You can rate the dishes once the order has been delivered.')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Send the review' })).toBeNull();
    });

    it('asks for the stars before sending anything', async () => {
        const fetch = vi.spyOn(globalThis, 'fetch');
        await show(open);
        await send();
        expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
        expect(fetch).not.toHaveBeenCalled();
    });

    it('sends the stars and the text, then shows the review waiting for moderation', async () => {
        const answer: OrderReviewsData = {
            ...open,
            dishes: [{ ...open.dishes[0]!, review: { rating: 4, body: 'Fresh', status: 'new' } }],
        };
        const fetch = vi
            .spyOn(globalThis, 'fetch')
            .mockResolvedValue(new Response(JSON.stringify({ data: answer }), { status: 201 }));
        await show(open);
        fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
        fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: 'Fresh' } });
        await send();

        await waitFor(() => expect(screen.getByText('Thank you! Your review of Maki Set is sent.')).toBeTruthy());
        const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
        expect(url).toBe('/en/orders/SR-10042/reviews');
        expect(JSON.parse(init.body as string)).toEqual({ product_id: 7, rating: 4, body: 'Fresh' });
        expect(screen.getByTestId('review-written').textContent).toContain('waiting for moderation');
    });

    it("puts the server's refusal under the form", async () => {
        vi.spyOn(globalThis, 'fetch').mockResolvedValue(
            new Response(
                JSON.stringify({
                    message: 'x',
                    errors: { product_id: ['You have already rated “Maki Set” in this order.'] },
                }),
                { status: 422 },
            ),
        );
        await show(open, 'en');
        fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
        await send();
        expect(await screen.findByText('You have already rated “Maki Set” in this order.')).toBeTruthy();
    });
});
