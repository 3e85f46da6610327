import { apiRoute, readQuery } from "@/lib/server/route";
import { listOwnMeetings } from "@/lib/services/meetings";
import { z } from "zod";

/** `GET /api/collaborator/meetings?page&per_page&…` (EMPLOYEE): the meetings they attend. */
export const GET = apiRoute(async ({ request, actor }) => listOwnMeetings(actor, readQuery(request, z.record(z.string(), z.unknown()))));
