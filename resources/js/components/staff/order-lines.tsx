import type { TicketLine } from './types';

/** An order's lines with their modifiers, as the kitchen reads them ("2× Philadelphia", "+ Ginger ×2"). */
export function OrderLines({
    lines,
    className,
    qtyClassName,
    modsClassName,
}: {
    lines: TicketLine[];
    className?: string;
    qtyClassName?: string;
    modsClassName?: string;
}) {
    return (
        <ul className={className}>
            {lines.map((line) => (
                <li key={line.id}>
                    <span className={qtyClassName}>{line.quantity}×</span> {line.name}
                    {line.modifiers.length > 0 && (
                        <ul className={modsClassName}>
                            {line.modifiers.map((m, i) => (
                                <li key={i}>
                                    + {m.name}
                                    {m.quantity > 1 ? ` ×${m.quantity}` : ''}
                                </li>
                            ))}
                        </ul>
                    )}
                </li>
            ))}
        </ul>
    );
}
