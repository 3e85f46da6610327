import type { IconName } from "@/components/icons/names";
import { listHref } from "./navigation";

/**
 * Each area's menu. It lives in the client's code, not in the layouts: the sidebar and the phone's
 * drawer name their area, so the page's RSC payload carries one word instead of every link.
 */

export type NavLink = { label: string; href: string; icon: IconName };
export type NavGroup = { title: string; links: NavLink[] };
export type Area = "admin" | "collaborator";
export type AreaMenu = { title: string; homeHref: string; groups: NavGroup[] };

export const MENUS: Record<Area, AreaMenu> = {
  admin: {
    title: "Membros",
    homeHref: "/admin/home",
    groups: [
      {
        title: "Collaboradores",
        links: [
          { label: "Usuários", href: listHref("/admin/user"), icon: "person" },
          { label: "Reuniões", href: listHref("/admin/meetings"), icon: "calendar" },
        ],
      },
      {
        title: "Financeiro",
        links: [
          { label: "Pendências", href: listHref("/admin/pending"), icon: "clock" },
          { label: "Pagamentos", href: listHref("/admin/payments"), icon: "card-stack" },
          {
            label: "Solicitação de pagamentos",
            href: listHref("/admin/payment_requests"),
            icon: "file-text",
          },
          {
            label: "Reembolsos",
            href: listHref("/admin/refunds"),
            icon: "counter-clockwise-clock",
          },
        ],
      },
      {
        title: "Treinamentos",
        links: [
          { label: "Treinamentos", href: listHref("/admin/trainings"), icon: "backpack" },
          { label: "Módulos", href: listHref("/admin/modules"), icon: "layers" },
          { label: "Submódulos", href: listHref("/admin/subModules"), icon: "stack" },
          { label: "Aulas", href: listHref("/admin/lessons"), icon: "video" },
        ],
      },
      {
        title: "Configurações",
        links: [
          { label: "Permissões", href: "/admin/permissions", icon: "lock-closed" },
          { label: "Configurações", href: "/admin/settings", icon: "gear" },
          { label: "Auditoria", href: listHref("/admin/audit"), icon: "activity-log" },
        ],
      },
    ],
  },
  collaborator: {
    title: "Painel do colaborador",
    homeHref: "/collaborator/profile",
    groups: [
      {
        title: "Perfil",
        links: [
          { label: "Informações", href: "/collaborator/profile", icon: "id-card" },
          { label: "Reuniões", href: listHref("/collaborator/meetings"), icon: "calendar" },
        ],
      },
      {
        title: "Financeiro",
        links: [
          { label: "Pagamentos", href: listHref("/collaborator/payments"), icon: "card-stack" },
          {
            label: "Solicitação de pagamentos",
            href: listHref("/collaborator/payment_requests"),
            icon: "file-text",
          },
          {
            label: "Reembolsos",
            href: listHref("/collaborator/refunds"),
            icon: "counter-clockwise-clock",
          },
        ],
      },
      {
        title: "Treinamentos",
        links: [{ label: "Treinamentos", href: "/collaborator/trainings", icon: "backpack" }],
      },
      {
        title: "Conta",
        links: [{ label: "Configurações", href: "/collaborator/settings", icon: "gear" }],
      },
    ],
  },
};
