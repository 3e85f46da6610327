"use client";

import { Button, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { controlProps, FormField } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import type { LoginInput } from "@/lib/validation/auth";
import { login } from "@/lib/actions/session";

// zod and the schema load when the form is first used (focus), not with the page.
const resolver = lazyZodResolver<LoginInput>(() => import("@/lib/validation/auth").then((m) => m.loginSchema));

export function LoginForm({ canRegister }: { canRegister: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver, defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit((values) =>
    startTransition(async () => {
      // On success the action redirects; it only comes back to say why it failed.
      const result = await login(values);
      if (result && !result.ok) toast.error(result.message);
    }),
  );

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="8">
            Login
          </Heading>
          <Text color="gray">Entre com seu e-mail e senha para acessar a área de membros.</Text>
        </Flex>
        <FormField id="email" label="E-mail" error={errors.email?.message}>
          <TextField.Root
            {...controlProps("email", errors.email?.message)}
            {...register("email")}
            type="email"
            size="3"
            autoComplete="email"
            placeholder="voce@exemplo.com"
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password?.message}>
          <PasswordInput
            {...controlProps("password", errors.password?.message)}
            {...register("password")}
            size="3"
            autoComplete="current-password"
          />
        </FormField>
        <Flex gap="3" justify="end" mt="2">
          {canRegister ? (
            <Button type="button" size="3" variant="soft" color="gray" disabled={pending} onClick={() => router.push("/register")}>
              Registrar
            </Button>
          ) : null}
          <SubmitButton size="3" loading={pending}>
            Entrar
          </SubmitButton>
        </Flex>
      </Flex>
    </form>
  );
}
