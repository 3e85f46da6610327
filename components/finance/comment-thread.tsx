"use client";

import { Badge, Box, Button, Card, Flex, Heading, Spinner, Text, TextArea } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { LocalDateTime } from "@/components/local-date-time";
import { addFinanceCommentAction, editFinanceCommentAction } from "@/lib/actions/finance-review";
import { handleActionResult } from "@/lib/client/action-result";
import type { FinanceKind } from "@/lib/kinds/finance";
import { COMMENT_MAX, type FinanceComment } from "@/lib/validation/finance-review";

type Audience = "admin" | "collaborator";

/**
 * The thread of an item on its page (admin and owner): the comments as the server rendered them,
 * oldest first, in the viewer's time zone; a form for a new one; 'Editar' on the viewer's own
 * comments while the edit window lasts. Each change refreshes the page's server data.
 */
export function CommentThread({
  audience,
  kind,
  itemId,
  comments,
}: {
  audience: Audience;
  kind: FinanceKind;
  itemId: number;
  comments: FinanceComment[];
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | null>(null);
  const save = async (body: string) =>
    handleActionResult(await addFinanceCommentAction(audience, kind, itemId, body), {
      success: "Comentário enviado",
      onSuccess: () => router.refresh(),
    });
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="comments-title">
        <Heading as="h2" size="4" id="comments-title">
          Comentários ({comments.length})
        </Heading>
        {comments.length ? (
          <Flex direction="column" gap="2" asChild>
            <ol aria-label="Comentários" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {comments.map((comment) => (
                <li key={comment.id}>
                  <Card>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text weight="bold" size="2">
                        {comment.user.fullName}
                      </Text>
                      <Badge color={comment.fromOwner ? "gray" : "violet"} variant="soft">
                        {comment.fromOwner ? "Colaborador" : "Administrador"}
                      </Badge>
                      <Text size="1" color="gray">
                        <LocalDateTime value={comment.createdAt} />
                        {comment.updatedAt !== comment.createdAt ? " (editado)" : ""}
                      </Text>
                    </Flex>
                    {editing === comment.id ? (
                      <CommentForm
                        label="Editar comentário"
                        initial={comment.body}
                        submitLabel="Salvar"
                        onCancel={() => setEditing(null)}
                        onSubmit={async (body) =>
                          handleActionResult(
                            await editFinanceCommentAction(
                              audience,
                              kind,
                              itemId,
                              comment.id,
                              body,
                            ),
                            {
                              success: "Comentário editado",
                              onSuccess: () => {
                                setEditing(null);
                                router.refresh();
                              },
                            },
                          )
                        }
                      />
                    ) : (
                      <>
                        <Text as="p" size="2" mt="1" style={{ whiteSpace: "pre-wrap" }}>
                          {comment.body}
                        </Text>
                        {comment.editable ? (
                          <Button
                            size="1"
                            variant="ghost"
                            mt="2"
                            onClick={() => setEditing(comment.id)}
                          >
                            Editar
                          </Button>
                        ) : null}
                      </>
                    )}
                  </Card>
                </li>
              ))}
            </ol>
          </Flex>
        ) : (
          <Text size="2" color="gray">
            Nenhum comentário ainda.
          </Text>
        )}
        <CommentForm
          label="Novo comentário"
          submitLabel="Comentar"
          onSubmit={save}
          clearOnSuccess
        />
      </section>
    </Flex>
  );
}

/** A comment's text with its counter and a submit button that spins while it is sent. */
function CommentForm({
  label,
  initial = "",
  submitLabel,
  onSubmit,
  onCancel,
  clearOnSuccess = false,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  clearOnSuccess?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const empty = !body.trim();
  return (
    <Box asChild mt="2">
      <form
        method="post"
        onSubmit={async (event) => {
          event.preventDefault();
          if (empty || busy) return;
          setBusy(true);
          try {
            if ((await onSubmit(body.trim())) && clearOnSuccess) setBody("");
          } finally {
            setBusy(false);
          }
        }}
      >
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <TextArea
          id={id}
          mt="1"
          value={body}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        <Flex justify="between" align="center" mt="2" gap="3">
          <Text size="1" color="gray">
            {body.length}/{COMMENT_MAX}
          </Text>
          <Flex gap="2">
            {onCancel ? (
              <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
                Cancelar
              </Button>
            ) : null}
            <Button type="submit" disabled={empty || busy}>
              {busy ? <Spinner /> : null}
              {busy ? "Carregando" : submitLabel}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Box>
  );
}
