import { FinanceFilters } from "@/components/finance/finance-filters";
import { FinanceDetailScreen } from "@/components/finance/finance-detail-screen";
import { FinanceForm } from "@/components/finance/finance-form";
import { FinanceTable } from "@/components/finance/finance-table";
import { FormScreen } from "@/components/form-screen";
import { ListScreen } from "@/components/list/list-screen";
import { StreamedRows } from "@/components/list/streamed-rows";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { financeTypeOptions, listFinanceTypes } from "@/lib/services/finance/type-lists";
import type { Actor } from "@/lib/core/actor";
import { financeListQuerySchema, type FinanceListQuery } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/validation/finance-kinds";

/** The admin's finance screens, one implementation for the three kinds. */

type SearchParams = Record<string, string | string[] | undefined>;

const adminPath = (kind: FinanceKind) => `/admin/${FINANCE[kind].segment}`;

/**
 * `/admin/{segment}`: everyone's items with the collaborator's name; confirm and deny. The
 * header and filters answer at once; the rows stream in behind a Suspense boundary (the
 * table's skeleton meanwhile), running the same list query as the API.
 */
export async function AdminFinanceList({ kind, searchParams, canCreate = false }: { kind: FinanceKind; searchParams: SearchParams; canCreate?: boolean }) {
  const { text } = FINANCE[kind];
  const query = await listPageQuery(adminPath(kind), searchParams, financeListQuerySchema);
  const actor = await pageActor();
  const allTypes = await listFinanceTypes(actor, kind);
  // Old items keep retired types, so the admin can still filter by them.
  const types = allTypes.map((t) => ({ id: t.id, label: t.active ? t.label : `${t.label} (desativado)` }));
  return (
    <ListScreen title={text.title} empty={text.empty} create={canCreate ? { href: `${adminPath(kind)}/new`, label: text.create } : undefined} exportHref={`/api/${FINANCE[kind].adminApi}/export`}>
      <FinanceFilters kind={kind} audience="admin" types={types} />
      <StreamedRows query={query} columns={8}>
        <AdminFinanceRows kind={kind} actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function AdminFinanceRows({ kind, actor, query }: { kind: FinanceKind; actor: Actor; query: FinanceListQuery }) {
  const list = await orNotFound(financeItems(kind).admin.list(actor, query));
  return <FinanceTable kind={kind} audience="admin" data={list.data} meta={list.meta} />;
}

/** `/admin/{segment}/new`: an item for a collaborator, with its receipt. */
export async function AdminFinanceNew({ kind }: { kind: FinanceKind }) {
  const actor = await pageActor();
  // The collaborator is searched as the admin types (UserPicker), never listed here.
  const types = await financeTypeOptions(actor, kind);
  return (
    <FormScreen title={FINANCE[kind].text.create}>
      <FinanceForm kind={kind} audience="admin" types={types} listHref={`${adminPath(kind)}?page=1&per_page=10`} />
    </FormScreen>
  );
}

/** `/admin/{segment}/{id}`: one item and its history (where notifications link); missing → 404. */
export async function AdminFinanceDetail({ kind, id }: { kind: FinanceKind; id: string }) {
  const item = await orNotFound(financeItems(kind).admin.get(await pageActor(), pageId(id)));
  return <FinanceDetailScreen kind={kind} item={item} listHref={`${adminPath(kind)}?page=1&per_page=10`} />;
}
