import { apiRoute, readQuery } from "@/lib/server/route";
import { autocomplete } from "@/lib/services/autocomplete";
import { z } from "zod";

/** `GET /api/autocomplete?fields=profiles,users,…` (signed in; `users` ADMIN only). */
export const GET = apiRoute(async ({ request, actor }) => autocomplete(actor, readQuery(request, z.record(z.string(), z.unknown()))));
