"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Flex } from "@radix-ui/themes";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { controlProps, FormField } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { handleActionResult } from "@/lib/client/action-result";
import { changePasswordAction } from "@/lib/actions/account";
import { passwordChangeFormSchema, type PasswordChangeFormValues } from "@/lib/validation/account";

const EMPTY: PasswordChangeFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

/** 'Alterar senha': the current password, the new one twice. Other sessions end on success. */
export function PasswordForm() {
  const [pending, startTransition] = useTransition();
  const form = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    startTransition(async () => {
      const result = await changePasswordAction({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      handleActionResult(result, {
        form,
        success: "Senha alterada com sucesso. As outras sessões foram encerradas.",
        onSuccess: () => form.reset(EMPTY),
      });
    }),
  );

  const field = (name: keyof PasswordChangeFormValues, autoComplete: string) => ({
    ...controlProps(name, errors[name]?.message),
    ...register(name),
    autoComplete,
    size: "3" as const,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <Flex direction="column" gap="3" maxWidth="420px">
        <FormField id="currentPassword" label="Senha atual" error={errors.currentPassword?.message}>
          <PasswordInput {...field("currentPassword", "current-password")} />
        </FormField>
        <FormField
          id="newPassword"
          label="Nova senha"
          error={errors.newPassword?.message}
          hint="Pelo menos 8 caracteres; não use o seu nome, o seu e-mail nem uma senha comum."
        >
          <PasswordInput {...field("newPassword", "new-password")} />
        </FormField>
        <FormField
          id="confirmPassword"
          label="Confirme a nova senha"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput {...field("confirmPassword", "new-password")} />
        </FormField>
        <Flex>
          <SubmitButton loading={pending}>Alterar senha</SubmitButton>
        </Flex>
      </Flex>
    </form>
  );
}
