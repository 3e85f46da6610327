import { z } from "zod";
import { apiRoute, readJson } from "@/lib/server/route";
import { getFinancePolicies, updateFinancePolicies } from "@/lib/services/finance/policies";

/** The approval policies (ADMIN): `GET` answers the whole document, `PUT` replaces it. */
export const GET = apiRoute(async ({ actor }) => getFinancePolicies(actor));

export const PUT = apiRoute(async ({ request, actor }) =>
  updateFinancePolicies(actor, await readJson(request, z.unknown())),
);
