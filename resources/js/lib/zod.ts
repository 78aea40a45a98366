import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the content security policy forbids eval,
// and even zod's probe for it is reported as a violation.
z.config({ jitless: true });

export { z };
