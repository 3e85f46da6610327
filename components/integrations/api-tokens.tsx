"use client";

import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { DataTable, type ColumnDef } from "@/components/data-table";
import { UserPicker, type UserOption } from "@/components/form";
import { LocalDateTime } from "@/components/local-date-time";
import { createApiTokenAction, revokeApiTokenAction } from "@/lib/actions/integrations";
import { handleActionResult } from "@/lib/client/action-result";
import { API_SCOPES, SCOPE_LABELS, type ApiScope } from "@/lib/core/scopes";
import type { ApiTokenView } from "@/lib/services/api-tokens";
import { SecretOnce } from "./secret-once";

type Props = { tokens: ApiTokenView[]; self: UserOption };

function tokenState(t: ApiTokenView) {
  if (t.revokedAt) return <Badge color="gray">Revogado</Badge>;
  if (t.expiresAt && new Date(t.expiresAt) <= new Date())
    return <Badge color="red">Expirado</Badge>;
  return <Badge color="green">Ativo</Badge>;
}

/** 'Tokens de API': create (shown once), list with last use, revoke. */
export function ApiTokens({ tokens, self }: Props) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [owner, setOwner] = useState<number | null>(self.id);
  const [scopes, setScopes] = useState<ApiScope[]>(["read"]);
  const [expiresOn, setExpiresOn] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  async function create(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : undefined;
    const result = await createApiTokenAction({ name, userId: owner ?? 0, scopes, expiresAt });
    setBusy(false);
    handleActionResult(result, {
      success: "Token criado",
      onSuccess: (data) => {
        setSecret(data.token);
        setName("");
        router.refresh();
      },
    });
  }
  const columns = useMemo<ColumnDef<ApiTokenView>[]>(() => {
    const revoke = async (id: number) =>
      handleActionResult(await revokeApiTokenAction(id), {
        success: "Token revogado",
        onSuccess: () => router.refresh(),
      });
    return [
      {
        id: "name",
        header: "Nome",
        cell: ({ row }) => (
          <>
            {row.original.name} <Text color="gray">({row.original.prefix}…)</Text>
          </>
        ),
      },
      { id: "user", header: "Usuário", accessorFn: (token) => token.user.name },
      { id: "scopes", header: "Escopos", accessorFn: (token) => token.scopes.join(", ") },
      {
        id: "lastUsedAt",
        header: "Último uso",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.lastUsedAt ? <LocalDateTime value={row.original.lastUsedAt} /> : "Nunca",
      },
      {
        id: "expiresAt",
        header: "Expira",
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.expiresAt ? <LocalDateTime value={row.original.expiresAt} /> : "Não expira",
      },
      {
        id: "state",
        header: "Situação",
        meta: { nowrap: true },
        cell: ({ row }) => tokenState(row.original),
      },
      {
        id: "revoke",
        header: () => <VisuallyHidden>Ações</VisuallyHidden>,
        meta: { label: "" },
        cell: ({ row }) =>
          row.original.revokedAt ? null : (
            <Button
              size="1"
              color="red"
              variant="soft"
              onClick={() => revoke(row.original.id)}
              aria-label={`Revogar ${row.original.name}`}
            >
              Revogar
            </Button>
          ),
      },
    ];
  }, [router]);

  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          Tokens de API
        </Heading>
        <Text size="2" color="gray">
          Um programa usa o token no cabeçalho <code>Authorization: Bearer mbr_…</code> e age como o
          usuário escolhido, limitado aos escopos marcados.
        </Text>
        <form method="post" onSubmit={create} aria-label="Novo token">
          <Flex direction="column" gap="2">
            <Flex gap="2" wrap="wrap" align="end">
              <label>
                <Text size="2">Nome</Text>
                <TextField.Root
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder="Integração ERP"
                  aria-label="Nome do token"
                />
              </label>
              <Box width="280px">
                <Text as="label" size="2" htmlFor="api-token-user">
                  Usuário do token
                </Text>
                <UserPicker
                  id="api-token-user"
                  label="Usuário do token"
                  value={owner ? [owner] : []}
                  onChange={(ids) => setOwner(ids[0] ?? null)}
                  selected={[self]}
                  suffix={(id) => (id === self.id ? " (você)" : "")}
                  placeholder="Buscar usuário"
                />
              </Box>
              <label>
                <Text size="2">Expira em (opcional)</Text>
                <TextField.Root
                  type="date"
                  value={expiresOn}
                  onChange={(e) => setExpiresOn(e.target.value)}
                  aria-label="Expira em"
                />
              </label>
            </Flex>
            <Flex gap="3" wrap="wrap" role="group" aria-label="Escopos">
              {API_SCOPES.map((scope) => (
                <Text as="label" size="2" key={scope} title={SCOPE_LABELS[scope]}>
                  <Flex gap="1" align="center">
                    <Checkbox
                      checked={scopes.includes(scope)}
                      onCheckedChange={(on) => toggle(scope, on === true)}
                    />{" "}
                    {scope}
                  </Flex>
                </Text>
              ))}
            </Flex>
            <Flex>
              <Button type="submit" disabled={busy}>
                Criar token
              </Button>
            </Flex>
          </Flex>
        </form>
        {secret && <SecretOnce label="Token" value={secret} />}
        <DataTable
          columns={columns}
          data={tokens}
          emptyText="Nenhum token criado."
          aria-label="Tokens de API"
        />
      </Flex>
    </Card>
  );
}
