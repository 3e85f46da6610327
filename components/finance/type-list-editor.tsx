"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Badge, Card, Dialog, Flex, Heading, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "@/lib/validation/zod";
import { createFinanceTypeAction, updateFinanceTypeAction } from "@/lib/actions/finance-types";
import { RowActions, RowConfirmHost } from "@/components/data-table";
import { FormActions, SubmitButton, TextField } from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import type { FinanceTypeRow } from "@/lib/services/finance/type-lists";
import { financeTypeSchema } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";

type LabelValues = z.input<typeof financeTypeSchema>;

// Field ids are the field names: the rename dialog, open beside the add form, names its field
// apart.
const renameSchema = z.object({ newLabel: financeTypeSchema.shape.label });
type RenameValues = z.input<typeof renameSchema>;

/** One type list of /admin/settings: add, rename, retire (no longer offered) and bring back. */
export function TypeListEditor({ kind, types }: { kind: FinanceKind; types: FinanceTypeRow[] }) {
  const router = useRouter();
  const title = FINANCE[kind].text.typesTitle;
  const [renaming, setRenaming] = useState<FinanceTypeRow | null>(null);
  const form = useForm<LabelValues>({
    resolver: zodResolver(financeTypeSchema),
    defaultValues: { label: "" },
  });

  const add = form.handleSubmit(async (values) => {
    const result = await createFinanceTypeAction(kind, values);
    if (
      handleActionResult(result, {
        form,
        success: "Tipo adicionado com sucesso",
        onSuccess: () => router.refresh(),
      })
    )
      form.reset({ label: "" });
  });

  const setActive = async (type: FinanceTypeRow, active: boolean) =>
    handleActionResult(await updateFinanceTypeAction(kind, type.id, { active }), {
      success: active ? "Tipo reativado com sucesso" : "Tipo desativado com sucesso",
      onSuccess: () => router.refresh(),
    });

  return (
    <Card size="3" asChild>
      <section aria-label={title}>
        <Heading as="h2" size="4" mb="3">
          {title}
        </Heading>
        <form method="post" onSubmit={add} noValidate aria-label={`Adicionar em ${title}`}>
          <Flex gap="3" align="end">
            <div style={{ flex: 1 }}>
              <TextField
                control={form.control}
                name="label"
                label="Novo tipo"
                placeholder="Nome do tipo"
                maxLength={100}
              />
            </div>
            <SubmitButton loading={form.formState.isSubmitting}>Adicionar</SubmitButton>
          </Flex>
        </form>
        <RowConfirmHost>
          <Table.Root variant="surface" size="1" mt="4">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Nome</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Situação</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {types.map((type) => (
                <Table.Row key={type.id} align="center">
                  <Table.Cell>
                    <Text color={type.active ? undefined : "gray"}>{type.label}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    {type.active ? (
                      <Badge color="green">Ativo</Badge>
                    ) : (
                      <Badge color="gray">Desativado</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell justify="end">
                    <RowActions
                      label={`Ações de ${type.label}`}
                      actions={[
                        { label: "Renomear", onSelect: () => setRenaming(type) },
                        type.active
                          ? {
                              label: "Desativar",
                              color: "red",
                              confirm: {
                                description: `'${type.label}' deixará de ser oferecido em novos itens; os itens que já o usam mantêm o nome.`,
                                confirmLabel: "Desativar",
                                onConfirm: () => setActive(type, false),
                              },
                            }
                          : { label: "Reativar", onSelect: () => setActive(type, true) },
                      ]}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </RowConfirmHost>
        {renaming ? (
          <RenameDialog kind={kind} type={renaming} onClose={() => setRenaming(null)} />
        ) : null}
      </section>
    </Card>
  );
}

function RenameDialog({
  kind,
  type,
  onClose,
}: {
  kind: FinanceKind;
  type: FinanceTypeRow;
  onClose: () => void;
}) {
  const router = useRouter();
  const form = useForm<RenameValues>({
    resolver: zodResolver(renameSchema),
    defaultValues: { newLabel: type.label },
  });
  const save = form.handleSubmit(async ({ newLabel }) => {
    const result = await updateFinanceTypeAction(kind, type.id, { label: newLabel });
    if (!result.ok && result.errors?.label)
      form.setError("newLabel", { type: "server", message: result.errors.label[0] });
    handleActionResult(result, {
      form,
      success: "Tipo renomeado com sucesso",
      onSuccess: () => {
        onClose();
        router.refresh();
      },
    });
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Renomear tipo</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Os itens que usam este tipo passam a mostrar o novo nome.
        </Dialog.Description>
        <form method="post" onSubmit={save} noValidate>
          <Flex direction="column" gap="3" mt="3">
            <TextField control={form.control} name="newLabel" label="Nome" maxLength={100} />
          </Flex>
          <FormActions
            submitting={form.formState.isSubmitting}
            submitLabel="Salvar"
            onCancel={onClose}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
