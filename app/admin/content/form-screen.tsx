import { Button, Flex } from "@radix-ui/themes";
import Link from "next/link";
import { ContentForm } from "@/components/content/content-form";
import { DeleteContentButton } from "@/components/content/delete-content-button";
import { CONTENT_SCREENS, OPTIONS_KEY } from "@/components/content/kinds";
import { FormScreen } from "@/components/form-screen";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { getContent, moduleOptions } from "@/lib/services/content";
import { QuizResults } from "@/components/content/quiz-results";
import { parentKindOf, type ContentKind } from "@/lib/validation/content";

/** 'Novo …' (no id) or 'Editar …' of a content level (server): the form with its parent options. */
export async function ContentFormScreen({ kind, id }: { kind: ContentKind; id?: string }) {
  const actor = await pageActor();
  const screen = CONTENT_SCREENS[kind];
  const parentKind = parentKindOf(kind);
  const [detail, options, modules] = await Promise.all([
    id === undefined ? null : orNotFound(getContent(actor, kind, pageId(id))),
    parentKind ? autocomplete(actor, { fields: OPTIONS_KEY[parentKind] }) : undefined,
    kind === "module" ? moduleOptions(actor) : undefined,
  ]);
  const item = detail ? detail[kind] : null;
  const parents = (parentKind && options?.[OPTIONS_KEY[parentKind]]) || [];
  return (
    <FormScreen
      title={item ? screen.editTitle : screen.newTitle}
      actions={
        item ? (
          <Flex gap="2" wrap="wrap">
            {kind === "training" ? (
              <Button variant="soft" asChild>
                <Link href={`${screen.path}/${item.id}/report`}>Relatório</Link>
              </Button>
            ) : null}
            <DeleteContentButton kind={kind} id={item.id} />
          </Flex>
        ) : null
      }
    >
      <ContentForm kind={kind} item={item} parents={parents} modules={modules} />
      {item?.kind === "quiz" ? <QuizResults actor={actor} lessonId={item.id} /> : null}
    </FormScreen>
  );
}
