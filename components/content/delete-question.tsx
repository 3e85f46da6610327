"use client";

import { Spinner, Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { countDescendantsAction } from "@/lib/actions/content";
import type { ContentKind } from "@/lib/validation/content";
import { CONTENT_SCREENS, describeCounts } from "./kinds";

/**
 * The delete question of a content item. It counts what goes with the item when shown, so the
 * admin reads '… tudo o que está dentro dele: 2 módulos e 5 aulas.' before confirming.
 */
export function DeleteQuestion({ kind, id }: { kind: ContentKind; id: number }) {
  const [counts, setCounts] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    countDescendantsAction(kind, id).then((result) => {
      if (live) setCounts(result.ok ? describeCounts(result.data) : "");
    });
    return () => {
      live = false;
    };
  }, [kind, id]);
  const screen = CONTENT_SCREENS[kind];
  return (
    <>
      Essa ação não pode ser desfeita. Você tem certeza que deseja deletar {screen.this}?{" "}
      {counts === null && kind !== "lesson" ? (
        <Text as="span" color="gray">
          <Spinner size="1" style={{ display: "inline-block" }} /> Contando o que será excluído…
        </Text>
      ) : counts ? (
        <Text as="span" weight="bold" data-testid="delete-children">
          Também será excluído tudo o que está dentro dele: {counts}.
        </Text>
      ) : null}
    </>
  );
}
