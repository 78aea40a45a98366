import { formatMoney } from '@/lib/money';
import { formatShopTime } from '@/lib/shop-time';
import type { Locale } from '@/types/models';
import type { Ticket } from '@/components/staff/types';

export { formatMoney, formatShopTime };

/** Whole minutes from placing to now (the clock corrected by the server's). */
export function minutesSince(iso: string, now: number): number {
    return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60000));
}

/** The age class of a ticket: fresh, amber past the first threshold, red past the second. */
export function ageLevel(minutes: number, amber: number, red: number): 'fresh' | 'amber' | 'red' {
    if (minutes >= red) return 'red';
    if (minutes >= amber) return 'amber';
    return 'fresh';
}

export type AddressPart = 'entrance' | 'floor' | 'apartment';

/** "Street, house, entrance 2, floor 5, apt 12": each labelled part is worded by the caller (a translated message). */
export function addressLine(address: Ticket['address'], label: (part: AddressPart, value: string) => string): string {
    if (!address) return '';
    const parts: AddressPart[] = ['entrance', 'floor', 'apartment'];
    return [
        [address.street, address.house].filter(Boolean).join(', '),
        ...parts.map((part) => (address[part] ? label(part, address[part]) : null)),
    ]
        .filter(Boolean)
        .join(', ');
}

/** +380 50 123 45 67 from 380501234567 (other lengths as they are, with a plus). */
export function formatPhone(digits: string): string {
    const m = /^380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
    return m ? `+380 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `+${digits}`;
}

/** Date and time in the shop's timezone (the shared limits.timezone), or a dash. */
export function dateTime(iso: string | null, locale: Locale, timeZone: string): string {
    return iso ? formatShopTime(iso, locale, true, timeZone) : '—';
}
