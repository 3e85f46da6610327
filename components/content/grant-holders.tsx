"use client";

import { Button, Card, Flex, Heading, Select, Text } from "@radix-ui/themes";
import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { revokeAction } from "@/lib/actions/grants";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { MultiOption } from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import { LocalDateTime } from "@/components/local-date-time";
import type { GrantHolder } from "@/lib/services/content";
import type { GrantableKind } from "@/lib/validation/content";
import { GrantValidity } from "./grant-validity";
import { CONTENT_SCREENS } from "./kinds";

/**
 * 'Quem tem acesso': pick an item (kept in the URL as ?item=) to see who holds it and until when,
 * change a holder's last day, and revoke a holder's grant after confirming.
 */
export function GrantHolders({
  kind,
  items,
  selected,
  holders,
}: {
  kind: GrantableKind;
  items: MultiOption[];
  selected: number | null;
  holders: GrantHolder[] | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const itemTitle = items.find((item) => item.id === selected)?.label ?? "";
  const choose = (value: string) =>
    startTransition(() => router.replace(`${pathname}?item=${value}`, { scroll: false }));

  return (
    <Card size="3" asChild>
      <section aria-label="Quem tem acesso">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Quem tem acesso
          </Heading>
          <Flex direction="column" gap="1" style={{ maxWidth: 420 }}>
            <Text as="label" size="2" weight="medium" htmlFor="grant-item">
              {CONTENT_SCREENS[kind].label}
            </Text>
            <Select.Root value={selected ? String(selected) : ""} onValueChange={choose}>
              <Select.Trigger id="grant-item" placeholder="Selecione para ver quem tem acesso" />
              <Select.Content position="popper">
                {items.map((item) => (
                  <Select.Item key={item.id} value={String(item.id)}>
                    {item.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          {pending ? (
            <Text color="gray">Carregando</Text>
          ) : holders === null ? null : holders.length === 0 ? (
            <Text color="gray">Ninguém tem acesso a este item.</Text>
          ) : (
            <Flex asChild direction="column" gap="2">
              <ul
                aria-label={`Usuários com acesso a ${itemTitle}`}
                style={{ listStyle: "none", margin: 0, padding: 0 }}
              >
                {holders.map((holder) => (
                  <li key={holder.id}>
                    <Flex
                      align="center"
                      justify="between"
                      gap="3"
                      wrap="wrap"
                      py="1"
                      style={{ borderBottom: "1px solid var(--gray-a4)" }}
                    >
                      <Flex direction="column">
                        <Text weight="medium">{holder.fullName}</Text>
                        <Text size="1" color="gray">
                          {holder.email} · desde <LocalDateTime value={holder.grantedAt} dateOnly />
                        </Text>
                        <GrantValidity
                          kind={kind}
                          itemId={selected!}
                          itemTitle={itemTitle}
                          holder={holder}
                        />
                      </Flex>
                      <ConfirmDialog
                        trigger={
                          <Button
                            size="1"
                            color="red"
                            variant="soft"
                            aria-label={`Revogar acesso de ${holder.fullName}`}
                          >
                            Revogar
                          </Button>
                        }
                        description={`Você tem certeza que deseja revogar o acesso de ${holder.fullName} a “${itemTitle}”?`}
                        confirmLabel="Revogar"
                        onConfirm={async () =>
                          handleActionResult(await revokeAction(kind, selected!, holder.id), {
                            success: "Permissão revogada com sucesso",
                            onSuccess: () => router.refresh(),
                          })
                        }
                      />
                    </Flex>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
