/*
 * zod compiles a fast parser for each object schema with `new Function`, after probing whether
 * it may. Our CSP allows no eval, so the probe fails (caught) but the browser still reports a
 * CSP violation (Lighthouse's best practices list it). zod reads its settings from
 * `globalThis.__zod_globalConfig` (shared by every copy of zod); `jitless` set there before any
 * schema exists turns the probe off. Not through `z.config()`: importing zod here would pull its
 * core into the entry chunk (+4 kB) that keeps zod out. zod-in-browser.test.ts holds the effect.
 * The server keeps the compiled parsers.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
