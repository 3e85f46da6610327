"use client";

/**
 * FormActions — the row at the end of every form: 'Cancelar' (router.back() unless `onCancel`)
 * and the submit button, which shows a spinner and 'Carregando' while `submitting` (both
 * buttons are disabled meanwhile). A create says 'Cadastrar', an edit (`editing`) 'Salvar'.
 *
 * @example
 *   // 'Cadastrar' / 'Salvar'
 *   <FormActions submitting={form.formState.isSubmitting} editing={Boolean(item)} />
 *   <FormActions
 *     submitting={isSubmitting}
 *     submitLabel="Salvar"
 *     onCancel={() => setEditing(false)}
 *   />
 */
import { Button, Flex } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { SubmitButton } from "./submit-button";

export function FormActions({
  submitting,
  editing = false,
  submitLabel = editing ? "Salvar" : "Cadastrar",
  cancelLabel = "Cancelar",
  onCancel,
  disabled,
}: {
  submitting: boolean;
  /** The form edits a stored record: the button says 'Salvar'. */
  editing?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  onCancel?: () => void;
  disabled?: boolean;
}) {
  const router = useRouter();
  return (
    <Flex gap="3" justify="end" mt="4">
      <Button
        type="button"
        variant="soft"
        color="gray"
        disabled={submitting}
        onClick={onCancel ?? (() => router.back())}
      >
        {cancelLabel}
      </Button>
      <SubmitButton loading={submitting} disabled={disabled}>
        {submitLabel}
      </SubmitButton>
    </Flex>
  );
}
