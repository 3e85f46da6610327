import { FinanceFilters } from "@/components/finance/finance-filters";
import { FinanceTable } from "@/components/finance/finance-table";
import { financeRow } from "@/lib/kinds/finance-rows";
import { ListScreen } from "@/components/list/list-screen";
import { StreamedRows } from "@/components/list/streamed-rows";
import type { Actor } from "@/lib/core/actor";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { financeTypeOptions } from "@/lib/services/finance/type-lists";
import { financeListQuerySchema, type FinanceListQuery } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

/**
 * The collaborator's finance lists, apart from the form and detail screens (./screens.tsx): a
 * page ships the client components its server modules import, so the list must not import the
 * form, whose zod schemas, react-hook-form and date picker would weigh on every list's first load
 * (decision 0092; decision 0086 did the same for the admin's).
 */

type SearchParams = Record<string, string | string[] | undefined>;

/** `/collaborator/{segment}`: own items, filters, 'Criar …', edit and cancel. */
export async function CollaboratorFinanceList({
  kind,
  searchParams,
}: {
  kind: FinanceKind;
  searchParams: SearchParams;
}) {
  const { segment, text } = FINANCE[kind];
  const query = await listPageQuery(
    `/collaborator/${segment}`,
    searchParams,
    financeListQuerySchema,
  );
  const actor = await pageActor();
  const types = await financeTypeOptions(actor, kind);
  return (
    <ListScreen
      title={text.title}
      empty={text.empty}
      create={{ href: `/collaborator/${segment}/new`, label: text.create }}
      exportHref={`/api/collaborator/${segment}/export`}
    >
      <FinanceFilters kind={kind} audience="collaborator" types={types} />
      <StreamedRows query={query}>
        <CollaboratorFinanceRows kind={kind} actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function CollaboratorFinanceRows({
  kind,
  actor,
  query,
}: {
  kind: FinanceKind;
  actor: Actor;
  query: FinanceListQuery;
}) {
  const list = await orNotFound(financeItems(kind).collaborator.list(actor, query));
  return (
    <FinanceTable
      kind={kind}
      audience="collaborator"
      data={list.data.map(financeRow)}
      meta={list.meta}
    />
  );
}
