"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { controlProps, FormField } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { login } from "@/lib/actions/session";

export function LoginForm({ canRegister }: { canRegister: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit((values) =>
    startTransition(async () => {
      // On success the action redirects; it only comes back to say why it failed.
      const result = await login(values);
      if (result && !result.ok) toast.error(result.message);
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
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
