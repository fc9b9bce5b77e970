import * as z from "zod/mini";

// The one door to zod (an ESLint rule keeps it so).
// - `z` is zod/mini (≈ 1/3 of classic zod in the browser): every schema in domain/ is written with it,
//   so the form in the browser and the server parse with the same object (docs/decisions/031).
// - `serverZ` is classic zod's chaining API for server-only schemas (server/config.ts); browser code
//   never imports it, so no page downloads it.
// Our CSP has no 'unsafe-eval': zod's JIT probe runs `new Function`, which the browser blocks and
// logs as a console error (Lighthouse best practices). The setting is global to both.
z.config({ jitless: true });

export { z };
export { z as serverZ } from "zod";
