import { apiRoute, queryOf } from "@/lib/server/route";
import { autocomplete } from "@/lib/services/autocomplete";

/** `GET /api/autocomplete?fields=profiles,users,…` (signed in; `users` ADMIN only). */
export const GET = apiRoute(async ({ request, actor }) => autocomplete(actor, queryOf(request)));
