import { z } from '@/lib/zod';

/** One dish's review as App\Shop\Reviews\OrderReviews::rules() takes it: a rating 1–5, an optional text of at most maxText. */
export function reviewSchema(maxText: number, messages: { rating: string; text: string }) {
    return z.object({
        rating: z.number({ message: messages.rating }).int().min(1, messages.rating).max(5, messages.rating),
        body: z.string().max(maxText, messages.text),
    });
}

export type ReviewForm = z.infer<ReturnType<typeof reviewSchema>>;
