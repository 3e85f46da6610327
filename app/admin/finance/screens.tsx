import { FinanceDetailScreen } from "@/components/finance/finance-detail-screen";
import { FinanceForm } from "@/components/finance/finance-form";
import { FormScreen } from "@/components/form-screen";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { financeItems } from "@/lib/services/finance";
import { financeTypeOptions } from "@/lib/services/finance/type-lists";
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
      />
    </FormScreen>
  );
}

/** `/admin/{segment}/{id}`: one item and its history (where notifications link); missing → 404. */
export async function AdminFinanceDetail({ kind, id }: { kind: FinanceKind; id: string }) {
  const item = await orNotFound(financeItems(kind).admin.get(await pageActor(), pageId(id)));
  return (
    <FinanceDetailScreen
      kind={kind}
      item={item}
      listHref={`${adminPath(kind)}?page=1&per_page=10`}
    />
  );
}
