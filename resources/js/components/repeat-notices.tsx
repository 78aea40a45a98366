import type { RepeatOutcome } from '@/hooks/use-repeat-order';

/** What repeating an order did: added lines, and one line per dish that is gone, stopped or repriced (a live region). */
export function RepeatNotices({ outcome, number }: { outcome: RepeatOutcome | null; number?: string }) {
    const shown = outcome !== null && (number === undefined || outcome.number === number) ? outcome : null;
    return (
        <div aria-live="polite" className="repeat-notices">
            {shown && (
                <div
                    className={`notice${shown.error ? ' notice--error' : ''}`}
                    role="status"
                    data-testid="repeat-notices"
                >
                    <ul className="notice__list">
                        {shown.lines.map((line, i) => (
                            <li key={i}>{line}</li>
                        ))}
                    </ul>
                </div>
            )}
        </div>
    );
}
