import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ShopLimits } from '@/types/models';
import { z } from './zod';
import { API_DATE, latestBirthday, parseStrict } from './dates';
import { normalisePhone, type PhoneLimits } from './phone';

/** A phone in any usual spelling (plus sign, spaces, dashes, brackets; a national 0) within the server's limits. */
export const phoneSchema = (limits: PhoneLimits) =>
    z.object({
        phone: z
            .string()
            .trim()
            .refine((value) => normalisePhone(value, limits) !== null, 'auth.phone.invalid'),
    });
export type PhoneForm = z.infer<ReturnType<typeof phoneSchema>>;

/** Exactly the configured number of code digits (limits.otp_length). */
export const codeSchema = (length: number) =>
    z.object({ code: z.string().regex(new RegExp(`^\\d{${length}}$`), 'auth.code.length') });

const personName = (max: number) =>
    z
        .string()
        .trim()
        .min(1, 'profile.required')
        .max(max, 'profile.tooLong')
        .regex(/^[^<>{}[\]\\/@#$%^*=+|~`"]+$/u, 'profile.invalidName');

/** The profile form (authProfile modal and the account's profile page). Mirrors UpdateProfileRequest. */
export const profileSchema = (limits: Pick<ShopLimits, 'name_max' | 'min_age'>, today = new Date()) =>
    z.object({
        name: personName(limits.name_max),
        surname: personName(limits.name_max),
        birthday: z
            .string()
            .nullable()
            .refine((value) => value === null || parseStrict(value, API_DATE) !== null, 'profile.birthdayInvalid')
            .refine(
                (value) =>
                    value === null ||
                    value <=
                        latestBirthday(limits.min_age, parseStrict(today.toISOString().slice(0, 10), API_DATE)!).format(
                            API_DATE,
                        ),
                'profile.tooYoung',
            ),
    });
export type ProfileForm = z.infer<ReturnType<typeof profileSchema>>;

/** The profile form's resolver; the account's profile page loads it with this module on demand (lazyResolver). */
export function profileResolver(limits: Pick<ShopLimits, 'name_max' | 'min_age'>): Resolver<ProfileForm> {
    return zodResolver(profileSchema(limits));
}
