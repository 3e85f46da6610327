import "server-only";
import { z } from "zod";
import { apiRoute, parseId, readJson } from "@/lib/server/route";
import { listAttempts, quizAttemptsOf, submitAttempt } from "@/lib/services/content";

type Id = { id: string };

/**
 * A quiz lesson's attempts: `…/lesson-collaborator/{id}/attempts` (EMPLOYEE: send one, list
 * theirs) and `/api/lessons-admin/{id}/attempts` (ADMIN: everyone's results).
 */
export const quizRoutes = {
  submit: apiRoute<Id>(
    async ({ request, actor, params }) => ({
      success: true,
      ...(await submitAttempt(actor, parseId(params.id), await readJson(request, z.unknown()))),
    }),
    { status: 201 },
  ),
  list: apiRoute<Id>(async ({ actor, params }) => listAttempts(actor, parseId(params.id))),
  adminList: apiRoute<Id>(async ({ actor, params }) => quizAttemptsOf(actor, parseId(params.id))),
};
