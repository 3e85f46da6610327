import {
  ActivityLogIcon,
  BackpackIcon,
  CalendarIcon,
  CardStackIcon,
  ClockIcon,
  CounterClockwiseClockIcon,
  FileTextIcon,
  GearIcon,
  LayersIcon,
  LockClosedIcon,
  PersonIcon,
  StackIcon,
  VideoIcon,
} from "@/components/icons";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { listHref, type NavGroup } from "@/components/shell/navigation";
import { pageActor } from "@/lib/server/page";
import { logout } from "@/lib/actions/session";
import { unreadCount } from "@/lib/services/notifications/inbox";

const ADMIN_MENU: NavGroup[] = [
  {
    title: "Collaboradores",
    links: [
      { label: "Usuários", href: listHref("/admin/user"), icon: <PersonIcon /> },
      { label: "Reuniões", href: listHref("/admin/meetings"), icon: <CalendarIcon /> },
    ],
  },
  {
    title: "Financeiro",
    links: [
      { label: "Pendências", href: listHref("/admin/pending"), icon: <ClockIcon /> },
      { label: "Pagamentos", href: listHref("/admin/payments"), icon: <CardStackIcon /> },
      {
        label: "Solicitação de pagamentos",
        href: listHref("/admin/payment_requests"),
        icon: <FileTextIcon />,
      },
      {
        label: "Reembolsos",
        href: listHref("/admin/refunds"),
        icon: <CounterClockwiseClockIcon />,
      },
    ],
  },
  {
    title: "Treinamentos",
    links: [
      { label: "Treinamentos", href: listHref("/admin/trainings"), icon: <BackpackIcon /> },
      { label: "Módulos", href: listHref("/admin/modules"), icon: <LayersIcon /> },
      { label: "Submódulos", href: listHref("/admin/subModules"), icon: <StackIcon /> },
      { label: "Aulas", href: listHref("/admin/lessons"), icon: <VideoIcon /> },
    ],
  },
  {
    title: "Configurações",
    links: [
      { label: "Permissões", href: "/admin/permissions", icon: <LockClosedIcon /> },
      { label: "Configurações", href: "/admin/settings", icon: <GearIcon /> },
      { label: "Auditoria", href: listHref("/admin/audit"), icon: <ActivityLogIcon /> },
    ],
  },
];

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
      menu={{ title: "Membros", homeHref: "/admin/home", groups: ADMIN_MENU }}
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
