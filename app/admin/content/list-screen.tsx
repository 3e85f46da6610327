import { ContentFilters } from "@/components/content/content-filters";
import { ContentTable } from "@/components/content/content-table";
import { CONTENT_SCREENS, OPTIONS_KEY } from "@/components/content/kinds";
import { ListScreen } from "@/components/list/list-screen";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { listContent } from "@/lib/services/content";
import {
  contentListQuerySchemas,
  parentKindOf,
  type ContentKind,
  type ContentListQuery,
} from "@/lib/validation/content";
import type { Actor } from "@/lib/core/actor";
import { StreamedRows } from "@/components/list/streamed-rows";

type SearchParams = Record<string, string | string[] | undefined>;

/** The admin list of one content level (server): create button, filters, table. */
export async function ContentListScreen({
  kind,
  searchParams,
}: {
  kind: ContentKind;
  searchParams: SearchParams;
}) {
  const screen = CONTENT_SCREENS[kind];
  const query = await listPageQuery(screen.path, searchParams, contentListQuerySchemas[kind]);
  const actor = await pageActor();
  const parentKind = parentKindOf(kind);
  const options = parentKind
    ? await autocomplete(actor, { fields: OPTIONS_KEY[parentKind] })
    : undefined;
  const parents = (parentKind && options?.[OPTIONS_KEY[parentKind]]) || [];
  return (
    <ListScreen
      title={screen.plural}
      empty={screen.empty}
      create={{ href: `${screen.path}/new`, label: screen.createLabel }}
    >
      <ContentFilters kind={kind} parents={parents} />
      <StreamedRows query={query}>
        <ContentRows actor={actor} kind={kind} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function ContentRows({
  actor,
  kind,
  query,
}: {
  actor: Actor;
  kind: ContentKind;
  query: ContentListQuery;
}) {
  const list = await orNotFound(listContent(actor, kind, query));
  return <ContentTable kind={kind} data={list.data} meta={list.meta} />;
}
