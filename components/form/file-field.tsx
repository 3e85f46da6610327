"use client";

/**
 * FileField — a file picker bound to react-hook-form. The form value is the picked `File`, or
 * null. A picked file is checked at once with the rules of §5 (size, then type: 'Max image
 * size is 5MB.', 'Apenas .pdf, …') and refused before any upload; the server judges the bytes
 * again. `current` shows the stored file (edit screens) as a link that opens it.
 * Pair it with `fileFieldSchema(required)` from `@/lib/validation/file` in the form's schema.
 *
 * @example
 *   <FileField
 *     control={form.control}
 *     name="file"
 *     label="Comprovante"
 *     current={item.file}
 *     currentLabel="Comprovante atual"
 *   />
 */
import { FileIcon, UploadIcon } from "@/components/icons";
import { Button, Flex, Link, Text } from "@radix-ui/themes";
import { useRef, useState } from "react";
import { useController, type FieldValues } from "react-hook-form";
import { FILE_ACCEPT, fileProblem, type FileInfo } from "@/lib/validation/file";
import type { BaseFieldProps } from "./field-props";
import { controlProps, FormField } from "./field";

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  current?: FileInfo | null;
  currentLabel?: string;
  accept?: string;
};

const kilobytes = (size: number) =>
  `${Math.max(1, Math.round(size / 1024)).toLocaleString("pt-BR")} KB`;

export function FileField<V extends FieldValues, Out extends FieldValues = V>({
  control,
  name,
  label,
  hint = "PDF, JPG, PNG ou WebP, até 5MB.",
  disabled,
  current,
  currentLabel = "Arquivo atual",
  accept = FILE_ACCEPT,
}: Props<V, Out>) {
  const input = useRef<HTMLInputElement | null>(null);
  const { field, fieldState } = useController({ control, name });
  // A refused pick is shown here: it never becomes the form's value.
  const [problem, setProblem] = useState<string | null>(null);
  const value: unknown = field.value;
  const picked = typeof File !== "undefined" && value instanceof File ? value : null;
  const error = problem ?? fieldState.error?.message;
  const id = name;

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused);
    field.onChange(refused ? null : file);
    if (refused) event.target.value = "";
    field.onBlur();
  };

  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        {...controlProps(id, error)}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        type="file"
        name={field.name}
        accept={accept}
        disabled={disabled}
        onChange={onPick}
        style={{ position: "absolute", width: 1, height: 1, opacity: 0, pointerEvents: "none" }}
        tabIndex={-1}
      />
      <Flex align="center" gap="3" wrap="wrap">
        <Button
          type="button"
          variant="surface"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <UploadIcon /> Escolher arquivo
        </Button>
        <Text size="2" color={picked ? undefined : "gray"} data-testid="picked-file">
          {picked ? `${picked.name} (${kilobytes(picked.size)})` : "Nenhum arquivo selecionado"}
        </Text>
      </Flex>
      {current ? (
        <Text size="2" color="gray">
          {currentLabel}:{" "}
          <Link href={current.url} target="_blank" rel="noopener noreferrer">
            <FileIcon /> {current.name}
          </Link>
        </Text>
      ) : null}
    </FormField>
  );
}
