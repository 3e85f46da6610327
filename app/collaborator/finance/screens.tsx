import { Button, Callout, Flex } from "@radix-ui/themes";
import { InfoCircledIcon } from "@radix-ui/react-icons";
import Link from "next/link";
import { FinanceDetailScreen } from "@/components/finance/finance-detail-screen";
import { FinanceFilters } from "@/components/finance/finance-filters";
import { FinanceForm } from "@/components/finance/finance-form";
import { FinanceTable } from "@/components/finance/finance-table";
import { FormScreen } from "@/components/form-screen";
import { ListScreen } from "@/components/list/list-screen";
import { StreamedRows } from "@/components/list/streamed-rows";
import type { Actor } from "@/lib/core/actor";
import { listPageQuery } from "@/lib/server/list-page";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { financeTypeOptions } from "@/lib/services/finance/type-lists";
import { financeListQuerySchema, type FinanceListQuery } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/validation/finance-kinds";

/** The collaborator's finance screens, one implementation for the three kinds. */

type SearchParams = Record<string, string | string[] | undefined>;

export const collaboratorListHref = (kind: FinanceKind) => `/collaborator/${FINANCE[kind].segment}?page=1&per_page=10`;

/** `/collaborator/{segment}`: own items, filters, 'Criar …', edit and cancel. */
export async function CollaboratorFinanceList({ kind, searchParams }: { kind: FinanceKind; searchParams: SearchParams }) {
  const { segment, text } = FINANCE[kind];
  const query = await listPageQuery(`/collaborator/${segment}`, searchParams, financeListQuerySchema);
  const actor = await pageActor();
  const types = await financeTypeOptions(actor, kind);
  return (
    <ListScreen title={text.title} empty={text.empty} create={{ href: `/collaborator/${segment}/new`, label: text.create }} exportHref={`/api/collaborator/${segment}/export`}>
      <FinanceFilters kind={kind} audience="collaborator" types={types} />
      <StreamedRows query={query} columns={7}>
        <CollaboratorFinanceRows kind={kind} actor={actor} query={query} />
      </StreamedRows>
    </ListScreen>
  );
}

async function CollaboratorFinanceRows({ kind, actor, query }: { kind: FinanceKind; actor: Actor; query: FinanceListQuery }) {
  const list = await orNotFound(financeItems(kind).collaborator.list(actor, query));
  return <FinanceTable kind={kind} audience="collaborator" data={list.data} meta={list.meta} />;
}

/** `/collaborator/{segment}/new` and `/collaborator/{segment}/{id}/e`: the same form. */
export async function CollaboratorFinanceFormScreen({ kind, id }: { kind: FinanceKind; id?: string }) {
  const { text } = FINANCE[kind];
  const actor = await pageActor();
  const [item, types] = await Promise.all([
    id === undefined ? undefined : orNotFound(financeItems(kind).collaborator.get(actor, pageId(id))),
    financeTypeOptions(actor, kind),
  ]);
  return (
    <FormScreen title={item ? text.edit : text.create}>
      {item && item.status !== "PENDING" ? (
        <Flex direction="column" gap="3" align="start">
          <Callout.Root color="amber">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{text.notPending}: só é possível editar itens pendentes.</Callout.Text>
          </Callout.Root>
          <Button asChild variant="soft">
            <Link href={collaboratorListHref(kind)}>Voltar para a lista</Link>
          </Button>
        </Flex>
      ) : (
        <FinanceForm kind={kind} audience="collaborator" item={item} types={types} listHref={collaboratorListHref(kind)} />
      )}
    </FormScreen>
  );
}

/** `/collaborator/{segment}/{id}`: an own item and its history (where notifications link); another's → 404. */
export async function CollaboratorFinanceDetail({ kind, id }: { kind: FinanceKind; id: string }) {
  const { segment, text } = FINANCE[kind];
  const item = await orNotFound(financeItems(kind).collaborator.get(await pageActor(), pageId(id)));
  const edit =
    item.status === "PENDING" ? (
      <Button asChild>
        <Link href={`/collaborator/${segment}/${item.id}/e`}>{text.edit}</Link>
      </Button>
    ) : null;
  return <FinanceDetailScreen kind={kind} item={item} listHref={collaboratorListHref(kind)} actions={edit} />;
}
