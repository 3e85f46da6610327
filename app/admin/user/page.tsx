import type { Metadata } from "next";
import { ListScreen } from "@/components/list/list-screen";
import { StreamedRows } from "@/components/list/streamed-rows";
import { UserFilters } from "@/components/users/user-filters";
import { UsersTable } from "@/components/users/users-table";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { listUsers } from "@/lib/services/users";
import type { Actor } from "@/lib/core/actor";
import { EMPTY } from "@/lib/format";
import { userListQuerySchema, type UserListQuery } from "@/lib/validation/user";

export const metadata: Metadata = { title: "Usuários" };

export default async function UsersPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await listPageQuery("/admin/user", props.searchParams, userListQuerySchema);
  const actor = await pageActor();
  const { profiles = [] } = await autocomplete(actor, { fields: "profiles" });
  return (
    <ListScreen
      title="Usuários"
      empty="Nenhum usuário encontrado"
      create={{ href: "/admin/user/new", label: "Criar usuário" }}
      exportHref="/api/user/export"
    >
      <UserFilters profiles={profiles} />
      <StreamedRows query={query}>
        <UsersRows actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function UsersRows({ actor, query }: { actor: Actor; query: UserListQuery }) {
  const list = await listUsers(actor, query);
  // LGPD: the service already masks documents and keys (the full values stay on the edit screen).
  const rows = list.data.map((user) => ({
    ...user,
    document: user.document ?? "",
    pixKey: user.pixKeyNeedsReview ? "A revisar" : user.pixKey || EMPTY,
  }));
  return <UsersTable data={rows} meta={list.meta} />;
}
