"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Card, Flex } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { grantAction } from "@/lib/actions/grants";
import {
  DatePickerField,
  FormActions,
  MultiSelectField,
  UserPickerField,
  type MultiOption,
} from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import { GRANT_ITEMS_KEY, type GrantableKind } from "@/lib/validation/content";
import { grantWithValiditySchemas } from "@/lib/validation/grant-validity";
import { GRANT_SCREENS } from "./kinds";

/**
 * The three schemas share one shape ({users, <items key>}: lists of ids, and `validUntil`), so the
 * form is keyed the same way.
 */
type Input = Record<string, unknown>;
type Output = Record<string, unknown>;

/**
 * Grants the chosen items to the chosen users; 'Permissões adicionadas!' and back to
 * /admin/permissions.
 */
export function GrantForm({ kind, items }: { kind: GrantableKind; items: MultiOption[] }) {
  const router = useRouter();
  const itemsKey = GRANT_ITEMS_KEY[kind];
  const screen = GRANT_SCREENS[kind];
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(grantWithValiditySchemas[kind]),
    defaultValues: { users: [], [itemsKey]: [], validUntil: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    handleActionResult(await grantAction(kind, values), {
      form,
      success: "Permissões adicionadas!",
      onSuccess: () => router.push("/admin/permissions"),
    });
  });
  return (
    <Card size="3">
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Adicionar permissões">
        <Flex direction="column" gap="4">
          <UserPickerField
            control={form.control}
            name="users"
            label="Usuários"
            multiple
            profile="EMPLOYEE"
            placeholder="Selecione os usuários"
          />
          <MultiSelectField
            control={form.control}
            name={itemsKey}
            label={screen.itemsLabel}
            options={items}
            placeholder={screen.itemsPlaceholder}
          />
          <DatePickerField
            control={form.control}
            name="validUntil"
            label="Válido até"
            hint="Último dia de acesso, para todos os escolhidos. Em branco: sem prazo (quem já tem acesso mantém o prazo que tinha)."
          />
          <FormActions
            submitting={form.formState.isSubmitting}
            submitLabel="Adicionar permissões"
            onCancel={() => router.push("/admin/permissions")}
          />
        </Flex>
      </form>
    </Card>
  );
}
