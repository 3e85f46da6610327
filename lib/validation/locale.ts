import ptBR from "zod/v4/locales/pt-BR.js";
import { z } from "./zod";

// zod's own messages (wrong type, a repeated query key arriving as an array) in Brazilian
// Portuguese; the schemas' custom messages (spec §5) take precedence over these. Imported by
// its own path: `z.locales` would put every one of zod's ~45 languages in each client bundle.
z.config(ptBR());
