import type { ShopLimits } from '@/types/models';

export type PhoneLimits = Pick<
    ShopLimits,
    'phone_min_digits' | 'phone_max_digits' | 'phone_country_code' | 'phone_national_digits'
>;

/**
 * A phone as the shop keeps it: E.164 digits (country code first, no plus), or null when the value is not a phone.
 * The same rule as the server's App\Shop\Customers\PhoneNumber: spaces, dots, dashes and brackets are formatting;
 * "+" or "00" starts an international number; a national number (a leading 0) takes the configured country code.
 */
export function normalisePhone(value: string, limits: PhoneLimits): string | null {
    const typed = value.trim();
    if (typed.length > 32 || !/^\+?[0-9][0-9\s().-]*$/.test(typed)) return null;
    let digits = typed.replace(/\D/g, '');
    if (!typed.startsWith('+')) {
        if (digits.startsWith('00')) {
            digits = digits.slice(2);
        } else if (digits.startsWith('0')) {
            if (digits.length !== limits.phone_national_digits) return null;
            digits = limits.phone_country_code.replace(/\D/g, '') + digits.slice(1);
        }
    }
    if (digits.length < limits.phone_min_digits || digits.length > limits.phone_max_digits || digits.startsWith('0'))
        return null;
    return digits;
}
