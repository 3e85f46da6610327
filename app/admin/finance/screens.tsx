import { FinanceDetailScreen } from "@/components/finance/finance-detail-screen";
import { CommentThread } from "@/components/finance/comment-thread";
import { FinanceForm } from "@/components/finance/finance-form";
import { ReturnButton } from "@/components/finance/return-button";
import { FormScreen } from "@/components/form-screen";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { financeItemComments } from "@/lib/services/finance/comments";
import { financeTypeOptions } from "@/lib/services/finance/type-lists";
import { typeMaxValues } from "@/lib/services/finance/policies";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { adminPath } from "./list-screen";

/**
 * The admin's finance create and detail screens, one implementation for the three kinds (lists:
 * ./list-screen.tsx).
 */

/** `/admin/{segment}/new`: an item for a collaborator, with its receipt. */
export async function AdminFinanceNew({ kind }: { kind: FinanceKind }) {
  const actor = await pageActor();
  // The collaborator is searched as the admin types (UserPicker), never listed here.
  const types = await financeTypeOptions(actor, kind);
  return (
    <FormScreen title={FINANCE[kind].text.create}>
      <FinanceForm
        kind={kind}
        audience="admin"
        types={types}
        listHref={`${adminPath(kind)}?page=1&per_page=10`}
        maxValues={await typeMaxValues(actor, kind)}
      />
    </FormScreen>
  );
}

/**
 * `/admin/{segment}/{id}`: one item, its history and its comments (where notifications link);
 * missing → 404. A PENDING item may be returned to its owner for information.
 */
export async function AdminFinanceDetail({ kind, id }: { kind: FinanceKind; id: string }) {
  const actor = await pageActor();
  const [item, comments] = await Promise.all([
    orNotFound(financeItems(kind).admin.get(actor, pageId(id))),
    orNotFound(financeItemComments(kind).admin.list(actor, pageId(id))),
  ]);
  return (
    <FinanceDetailScreen
      audience="admin"
      kind={kind}
      item={item}
      listHref={`${adminPath(kind)}?page=1&per_page=10`}
      actions={item.status === "PENDING" ? <ReturnButton kind={kind} itemId={item.id} /> : null}
      thread={
        <CommentThread audience="admin" kind={kind} itemId={item.id} comments={comments.data} />
      }
    />
  );
}
