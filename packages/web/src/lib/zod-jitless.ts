/**
 * Imported first by the entry (main.tsx), before any module that builds a zod schema: zod decides
 * at each object schema's construction whether to compile it to code, and its probe for that
 * (`new Function`) is a reported violation of the page's Content-Security-Policy. The setting is
 * written where zod reads it (its global config object), so the entry need not load zod itself;
 * schema-language.ts says the same through zod's API once zod is there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
