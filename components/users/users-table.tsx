"use client";

import { useState, type RefObject } from "react";
import {
  DataTable,
  rowActionsColumn,
  type ColumnDef,
  type RowAction,
} from "@/components/data-table";
import { AnonymizeDialog } from "./anonymize-dialog";
import { handleActionResult } from "@/lib/client/action-result";
import { useListUrl } from "@/lib/client/use-list-url";
import { anonymizeUserAction, deleteUserAction as deleteUser } from "@/lib/actions/users";
import { formatDate, formatPhone } from "@/lib/format";
import type { PageMeta } from "@/lib/validation/list";
import { USER_SORTS, profileName } from "@/lib/kinds/user";

export type UserRow = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  /** Masked by the page (`maskDocument`). */
  document: string;
  /** Masked by the page (`maskPixKey`), or 'A revisar' for a legacy key that did not parse. */
  pixKey: string;
  birthDate: string;
  Profile: { id: number; label: string };
  active: boolean;
  anonymizedAt: string | null;
};

export const DELETE_USER_QUESTION =
  "Essa ação não pode ser desfeita. Você tem certeza que deseja deletar esse usuário?";

const columns: ColumnDef<UserRow>[] = [
  { id: "name", accessorKey: "fullName", header: "Nome", meta: { truncate: true } },
  { id: "email", accessorKey: "email", header: "E-mail", meta: { truncate: true } },
  {
    id: "phone",
    header: "Telefone",
    meta: { nowrap: true },
    cell: ({ row }) => formatPhone(row.original.phone),
  },
  {
    id: "document",
    header: "CPF/CNPJ",
    meta: { nowrap: true },
    cell: ({ row }) => row.original.document,
  },
  {
    id: "pixKey",
    header: "Chave PIX",
    meta: { nowrap: true },
    cell: ({ row }) => row.original.pixKey,
  },
  {
    id: "birthDate",
    header: "Data de nascimento",
    meta: { nowrap: true },
    cell: ({ row }) => formatDate(row.original.birthDate),
  },
  { id: "profile", header: "Perfil", cell: ({ row }) => profileName(row.original.Profile.label) },
];

/**
 * The 'Usuários' table: the row menu edits, deletes (after confirmation) or offers two
 * placeholders.
 */
export function UsersTable({ data, meta }: { data: UserRow[]; meta: PageMeta }) {
  const list = useListUrl();
  const [anonymizing, setAnonymizing] = useState<{
    user: UserRow;
    opener: RefObject<HTMLElement | null>;
  } | null>(null);
  const activeActions = (user: UserRow): RowAction[] => [
    { label: "Editar usuário", href: `/admin/user/${user.id}/e` },
    {
      label: "Deletar usuário",
      color: "red",
      confirm: {
        description: DELETE_USER_QUESTION,
        confirmLabel: "Deletar",
        onConfirm: async () =>
          handleActionResult(await deleteUser(user.id), {
            success: "Usuário deletado com sucesso",
            onSuccess: list.reload,
          }),
      },
    },
    { label: "Enviar mensagem no WhatsApp", disabled: true },
    { label: "Enviar notificação", disabled: true },
  ];
  const withActions = [
    ...columns,
    rowActionsColumn<UserRow>((user) =>
      // A deleted user can only be anonymised (once), from 'Situação: Excluídos'.
      user.active
        ? activeActions(user)
        : [
            {
              label: user.anonymizedAt ? "Anonimizado" : "Anonimizar",
              color: "red",
              disabled: Boolean(user.anonymizedAt),
              onSelect: (opener) => setAnonymizing({ user, opener }),
            },
          ],
    ),
  ];
  return (
    <>
      <DataTable columns={withActions} data={data} meta={meta} sorts={USER_SORTS} />
      {anonymizing ? (
        <AnonymizeDialog
          user={anonymizing.user}
          run={(typed) => anonymizeUserAction(anonymizing.user.id, typed)}
          onClose={() => setAnonymizing(null)}
          onDone={list.reload}
          returnFocusTo={anonymizing.opener}
        />
      ) : null}
    </>
  );
}
