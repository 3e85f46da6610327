import type { Metadata } from "next";
import { NeedsInfoCounts } from "@/components/finance/needs-info-counts";
import { PendingFilters } from "@/components/finance/pending-filters";
import { PendingTable } from "@/components/finance/pending-table";
import { ListScreen } from "@/components/list/list-screen";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor } from "@/lib/server/page";
import { listPending } from "@/lib/services/finance/pending";
import { pendingQuerySchema } from "@/lib/validation/finance";

export const metadata: Metadata = { title: "Pendências" };

/**
 * `/admin/pending`: one inbox of every kind's PENDING items, oldest first; those waiting for their
 * owners' information are counted apart, above it.
 */
export default async function PendingPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await listPageQuery("/admin/pending", props.searchParams, pendingQuerySchema);
  const list = await orNotFound(listPending(await pageActor(), query));
  // The age column is measured against this render's clock, the same on server and browser.
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  return (
    <ListScreen
      title="Pendências"
      empty="Nenhuma pendência. Tudo em dia!"
      exportHref="/api/pending/export"
    >
      <NeedsInfoCounts counts={list.needsInfo.byKind} />
      <PendingFilters />
      <PendingTable data={list.data} meta={list.meta} now={now} />
    </ListScreen>
  );
}
