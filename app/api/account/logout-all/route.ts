import { apiRoute } from "@/lib/server/route";
import { signOutEverywhere } from "@/lib/services/account";

/** `POST /api/account/logout-all`: every session and API token of the caller ends. */
export const POST = apiRoute(
  async ({ actor }) => {
    await signOutEverywhere(actor);
  },
  { beforeSecondFactor: true },
);
