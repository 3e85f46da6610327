import type { Metadata } from "next";
import { ListScreen } from "@/components/list/list-screen";
import { UserFilters } from "@/components/users/user-filters";
import { UsersTable } from "@/components/users/users-table";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { listUsers } from "@/lib/services/users";
import { maskDocument, maskPixKey } from "@/lib/format";
import { userListQuerySchema } from "@/lib/validation/user";

export const metadata: Metadata = { title: "Usuários" };

export default async function UsersPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await listPageQuery("/admin/user", props.searchParams, userListQuerySchema);
  const actor = await pageActor();
  const [list, { profiles = [] }] = await Promise.all([listUsers(actor, query), autocomplete(actor, { fields: "profiles" })]);
  return (
    <ListScreen title="Usuários" create={{ href: "/admin/user/new", label: "Criar usuário" }}>
      <UserFilters profiles={profiles} />
      {/* LGPD: the list carries masked documents and keys only; the full values stay on the edit screen. */}
      <UsersTable
        data={list.data.map((user) => ({ ...user, document: maskDocument(user.document), pixKey: user.pixKeyNeedsReview ? "A revisar" : maskPixKey(user.pixKey) }))}
        meta={list.meta}
      />
    </ListScreen>
  );
}
