import { redirect } from "next/navigation";
import { pageActor } from "@/lib/server/page";

/** `/notifications`: the page lives inside each area's shell; send the user to theirs. */
export default async function NotificationsRedirect() {
  const actor = await pageActor();
  redirect(
    actor.profile === "ADMIN"
      ? "/admin/notifications"
      : actor.profile === "EMPLOYEE"
        ? "/collaborator/notifications"
        : "/",
  );
}
