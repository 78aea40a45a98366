// Writes public/build/build-id.json: the id of this front-end build, polled by the browser to notice a new deploy.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const manifest = readFileSync('public/build/manifest.json');
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
writeFileSync('public/build/build-id.json', JSON.stringify({ id, builtAt: new Date().toISOString() }) + '\n');
console.log(`build id ${id}`);
