import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import type { Locale, TotalsRow } from '@/types/models';
import { TotalsList } from './totals-list';

afterEach(cleanup);

function rowsShown(rows: TotalsRow[], locale: Locale = 'en'): string[] {
    render(
        <IntlProvider locale={locale}>
            <TotalsList rows={rows} locale={locale} />
        </IntlProvider>,
    );
    return Array.from(screen.getByTestId('totals').children).map((row) => row.textContent ?? '');
}

describe('TotalsList', () => {
    it("shows the server's rows in their order, deductions as negative amounts", () => {
        const shown = rowsShown([
            { code: 'subtotal', amount: 65800 },
            { code: 'delivery', amount: 6000, free: false },
            { code: 'discount', amount: -6500, label: 'SUNRISE10' },
            { code: 'bonuses', amount: -3000 },
            { code: 'total', amount: 62300 },
        ]);

        expect(shown.map((s) => s.replace(/\s/g, ' '))).toEqual([
            'SubtotalUAH 658',
            'DeliveryUAH 60',
            'Promo code SUNRISE10-UAH 65',
            'Paid with bonuses-UAH 30',
            'TotalUAH 623',
        ]);
    });

    it('says free delivery instead of a zero fee', () => {
        expect(
            rowsShown(
                [
                    { code: 'subtotal', amount: 131600 },
                    { code: 'delivery', amount: 0, free: true },
                    { code: 'total', amount: 131600 },
                ],
                'uk',
            )[1],
        ).toBe('ДоставкаБезкоштовно');
    });
});
