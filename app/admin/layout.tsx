import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { pageActor } from "@/lib/server/page";
import { logout } from "@/lib/actions/session";
import { unreadCount } from "@/lib/services/notifications/inbox";

// The admin is the organisation's administrator: pointing them to 'the administrator' helps nobody.
const ADMIN_SUPPORT =
  "Precisa de ajuda com o Membros? Consulte o guia de operação ou fale com a equipe técnica que mantém a instalação.";

/**
 * The admin area: only the ADMIN profile gets in (proxy.ts redirects earlier; this checks again).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await pageActor();
  if (actor.profile !== "ADMIN") redirect("/");
  return (
    <AppShell
      title="Administrador"
      area="admin"
      notifications={{ initialUnread: await unreadCount(actor), pageHref: "/admin/notifications" }}
      userMenu={{
        user: { fullName: actor.fullName, email: actor.email },
        label: "My Account",
        links: [{ label: "Settings", href: "/admin/settings", icon: "gear" }],
        supportLabel: "Support",
        supportText: ADMIN_SUPPORT,
        onLogout: logout,
      }}
    >
      {children}
    </AppShell>
  );
}
