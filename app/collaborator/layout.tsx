import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { pageActor } from "@/lib/server/page";
import { logout } from "@/lib/actions/session";
import { unreadCount } from "@/lib/services/notifications/inbox";

/**
 * The collaborator area: only the EMPLOYEE profile gets in (proxy.ts redirects earlier; this checks
 * again).
 */
export default async function CollaboratorLayout({ children }: { children: React.ReactNode }) {
  const actor = await pageActor();
  if (actor.profile !== "EMPLOYEE") redirect("/");
  return (
    <AppShell
      title="Colaborador"
      area="collaborator"
      notifications={{
        initialUnread: await unreadCount(actor),
        pageHref: "/collaborator/notifications",
      }}
      userMenu={{
        user: { fullName: actor.fullName, email: actor.email },
        links: [
          { label: "Perfil", href: "/collaborator/profile", icon: "person" },
          { label: "Configurações", href: "/collaborator/settings", icon: "gear" },
        ],
        supportLabel: "Suporte",
        supportText: "Precisa de ajuda? Fale com o administrador da sua organização.",
        onLogout: logout,
      }}
    >
      {children}
    </AppShell>
  );
}
