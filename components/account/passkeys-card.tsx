"use client";

import { Button, Card, Flex, Heading, Text, VisuallyHidden } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/data-table";
import { LocalDateTime } from "@/components/local-date-time";
import { removePasskeyAction, renamePasskeyAction } from "@/lib/actions/passkeys";
import { handleActionResult } from "@/lib/client/action-result";
import { usePasskeysAvailable } from "@/lib/client/passkeys";
import type { PasskeyView } from "@/lib/services/passkeys";
import { MAX_PASSKEYS } from "@/lib/validation/passkeys";
import { AddPasskey } from "./add-passkey";
import { PasskeyNameDialog } from "./passkey-name-dialog";

function RenamePasskey({ passkey, onDone }: { passkey: PasskeyView; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <PasskeyNameDialog
      trigger={
        <Button size="1" variant="soft" aria-label={`Renomear ${passkey.name}`}>
          Renomear
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Renomear chave de acesso"
      description="O nome só serve para você reconhecer a chave nesta lista."
      initialName={passkey.name}
      confirmLabel="Salvar"
      onSubmit={async (name) => {
        const result = await renamePasskeyAction(passkey.id, { name });
        if (!result.ok && result.errors?.name) return result.errors.name[0];
        handleActionResult(result, { success: "Chave de acesso renomeada", onSuccess: onDone });
      }}
    />
  );
}

/**
 * 'Chaves de acesso' in Configurações (both profiles): the person's passkeys with their last use,
 * add (name, then the browser's prompt), rename, and remove after a confirmation.
 */
export function PasskeysCard({ passkeys }: { passkeys: PasskeyView[] }) {
  const router = useRouter();
  const supported = usePasskeysAvailable(true);
  const columns = useMemo<ColumnDef<PasskeyView>[]>(() => {
    const refresh = () => router.refresh();
    return [
      { id: "name", header: "Nome", accessorFn: (passkey) => passkey.name },
      {
        id: "createdAt",
        header: "Adicionada em",
        meta: { nowrap: true },
        cell: ({ row }) => <LocalDateTime value={row.original.createdAt} />,
      },
      {
        id: "lastUsedAt",
        header: "Último uso",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.lastUsedAt ? <LocalDateTime value={row.original.lastUsedAt} /> : "Nunca",
      },
      {
        id: "actions",
        header: () => <VisuallyHidden>Ações</VisuallyHidden>,
        meta: { label: "" },
        cell: ({ row }) => (
          <Flex gap="2" justify="end">
            <RenamePasskey passkey={row.original} onDone={refresh} />
            <ConfirmDialog
              trigger={
                <Button
                  size="1"
                  color="red"
                  variant="soft"
                  aria-label={`Remover ${row.original.name}`}
                >
                  Remover
                </Button>
              }
              description={`A chave de acesso "${row.original.name}" deixará de entrar na sua conta. Esta ação não pode ser desfeita.`}
              confirmLabel="Remover"
              onConfirm={async () =>
                handleActionResult(await removePasskeyAction(row.original.id), {
                  success: "Chave de acesso removida",
                  onSuccess: refresh,
                })
              }
            />
          </Flex>
        ),
      },
    ];
  }, [router]);

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Chaves de acesso
        </Heading>
        <Text color="gray" size="2">
          Entre sem senha, com a biometria, o PIN ou a chave de segurança do seu dispositivo. Uma
          chave de acesso vale pelas duas etapas da verificação.
        </Text>
        <DataTable
          columns={columns}
          data={passkeys}
          emptyText="Nenhuma chave de acesso cadastrada."
          aria-label="Chaves de acesso"
        />
        {supported ? null : (
          <Text size="2" color="gray">
            Este navegador não oferece chaves de acesso.
          </Text>
        )}
        <Flex>
          <AddPasskey
            onAdded={() => router.refresh()}
            disabled={!supported || passkeys.length >= MAX_PASSKEYS}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
