import type { PageModule } from './pages';

/** The staff area's pages, one lazy chunk each: listed here, not in the app's entry, which every storefront page loads. */
export const staffPages = import.meta.glob<PageModule>(['../pages/staff/**/*.tsx', '!../pages/staff/**/*.test.tsx']);
