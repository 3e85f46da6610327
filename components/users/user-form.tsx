"use client";

/**
 * The person form, one component for three screens: 'Novo usuário' (`create`: password and
 * profile), 'Editar usuário' (`edit`: profile, no password) and 'Meu Perfil' (`profile`:
 * read-only until 'Editar', the profile shown but never editable). Each mode calls its own
 * server action from lib/actions; the result goes through `handleActionResult`.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Card, Flex, Grid, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import {
  DatePickerField,
  DOCUMENT_MASK,
  FormActions,
  MaskedField,
  PHONE_MASK,
  SelectField,
  TextField,
} from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import { updateProfileAction } from "@/lib/actions/profile";
import { createUserAction, updateUserAction } from "@/lib/actions/users";
import type { ActionResult } from "@/lib/server/action";
import { PixKeyFields } from "./pix-key-fields";
import { EMPTY_USER_FORM as EMPTY, type UserFormValues } from "./user-form-values";
import {
  latestBirthDate,
  profileName,
  profileUpdateSchema,
  userCreateSchema,
  userEditFormSchema,
} from "@/lib/validation/user";

const SCHEMAS = {
  create: userCreateSchema,
  edit: userEditFormSchema,
  profile: profileUpdateSchema,
};
type Mode = keyof typeof SCHEMAS;
/** What the inputs hold: the create schema's fields, each mode reading the ones it has. */
type Input = Partial<z.input<typeof userCreateSchema>>;
type Output = z.output<(typeof SCHEMAS)[Mode]>;
const RESOLVERS: Record<Mode, Resolver<Input, unknown, Output>> = {
  create: zodResolver<Input, unknown, Output>(SCHEMAS.create),
  edit: zodResolver<Input, unknown, Output>(SCHEMAS.edit),
  profile: zodResolver<Input, unknown, Output>(SCHEMAS.profile),
};
type Props = {
  defaults?: UserFormValues;
  profiles: { id: number; label: string }[];
  successMessage: string;
  /** Where to go after saving; without it the form stays (and goes back to read-only). */
  redirectTo?: string;
} & ({ mode: "create" } | { mode: "edit"; userId: number } | { mode: "profile" });

function save(props: Props, body: Partial<Input>): Promise<ActionResult<unknown>> {
  if (props.mode === "create") return createUserAction(body);
  if (props.mode === "edit") return updateUserAction(props.userId, body);
  return updateProfileAction(body);
}

export function UserForm(props: Props) {
  const { mode, defaults = EMPTY, profiles, successMessage, redirectTo } = props;
  const router = useRouter();
  const [editing, setEditing] = useState(mode !== "profile");
  const form = useForm<Input, unknown, Output>({
    resolver: RESOLVERS[mode],
    defaultValues: defaults,
  });
  const readOnly = !editing;
  const profileOptions = profiles.map((p) => ({ id: p.id, label: profileName(p.label) }));

  const onSubmit = form.handleSubmit(async () => {
    // The raw strings (the server parses them with the same schema): an emptied optional
    // field goes as '' and is cleared. No password on edits, no profile on 'Meu Perfil'.
    const body: Partial<Input> = { ...form.getValues() };
    if (mode !== "create") delete body.password;
    if (mode === "profile") delete body.profileId;
    const result = await save(props, body);
    handleActionResult(result, {
      form,
      success: successMessage,
      onSuccess: () => {
        if (redirectTo) router.push(redirectTo);
        else {
          setEditing(false);
          form.reset(form.getValues());
          router.refresh();
        }
      },
    });
  });

  const cancelEdit = () => {
    form.reset(defaults);
    setEditing(false);
  };

  return (
    <Card size="3">
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label={mode === "profile" ? "Meu Perfil" : undefined}
      >
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            <TextField
              control={form.control}
              name="firstName"
              label="Nome"
              autoComplete="given-name"
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="lastName"
              label="Sobrenome"
              autoComplete="family-name"
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              readOnly={readOnly}
            />
            <MaskedField
              control={form.control}
              name="phone"
              label="Telefone"
              mask={PHONE_MASK}
              placeholder="(00) 00000-0000"
              readOnly={readOnly}
            />
            <MaskedField
              control={form.control}
              name="document"
              label="CPF/CNPJ"
              mask={DOCUMENT_MASK}
              placeholder="000.000.000-00"
              readOnly={readOnly}
            />
            <DatePickerField
              control={form.control}
              name="birthDate"
              label="Data de nascimento"
              maxDate={latestBirthDate()}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="instagram"
              label="Instagram"
              readOnly={readOnly}
            />
            <PixKeyFields control={form.control} readOnly={readOnly} />
            {mode === "profile" ? (
              <Flex direction="column" gap="1">
                <Text size="2" weight="medium">
                  Perfil
                </Text>
                <Text size="2" data-testid="own-profile">
                  {profileName(
                    profiles.find((p) => String(p.id) === defaults.profileId)?.label ?? "",
                  )}
                </Text>
              </Flex>
            ) : (
              <SelectField
                control={form.control}
                name="profileId"
                label="Perfil"
                options={profileOptions}
                placeholder="Selecione um perfil"
              />
            )}
            {mode === "create" ? (
              <TextField
                control={form.control}
                name="password"
                label="Senha"
                type="password"
                autoComplete="new-password"
              />
            ) : null}
          </Grid>
          {mode === "profile" && !editing ? (
            <Flex justify="end">
              <Button type="button" onClick={() => setEditing(true)}>
                Editar
              </Button>
            </Flex>
          ) : (
            <FormActions
              submitting={form.formState.isSubmitting}
              editing={mode !== "create"}
              onCancel={mode === "profile" ? cancelEdit : undefined}
            />
          )}
        </Flex>
      </form>
    </Card>
  );
}
