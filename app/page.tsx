import { redirect } from "next/navigation";
import { sessionActor } from "@/lib/server/actor";
import { homeFor } from "@/lib/services/auth";

/** "/": a signed-in user goes home, everyone else to /login. */
export default async function RootPage() {
  const actor = await sessionActor();
  redirect((actor && homeFor(actor.profile)) || "/login");
}
