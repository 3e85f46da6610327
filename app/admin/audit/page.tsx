import type { Metadata } from "next";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditTable } from "@/components/audit/audit-table";
import { ListScreen } from "@/components/list/list-screen";
import { StreamedRows } from "@/components/list/streamed-rows";
import type { Actor } from "@/lib/core/actor";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor } from "@/lib/server/page";
import { listAuditEvents } from "@/lib/services/audit/list";
import { autocomplete } from "@/lib/services/autocomplete";
import { auditListQuerySchema, type AuditListQuery } from "@/lib/validation/audit";

export const metadata: Metadata = { title: "Auditoria" };

/**
 * `/admin/audit`: who did what and when, newest first, filtered by person, action and period,
 * with the CSV of the filtered log. The service refuses anyone but an admin (a 404 here).
 */
export default async function AuditPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await listPageQuery("/admin/audit", props.searchParams, auditListQuerySchema);
  const actor = await pageActor();
  // The chosen person's name, so the picker shows it before any search.
  const { users: [person] = [] } = query.person
    ? await orNotFound(autocomplete(actor, { fields: "users", ids: String(query.person) }))
    : {};
  return (
    <ListScreen
      title="Auditoria"
      empty="Nenhum registro de auditoria encontrado"
      exportHref="/api/audit/export"
    >
      <AuditFilters person={person ?? null} />
      <StreamedRows query={query}>
        <AuditRows actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function AuditRows({ actor, query }: { actor: Actor; query: AuditListQuery }) {
  const list = await orNotFound(listAuditEvents(actor, query));
  return <AuditTable data={list.data} meta={list.meta} />;
}
