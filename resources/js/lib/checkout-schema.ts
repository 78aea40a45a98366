import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ShopLimits } from '@/types/models';
import { toMinor } from './amounts';
import { normalisePhone, type PhoneLimits } from './phone';
import { z } from './zod';

export type CheckoutLimits = PhoneLimits & Pick<ShopLimits, 'max_persons' | 'text_max' | 'tip_percents' | 'tip_max'>;

const amountText = z
    .string()
    .trim()
    .refine(
        (v) => v === '' || (/^\d+([.,]\d{1,2})?$/.test(v) && Number(v.replace(',', '.')) <= 1_000_000),
        'checkout.errors.amount',
    );

/**
 * The checkout form as the page keeps it (strings for inputs, hryvnias for typed amounts). Mirrors the
 * server's CheckoutRules with the limits it sends (the shared `limits` prop): the server checks again and its
 * 422 messages land on the same fields.
 */
export const checkoutSchema = (limits: CheckoutLimits) => {
    const text = (field: keyof CheckoutLimits['text_max']) =>
        z.string().trim().max(limits.text_max[field], 'checkout.errors.tooLong');
    return z
        .object({
            order_type: z.enum(['delivery', 'pickup'], { message: 'checkout.errors.orderType' }),
            region_id: z.string(),
            street: text('street'),
            house: text('house'),
            entrance: text('entrance'),
            floor: text('floor'),
            apartment: text('apartment'),
            courier_comment: text('courier_comment'),
            // A pin placed on the map when the server could not find the house ('' when none).
            lat: z.string(),
            lng: z.string(),
            restaurant_id: z.string(),
            when: z.enum(['asap', 'scheduled']),
            date: z.string(),
            slot: z.string(),
            name: z
                .string()
                .trim()
                .min(1, 'checkout.errors.required')
                .max(limits.text_max.name, 'checkout.errors.tooLong'),
            phone: z
                .string()
                .trim()
                .refine((v) => normalisePhone(v, limits) !== null, 'checkout.errors.phone'),
            persons: z
                .number({ message: 'checkout.errors.persons' })
                .int('checkout.errors.persons')
                .min(1, 'checkout.errors.persons')
                .max(limits.max_persons, 'checkout.errors.persons'),
            comment: text('comment'),
            payment_type: z.string().min(1, 'checkout.errors.paymentType'),
            change_from: amountText,
            promo_code: text('promo_code'),
            bonuses: amountText,
            // '' (no tip), one of the configured percents, or 'amount' (the amount typed in tip_amount).
            tip_percent: z
                .string()
                .refine(
                    (v) => v === '' || v === 'amount' || limits.tip_percents.includes(Number(v)),
                    'checkout.errors.amount',
                ),
            tip_amount: amountText.refine((v) => (toMinor(v) ?? 0) <= limits.tip_max, 'checkout.errors.tipAmount'),
        })
        .superRefine((form, ctx) => {
            const required = (path: keyof typeof form) => {
                if (String(form[path]).trim() === '')
                    ctx.addIssue({ code: 'custom', path: [path], message: 'checkout.errors.required' });
            };
            if (form.order_type === 'delivery') {
                required('region_id');
                required('street');
                required('house');
            } else {
                required('restaurant_id');
            }
            if (form.when === 'scheduled') required('slot');
        });
};

export type CheckoutForm = z.infer<ReturnType<typeof checkoutSchema>>;

/** The checkout form's react-hook-form resolver: the schema's messages are message keys, shown in the page's language. */
export function checkoutResolver(limits: CheckoutLimits): Resolver<CheckoutForm> {
    return zodResolver(checkoutSchema(limits));
}
