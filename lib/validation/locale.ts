import { z } from "zod";

// zod's own messages (wrong type, a repeated query key arriving as an array) in Brazilian
// Portuguese; the schemas' custom messages (spec §5) take precedence over these.
z.config(z.locales.ptBR());
