import { useT } from '@/lib/intl';
import type { FiscalReceiptLink } from '@/types/models';

/** The order's e-receipts (docs/fiscal.md): a link per receipt issued, a sale or a return, the sandbox's marked test. */
export function ReceiptLinks({ receipts }: { receipts: FiscalReceiptLink[] | undefined }) {
    const t = useT();
    if (!receipts || receipts.length === 0) return null;
    return (
        <ul className="order-receipts" data-testid="order-receipts">
            {receipts.map((receipt, i) => (
                <li key={`${receipt.url}-${i}`}>
                    <a
                        className="link"
                        href={receipt.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid="e-receipt-link"
                    >
                        {t(receipt.kind === 'return' ? 'receipt.return' : 'receipt.sell', {
                            number: receipt.number ?? '',
                        })}
                    </a>
                    {!receipt.fiscal && <span className="muted"> · {t('receipt.sandbox')}</span>}
                </li>
            ))}
        </ul>
    );
}
