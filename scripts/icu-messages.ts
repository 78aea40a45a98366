import { parse } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SUFFIX = '.json?icu';
const PARSER = '@formatjs/icu-messageformat-parser';
const self = fileURLToPath(import.meta.url);

/**
 * `import messages from './lang/uk.json?icu'`: a dictionary of ICU messages as syntax trees, parsed at build time, so
 * the bundle formats them with formatjs's parser-less build (every other import of the parser resolves to it). A
 * message that does not parse fails the build; the file's name is the language its skeletons are read in.
 */
export function icuMessages(): Plugin {
    const noParser = join(dirname(createRequire(self).resolve(PARSER)), 'no-parser.js');
    return {
        name: 'sunrise:icu-messages',
        enforce: 'pre',
        resolveId(source, importer) {
            return source === PARSER && importer !== self ? noParser : null;
        },
        transform(code, id) {
            if (!id.endsWith(SUFFIX)) return null;
            const locale = new Intl.Locale(basename(id, SUFFIX));
            const compiled: Record<string, unknown> = {};
            for (const [key, message] of Object.entries(JSON.parse(code) as Record<string, unknown>)) {
                if (typeof message !== 'string') this.error(`${id}: "${key}" is not a string`);
                try {
                    compiled[key] = parse(message, { locale });
                } catch (error) {
                    this.error(
                        `${id}: "${key}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`,
                    );
                }
            }
            return { code: `export default ${JSON.stringify(compiled)};`, map: null };
        },
    };
}
