import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ListScreen } from "@/components/list/list-screen";
import { UserFilters } from "@/components/users/user-filters";
import { UsersTable } from "@/components/users/users-table";
import { parseListParams, withDefaultPaging } from "@/lib/client/list-url";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { listUsers } from "@/lib/services/users";
import { userListQuerySchema } from "@/lib/validation/user";
import { deleteUserAction } from "./actions";

export const metadata: Metadata = { title: "Usuários" };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function UsersPage(props: { searchParams: Promise<SearchParams> }) {
  const searchParams = await props.searchParams;
  const fixed = withDefaultPaging(searchParams);
  if (fixed) redirect(`/admin/user?${fixed}`);
  const actor = await pageActor();
  const query = parseListParams(userListQuerySchema, searchParams);
  const [list, { profiles = [] }] = await Promise.all([listUsers(actor, query), autocomplete(actor, { fields: "profiles" })]);
  return (
    <ListScreen title="Usuários" create={{ href: "/admin/user/new", label: "Criar usuário" }}>
      <UserFilters profiles={profiles} />
      <UsersTable data={list.data} meta={list.meta} deleteUser={deleteUserAction} />
    </ListScreen>
  );
}
