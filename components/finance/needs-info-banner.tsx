"use client";

import { Button, Callout, Flex, Spinner } from "@radix-ui/themes";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { resubmitFinanceItemAction } from "@/lib/actions/finance-review";
import { handleActionResult } from "@/lib/client/action-result";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

/**
 * On the owner's page of an item waiting for information: what the admin asked, the way to the
 * edit form, and 'Reenviar', which puts the item back in the admins' inbox.
 */
export function NeedsInfoBanner({
  kind,
  itemId,
  request,
}: {
  kind: FinanceKind;
  itemId: number;
  request: string | null;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { segment, text } = FINANCE[kind];
  async function resubmit() {
    setBusy(true);
    try {
      handleActionResult(await resubmitFinanceItemAction(kind, itemId), {
        success: `${text.singular} reenviado para análise`,
        onSuccess: () => router.refresh(),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Flex direction="column" gap="2">
      <Callout.Root color="blue" role="status">
        <Callout.Text weight="bold">O administrador pediu informações</Callout.Text>
        {request ? <Callout.Text style={{ whiteSpace: "pre-wrap" }}>{request}</Callout.Text> : null}
        <Callout.Text>
          Corrija o item ou os comprovantes se preciso, responda nos comentários e reenvie.
        </Callout.Text>
      </Callout.Root>
      {/* Outside the callout: its blue would tint the solid button below the contrast minimum. */}
      <Flex gap="3" wrap="wrap">
        <Button onClick={resubmit} disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? "Carregando" : "Reenviar"}
        </Button>
        <Button asChild variant="soft">
          <Link href={`/collaborator/${segment}/${itemId}/e`}>{text.edit}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
