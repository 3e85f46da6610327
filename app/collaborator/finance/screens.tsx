import { Button, Callout, Flex } from "@radix-ui/themes";
import { InfoCircledIcon } from "@/components/icons";
import Link from "next/link";
import { FinanceDetailScreen } from "@/components/finance/finance-detail-screen";
import { CommentThread } from "@/components/finance/comment-thread";
import { FinanceForm } from "@/components/finance/finance-form";
import { NeedsInfoBanner } from "@/components/finance/needs-info-banner";
import { FormScreen } from "@/components/form-screen";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { financeItemComments } from "@/lib/services/finance/comments";
import { EDITABLE_STATUSES } from "@/lib/services/finance/items";
import { financeTypeOptions } from "@/lib/services/finance/type-lists";
import { typeMaxValues } from "@/lib/services/finance/policies";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

/**
 * The collaborator's finance form and detail screens, one implementation for the three kinds (the
 * list: ./list-screen.tsx).
 */

export const collaboratorListHref = (kind: FinanceKind) =>
  `/collaborator/${FINANCE[kind].segment}?page=1&per_page=10`;

/** The owner edits a PENDING item, or one an admin returned for information. */
const editable = (status: string) => (EDITABLE_STATUSES as readonly string[]).includes(status);

/** `/collaborator/{segment}/new` and `/collaborator/{segment}/{id}/e`: the same form. */
export async function CollaboratorFinanceFormScreen({
  kind,
  id,
}: {
  kind: FinanceKind;
  id?: string;
}) {
  const { text } = FINANCE[kind];
  const actor = await pageActor();
  const [item, types] = await Promise.all([
    id === undefined
      ? undefined
      : orNotFound(financeItems(kind).collaborator.get(actor, pageId(id))),
    financeTypeOptions(actor, kind),
  ]);
  return (
    <FormScreen title={item ? text.edit : text.create}>
      {item && !editable(item.status) ? (
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
        <FinanceForm
          kind={kind}
          audience="collaborator"
          item={item}
          types={types}
          listHref={collaboratorListHref(kind)}
          maxValues={await typeMaxValues(actor, kind)}
        />
      )}
    </FormScreen>
  );
}

/**
 * `/collaborator/{segment}/{id}`: an own item, its history and its comments (where notifications
 * link); another's → 404. Waiting for information, it says what the admin asked, with 'Reenviar'.
 */
export async function CollaboratorFinanceDetail({ kind, id }: { kind: FinanceKind; id: string }) {
  const { segment, text } = FINANCE[kind];
  const actor = await pageActor();
  const [item, comments] = await Promise.all([
    orNotFound(financeItems(kind).collaborator.get(actor, pageId(id))),
    orNotFound(financeItemComments(kind).collaborator.list(actor, pageId(id))),
  ]);
  const edit =
    item.status === "PENDING" ? (
      <Button asChild>
        <Link href={`/collaborator/${segment}/${item.id}/e`}>{text.edit}</Link>
      </Button>
    ) : null;
  return (
    <FinanceDetailScreen
      audience="collaborator"
      kind={kind}
      item={item}
      listHref={collaboratorListHref(kind)}
      actions={edit}
      notice={
        item.status === "NEEDS_INFO" ? (
          <NeedsInfoBanner kind={kind} itemId={item.id} request={item.reason} />
        ) : null
      }
      thread={
        <CommentThread
          audience="collaborator"
          kind={kind}
          itemId={item.id}
          comments={comments.data}
        />
      }
    />
  );
}
