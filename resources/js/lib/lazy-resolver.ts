import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => Promise<Resolver<T>> };

/**
 * A react-hook-form resolver whose rules (zod and the schema) are a chunk of their own, loaded once: by `preload`
 * (after the page is up) or at the first check, which waits for it. The page's first load carries no validation code.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
    let loading: Promise<Resolver<T>> | null = null;
    const preload = () => {
        loading ??= load().catch((error: unknown) => {
            // A failed load (a network blip) is tried again at the next check.
            loading = null;
            throw error;
        });
        return loading;
    };
    const resolver: Resolver<T> = async (values, context, options) => (await preload())(values, context, options);
    return Object.assign(resolver, { preload });
}
