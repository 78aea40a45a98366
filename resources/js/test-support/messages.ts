import { loadMessages } from '@/lib/intl';

// The app loads a language's messages before a page renders (resolvePage); tests render components directly.
await Promise.all([loadMessages('uk'), loadMessages('en')]);
