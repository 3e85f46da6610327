"use client";

import { TrashIcon } from "@/components/icons";
import { Button } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { deleteContentAction } from "@/lib/actions/content";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { handleActionResult } from "@/lib/client/action-result";
import type { ContentKind } from "@/lib/validation/content";
import { DeleteQuestion } from "./delete-question";
import { CONTENT_SCREENS } from "./kinds";

/** The edit screen's delete: asks first (saying what goes with it), then back to the list. */
export function DeleteContentButton({ kind, id }: { kind: ContentKind; id: number }) {
  const router = useRouter();
  const screen = CONTENT_SCREENS[kind];
  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          <TrashIcon /> Excluir {screen.lower}
        </Button>
      }
      description={<DeleteQuestion kind={kind} id={id} />}
      confirmLabel="Excluir"
      onConfirm={async () =>
        handleActionResult(await deleteContentAction(kind, id), {
          success: screen.deleted,
          onSuccess: () => router.push(`${screen.path}?page=1&per_page=10`),
        })
      }
    />
  );
}
