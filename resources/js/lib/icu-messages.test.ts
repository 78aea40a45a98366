import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { icuMessages } from '../../../scripts/icu-messages';

// Runs the plugin's transform the way the bundler does; this.error throws, as Rolldown's does.
function transform(code: string, id: string): string | null {
    const plugin = icuMessages() as Plugin & {
        transform: (this: unknown, code: string, id: string) => { code: string } | null;
    };
    const context = {
        error: (message: string) => {
            throw new Error(message);
        },
    };
    return plugin.transform.call(context, code, id)?.code ?? null;
}

function compiled(code: string | null): Record<string, unknown> {
    expect(code).toMatch(/^export default /);
    return JSON.parse(code!.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
}

describe('the ICU messages plugin', () => {
    it('turns a dictionary imported with ?icu into syntax trees', () => {
        const messages = compiled(
            transform(
                JSON.stringify({ hello: 'Hello', pieces: '{count, plural, one {# piece} other {# pieces}}' }),
                '/app/lang/en.json?icu',
            ),
        );
        expect(messages.hello).toEqual([{ type: TYPE.literal, value: 'Hello' }]);
        expect(messages.pieces).toMatchObject([{ type: TYPE.plural, value: 'count', options: { one: {}, other: {} } }]);
    });

    it('fails the build on a message that does not parse, naming the file and the key', () => {
        expect(() =>
            transform(JSON.stringify({ 'cart.count': '{count, plural, one {# item}' }), '/app/lang/uk.json?icu'),
        ).toThrow(/uk\.json\?icu: "cart\.count" is not a valid ICU message/);
    });

    it('fails the build on a value that is not a string', () => {
        expect(() => transform(JSON.stringify({ nested: { a: 'b' } }), '/app/lang/uk.json?icu')).toThrow(
            /"nested" is not a string/,
        );
    });

    it('leaves plain JSON imports alone', () => {
        expect(transform('{"a":"{"}', '/app/lang/uk.json')).toBeNull();
        expect(transform('{"a":"b"}', '/app/ziggy.json')).toBeNull();
    });
});
