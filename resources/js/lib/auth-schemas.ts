import { z } from './zod';
import { API_DATE, latestBirthday, parseStrict } from './dates';
import { phoneDigits } from './auth-api';

export const PHONE_MAX_DIGITS = 15;
export const OTP_LENGTH = 4;
export const NAME_MAX = 100;

/** Plus sign allowed, up to 15 digits; spaces, dashes and brackets are only formatting. Mirrors the server's rule. */
export const phoneSchema = z.object({
    phone: z
        .string()
        .trim()
        .regex(/^\+?[\d\s\-()]*$/, 'auth.phone.invalid')
        .refine((value) => {
            const digits = phoneDigits(value).length;
            return digits >= 9 && digits <= PHONE_MAX_DIGITS;
        }, 'auth.phone.invalid'),
});
export type PhoneForm = z.infer<typeof phoneSchema>;

export const codeSchema = (length: number = OTP_LENGTH) =>
    z.object({ code: z.string().regex(new RegExp(`^\\d{${length}}$`), 'auth.code.length') });

const personName = z
    .string()
    .trim()
    .min(1, 'profile.required')
    .max(NAME_MAX, 'profile.tooLong')
    .regex(/^[^<>{}[\]\\/@#$%^*=+|~`"]+$/u, 'profile.invalidName');

/** The profile form (authProfile modal and the account's profile page). Mirrors UpdateProfileRequest. */
export const profileSchema = (today = new Date()) =>
    z.object({
        name: personName,
        surname: personName,
        birthday: z
            .string()
            .nullable()
            .refine((value) => value === null || parseStrict(value, API_DATE) !== null, 'profile.birthdayInvalid')
            .refine((value) => value === null || value <= latestBirthday(parseStrict(today.toISOString().slice(0, 10), API_DATE)!).format(API_DATE), 'profile.tooYoung'),
    });
export type ProfileForm = z.infer<ReturnType<typeof profileSchema>>;
