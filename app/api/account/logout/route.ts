import { apiRoute } from "@/lib/server/route";
import { signOutHere } from "@/lib/services/account";

/** `POST /api/account/logout`: the Bearer token (or session cookie) used stops working. */
export const POST = apiRoute(
  async ({ actor }) => {
    await signOutHere(actor);
  },
  { beforeSecondFactor: true },
);
