import type { MessageKey } from './intl';
import { formatMoney } from './money';
import type { Locale } from '@/types/models';

const REASONS = [
    'order_accrual',
    'order_spend',
    'order_cancelled',
    'order_accrual_reversed',
    'referral',
    'referral_reversed',
    'debt_settled',
] as const;

/** The message of a ledger line's reason; reasons this build does not know read as "Bonuses". */
export function reasonKey(reason: string): MessageKey {
    return (REASONS as readonly string[]).includes(reason)
        ? (`bonuses.reason.${reason}` as MessageKey)
        : 'bonuses.reason.other';
}

/** An earned or spent amount with its sign: "+14,80 ₴", "−30 ₴". */
export function signedMoney(amount: number, locale: Locale): string {
    return (amount < 0 ? '−' : '+') + formatMoney(Math.abs(amount), locale);
}

/** "380501234567" → "+380 50 123 45 67"; other numbers: "+" and the digits. */
export function displayPhone(digits: string): string {
    const m = /^(380)(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
    return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : `+${digits}`;
}
