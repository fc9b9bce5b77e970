import { z } from "zod";

// Our CSP has no 'unsafe-eval': zod's JIT probe runs `new Function`, which the browser blocks and
// logs as a console error (Lighthouse best practices). Import z from here, never from "zod".
z.config({ jitless: true });

export { z };
