import * as z from "./zod-api";

// No `new Function` fast path: in the browser zod would probe for it, and the strict CSP
// (decision 0030) reports that probe as a violation even though zod catches it. Every
// schema module imports z from here so this runs before the first schema is built. Listed in
// package.json's sideEffects: else a bundler may hand out zod-api's namespace and skip this line.
z.config({ jitless: true });

export { z };
