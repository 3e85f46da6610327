"use client";

import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { ScrollableTable } from "@/components/scrollable-table";
import { useRouter } from "next/navigation";
import { useState } from "react";
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
  async function revoke(id: number) {
    handleActionResult(await revokeApiTokenAction(id), {
      success: "Token revogado",
      onSuccess: () => router.refresh(),
    });
  }

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
        {tokens.length ? (
          <ScrollableTable label="Tokens de API">
            <Table.Root size="1" aria-label="Tokens de API">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Nome</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Usuário</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Escopos</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Último uso</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Expira</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Situação</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {tokens.map((t) => (
                  <Table.Row key={t.id}>
                    <Table.Cell>
                      {t.name} <Text color="gray">({t.prefix}…)</Text>
                    </Table.Cell>
                    <Table.Cell>{t.user.name}</Table.Cell>
                    <Table.Cell>{t.scopes.join(", ")}</Table.Cell>
                    <Table.Cell>
                      {t.lastUsedAt ? <LocalDateTime value={t.lastUsedAt} /> : "Nunca"}
                    </Table.Cell>
                    <Table.Cell>
                      {t.expiresAt ? <LocalDateTime value={t.expiresAt} /> : "Não expira"}
                    </Table.Cell>
                    <Table.Cell>{tokenState(t)}</Table.Cell>
                    <Table.Cell>
                      {!t.revokedAt && (
                        <Button
                          size="1"
                          color="red"
                          variant="soft"
                          onClick={() => revoke(t.id)}
                          aria-label={`Revogar ${t.name}`}
                        >
                          Revogar
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollableTable>
        ) : (
          <Text size="2" color="gray">
            Nenhum token criado.
          </Text>
        )}
      </Flex>
    </Card>
  );
}
