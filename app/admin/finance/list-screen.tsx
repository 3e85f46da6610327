import { FinanceFilters } from "@/components/finance/finance-filters";
import { FinanceTable } from "@/components/finance/finance-table";
import { financeRow } from "@/lib/kinds/finance-rows";
import { ListScreen } from "@/components/list/list-screen";
import { StreamedRows } from "@/components/list/streamed-rows";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { listFinanceTypes } from "@/lib/services/finance/type-lists";
import type { Actor } from "@/lib/core/actor";
import { financeListQuerySchema, type FinanceListQuery } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

/**
 * The admin's finance lists, apart from the create and detail screens (./screens.tsx): a page
 * ships the client components its server modules import, so the list must not import the form.
 */

type SearchParams = Record<string, string | string[] | undefined>;

export const adminPath = (kind: FinanceKind) => `/admin/${FINANCE[kind].segment}`;

/**
 * `/admin/{segment}`: everyone's items with the collaborator's name; confirm and deny. The
 * header and filters answer at once; the rows stream in behind a Suspense boundary (the
 * table's skeleton meanwhile), running the same list query as the API.
 */
export async function AdminFinanceList({
  kind,
  searchParams,
  canCreate = false,
}: {
  kind: FinanceKind;
  searchParams: SearchParams;
  canCreate?: boolean;
}) {
  const { text } = FINANCE[kind];
  const query = await listPageQuery(adminPath(kind), searchParams, financeListQuerySchema);
  const actor = await pageActor();
  const allTypes = await listFinanceTypes(actor, kind);
  // Old items keep retired types, so the admin can still filter by them.
  const types = allTypes.map((financeType) => ({
    id: financeType.id,
    label: financeType.active ? financeType.label : `${financeType.label} (desativado)`,
  }));
  return (
    <ListScreen
      title={text.title}
      empty={text.empty}
      create={canCreate ? { href: `${adminPath(kind)}/new`, label: text.create } : undefined}
      exportHref={`/api/${FINANCE[kind].adminApi}/export`}
    >
      <FinanceFilters kind={kind} audience="admin" types={types} />
      <StreamedRows query={query}>
        <AdminFinanceRows kind={kind} actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function AdminFinanceRows({
  kind,
  actor,
  query,
}: {
  kind: FinanceKind;
  actor: Actor;
  query: FinanceListQuery;
}) {
  const list = await orNotFound(financeItems(kind).admin.list(actor, query));
  return (
    <FinanceTable kind={kind} audience="admin" data={list.data.map(financeRow)} meta={list.meta} />
  );
}
