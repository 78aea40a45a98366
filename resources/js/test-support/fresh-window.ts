import { clearCookies } from './cookies';

// The files of vitest.config.ts's shared project run one after another in one window: each starts with no cookies,
// empty storage and an empty body.
clearCookies();
localStorage.clear();
sessionStorage.clear();
document.body.replaceChildren();
