"use client";

import { Button, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ControlledField } from "@/components/form/controlled-field";
import { DateInput } from "@/components/form/date-input";
import { controlProps, FormField } from "@/components/form/field";
import { MaskedInput } from "@/components/form/masked-input";
import { DOCUMENT_MASK, PHONE_MASK } from "@/components/form/masks";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { PixKeyFields } from "@/components/users/pix-key-fields";
import { EMPTY_USER_FORM, type UserFormValues } from "@/components/users/user-form-values";
import { handleActionResult } from "@/lib/client/action-result";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import type { registerSchema } from "@/lib/validation/user";
import { ThemeScope } from "@/components/theme-scope";
import { registerAccount } from "@/lib/actions/register";

type RegisterValues = Omit<UserFormValues, "profileId">;
type RegisterOutput = z.output<typeof registerSchema>;
// zod and the schema load when the form is first used (focus), not with the page.
const resolver = lazyZodResolver<RegisterValues, RegisterOutput>(() =>
  import("@/lib/validation/user").then((m) => m.registerSchema),
);
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the register form has no profile
const { profileId: _profileId, ...EMPTY } = EMPTY_USER_FORM;

export function RegisterForm({ latestBirthDate }: { latestBirthDate: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterOutput>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    startTransition(async () => {
      // The same neutral notice for a new and a taken e-mail (it never says which); a new
      // account is created when the link e-mailed to the address is followed.
      const result = await registerAccount(values);
      handleActionResult(result, {
        form: { setError, getValues },
        onSuccess: ({ notice }) => {
          toast.info(notice);
          router.push("/login");
        },
      });
    }),
  );

  const text = (name: keyof RegisterValues) => ({
    ...controlProps(name, errors[name]?.message),
    ...register(name),
    size: "3" as const,
  });

  return (
    // The type-of-key select and the date picker portal out of the page: ThemeScope dresses them in
    // the theme.
    <ThemeScope>
      <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h1" size="8">
              Criar conta
            </Heading>
            <Text color="gray">Cadastre-se como colaborador para acessar o painel.</Text>
          </Flex>
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            <FormField id="firstName" label="Nome" error={errors.firstName?.message}>
              <TextField.Root {...text("firstName")} autoComplete="given-name" />
            </FormField>
            <FormField id="lastName" label="Sobrenome" error={errors.lastName?.message}>
              <TextField.Root {...text("lastName")} autoComplete="family-name" />
            </FormField>
          </Grid>
          <FormField id="email" label="E-mail" error={errors.email?.message}>
            <TextField.Root
              {...text("email")}
              type="email"
              autoComplete="email"
              placeholder="voce@exemplo.com"
            />
          </FormField>
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            <ControlledField
              control={control}
              name="phone"
              label="Telefone"
              render={(field) => (
                <MaskedInput
                  {...field}
                  mask={PHONE_MASK}
                  size="3"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="(00) 00000-0000"
                />
              )}
            />
            <ControlledField
              control={control}
              name="document"
              label="CPF/CNPJ"
              hint="Opcional"
              render={(field) => (
                <MaskedInput
                  {...field}
                  mask={DOCUMENT_MASK}
                  size="3"
                  inputMode="numeric"
                  placeholder="000.000.000-00"
                />
              )}
            />
          </Grid>
          <ControlledField
            control={control}
            name="birthDate"
            label="Data de nascimento"
            render={(field) => (
              <DateInput {...field} size="3" max={latestBirthDate} autoComplete="bday" />
            )}
          />
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            <FormField
              id="instagram"
              label="Instagram"
              error={errors.instagram?.message}
              hint="Opcional"
            >
              <TextField.Root {...text("instagram")} placeholder="@usuario" />
            </FormField>
          </Grid>
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            {/* The same typed-key fields as the profile (the register values are the person form's
                minus the profile). */}
            <PixKeyFields control={control} readOnly={false} />
          </Grid>
          <FormField
            id="password"
            label="Senha"
            error={errors.password?.message}
            hint="Pelo menos 8 caracteres"
          >
            <PasswordInput
              {...controlProps("password", errors.password?.message)}
              {...register("password")}
              size="3"
              autoComplete="new-password"
            />
          </FormField>
          <Flex gap="3" justify="end" mt="2">
            <Button
              type="button"
              size="3"
              variant="soft"
              color="gray"
              disabled={pending}
              onClick={() => router.push("/login")}
            >
              Já tenho conta
            </Button>
            <SubmitButton size="3" loading={pending}>
              Cadastrar
            </SubmitButton>
          </Flex>
        </Flex>
      </form>
    </ThemeScope>
  );
}
