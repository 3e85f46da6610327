import {
  BackpackIcon,
  CalendarIcon,
  CardStackIcon,
  CounterClockwiseClockIcon,
  FileTextIcon,
  GearIcon,
  IdCardIcon,
} from "@/components/icons";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { listHref, type NavGroup } from "@/components/shell/navigation";
import { pageActor } from "@/lib/server/page";
import { logout } from "@/lib/actions/session";
import { unreadCount } from "@/lib/services/notifications/inbox";

const COLLABORATOR_MENU: NavGroup[] = [
  {
    title: "Perfil",
    links: [
      { label: "Informações", href: "/collaborator/profile", icon: <IdCardIcon /> },
      { label: "Reuniões", href: listHref("/collaborator/meetings"), icon: <CalendarIcon /> },
    ],
  },
  {
    title: "Financeiro",
    links: [
      { label: "Pagamentos", href: listHref("/collaborator/payments"), icon: <CardStackIcon /> },
      {
        label: "Solicitação de pagamentos",
        href: listHref("/collaborator/payment_requests"),
        icon: <FileTextIcon />,
      },
      {
        label: "Reembolsos",
        href: listHref("/collaborator/refunds"),
        icon: <CounterClockwiseClockIcon />,
      },
    ],
  },
  {
    title: "Treinamentos",
    links: [{ label: "Treinamentos", href: "/collaborator/trainings", icon: <BackpackIcon /> }],
  },
  {
    title: "Conta",
    links: [{ label: "Configurações", href: "/collaborator/settings", icon: <GearIcon /> }],
  },
];

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
      menu={{
        title: "Painel do colaborador",
        homeHref: "/collaborator/profile",
        groups: COLLABORATOR_MENU,
      }}
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
