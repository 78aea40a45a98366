import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Form = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];
const valid: Resolver<Form> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
    it('loads the rules at the first check and answers with them', async () => {
        const load = vi.fn(() => Promise.resolve(valid));
        const resolver = lazyResolver(load);
        expect(load).not.toHaveBeenCalled();
        expect(await resolver({ name: 'Olena' }, undefined, options)).toEqual({
            values: { name: 'Olena' },
            errors: {},
        });
    });

    it('loads the rules once for a preload and any number of checks', async () => {
        const load = vi.fn(() => Promise.resolve(valid));
        const resolver = lazyResolver(load);
        await resolver.preload();
        await Promise.all([resolver({ name: 'a' }, undefined, options), resolver({ name: 'b' }, undefined, options)]);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('tries the load again at the next check after it failed', async () => {
        const load = vi
            .fn<() => Promise<Resolver<Form>>>()
            .mockRejectedValueOnce(new TypeError('Failed to fetch'))
            .mockResolvedValue(valid);
        const resolver = lazyResolver(load);
        await expect(resolver.preload()).rejects.toThrow('Failed to fetch');
        expect(await resolver({ name: 'Olena' }, undefined, options)).toMatchObject({ errors: {} });
        expect(load).toHaveBeenCalledTimes(2);
    });
});
