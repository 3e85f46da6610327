"use client";

/**
 * MultiSelectField — a searchable multi-select bound to react-hook-form: the chosen items as
 * removable chips, and a popover with a search box and a filterable list of checkboxes
 * (accent- and case-insensitive). The form value is an array of ids (numbers); options are the
 * `{ id, label }` items of /api/autocomplete (users carry `fullName`, used as label if present).
 *
 * @example
 *   <MultiSelectField
 *     control={form.control}
 *     name="users"
 *     label="Participantes"
 *     options={users}
 *     placeholder="Selecione os participantes"
 *   />
 */
import { PlusIcon } from "@/components/icons";
import {
  Box,
  Button,
  Checkbox,
  Flex,
  Popover,
  ScrollArea,
  Text,
  TextField as RadixTextField,
} from "@radix-ui/themes";
import { useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import { SelectedChips } from "./selected-chips";
import type { BaseFieldProps } from "./field-props";

export type MultiOption = { id: number; label: string; fullName?: string };

const searchKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  options: MultiOption[];
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
};

function MultiSelect({
  id,
  label,
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  searchPlaceholder,
  emptyText,
  disabled,
  invalid,
}: {
  id: string;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  options: MultiOption[];
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  disabled?: boolean;
  invalid: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const labelOf = useMemo(
    () => new Map(options.map((o) => [o.id, o.fullName ?? o.label])),
    [options],
  );
  const visible = useMemo(() => {
    const key = searchKey(term.trim());
    return options.filter((o) => !key || searchKey(o.fullName ?? o.label).includes(key));
  }, [options, term]);
  const toggle = (optionId: number, checked: boolean) =>
    onChange(
      checked
        ? [...value.filter((v) => v !== optionId), optionId]
        : value.filter((v) => v !== optionId),
    );

  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap" align="center">
        <SelectedChips
          label={label}
          ids={value}
          display={(selectedId) => labelOf.get(selectedId) ?? `#${selectedId}`}
          onRemove={(selectedId) => toggle(selectedId, false)}
          disabled={disabled}
        />
        <Popover.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setTerm("");
              onBlur();
            }
          }}
        >
          <Popover.Trigger>
            <Button
              id={id}
              type="button"
              variant="surface"
              color={invalid ? "red" : "gray"}
              disabled={disabled}
              aria-invalid={invalid || undefined}
            >
              <PlusIcon /> {value.length ? "Adicionar" : placeholder}
            </Button>
          </Popover.Trigger>
          <Popover.Content size="1" width="320px">
            <RadixTextField.Root
              autoFocus
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              value={term}
              onChange={(e) => setTerm(e.target.value)}
            />
            <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 240 }}>
              <Box pt="2" role="listbox" aria-multiselectable="true" aria-label={label}>
                {visible.length ? (
                  visible.map((option) => (
                    <Text
                      as="label"
                      key={option.id}
                      size="2"
                      style={{ display: "flex", gap: 8, padding: "6px 4px", cursor: "pointer" }}
                    >
                      <Checkbox
                        checked={value.includes(option.id)}
                        onCheckedChange={(checked) => toggle(option.id, checked === true)}
                        aria-label={option.fullName ?? option.label}
                      />
                      {option.fullName ?? option.label}
                    </Text>
                  ))
                ) : (
                  <Text size="2" color="gray">
                    {emptyText}
                  </Text>
                )}
              </Box>
            </ScrollArea>
          </Popover.Content>
        </Popover.Root>
      </Flex>
    </Flex>
  );
}

export function MultiSelectField<V extends FieldValues, Out extends FieldValues = V>({
  disabled,
  options,
  placeholder = "Selecionar",
  searchPlaceholder = "Buscar…",
  emptyText = "Nenhum resultado.",
  ...bound
}: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={(field) => (
        <MultiSelect
          id={field.id}
          label={bound.label}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
          disabled={disabled}
          invalid={Boolean(field["aria-invalid"])}
        />
      )}
    />
  );
}
