import { useEffect, useState } from 'react';
import { useJson } from '@/hooks/use-json';
import { localizedRoute } from '@/lib/route';
import type { Locale } from '@/types/models';

/** How long typing must pause before the server is asked for streets. */
export const STREET_DEBOUNCE_MS = 300;

/**
 * Street names for what the customer typed, from our server (GET checkout.streets, which asks the shop's geocoder: its
 * key never reaches the browser), after a pause in typing; none below `minChars` characters or when switched off.
 */
export function useStreetSuggestions(typed: string, locale: Locale, enabled: boolean, minChars = 3): string[] {
    const [streets, setStreets] = useState<{ typed: string; names: string[] }>({ typed: '', names: [] });
    const send = useJson();
    const query = typed.trim();
    const active = enabled && query.length >= minChars;
    useEffect(() => {
        if (!active) return;
        const controller = new AbortController();
        const timer = window.setTimeout(() => {
            void send<{ data: { streets: string[]; available: boolean } }>(
                'get',
                localizedRoute('checkout.streets', { q: query }, locale),
                undefined,
                { signal: controller.signal },
            ).then((result) => {
                const names = result.ok ? result.data.data?.streets : undefined;
                if (Array.isArray(names)) setStreets({ typed: query, names });
            });
        }, STREET_DEBOUNCE_MS);
        return () => {
            window.clearTimeout(timer);
            controller.abort();
        };
    }, [active, query, locale, send]);
    // A name equal to what is typed is no suggestion.
    return active ? streets.names.filter((name) => name !== query) : [];
}
