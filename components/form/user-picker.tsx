"use client";

/**
 * UserPicker — a searchable user combobox, single or multiple selection from one implementation.
 * As the admin types it asks `GET /api/autocomplete?fields=users&q=…&limit=20` (debounced, the
 * previous request aborted): the server searches, so a page never carries every user
 * (decision 0044). `selected` are the users the value already holds (the page resolves them
 * with `ids=`), so their names show before any search. Keyboard: arrows move, Enter picks,
 * Escape closes; chosen users of a multiple picker are removable chips.
 *
 * @example
 *   <UserPickerField
 *     control={form.control}
 *     name="users"
 *     label="Participantes"
 *     multiple
 *     selected={attendees}
 *     placeholder="Selecionar participantes"
 *   />
 *   <UserPickerField
 *     control={form.control}
 *     name="userId"
 *     label="Colaborador"
 *     profile="EMPLOYEE"
 *     placeholder="Selecione um colaborador"
 *   />
 */
import { CheckIcon, MagnifyingGlassIcon } from "@/components/icons";
import { Flex, Popover, Spinner, Text, TextField as RadixTextField } from "@radix-ui/themes";
import { useId, useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";
import styles from "./user-picker.module.css";
import { SelectedChips } from "./selected-chips";
import { useUserSearch, type UserOption } from "./use-user-search";

export type { UserOption };

const nameOf = (u: UserOption) => u.fullName ?? u.label;

type PickerProps = {
  id: string;
  label: string;
  /** The chosen ids (one at most unless `multiple`). */
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  multiple?: boolean;
  /** The users `value` holds, with their names. */
  selected?: UserOption[];
  /** Narrows the search to one profile. */
  profile?: "ADMIN" | "EXPERT" | "EMPLOYEE";
  placeholder?: string;
  /** Shown after a name, e.g. `(você)` after the signed-in admin. */
  suffix?: (id: number) => string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The input, for react-hook-form to focus on an error. */
  inputRef?: React.Ref<HTMLInputElement>;
};

export function UserPicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  multiple = false,
  selected = [],
  profile,
  placeholder,
  suffix,
  disabled,
  invalid,
  describedBy,
  inputRef,
}: PickerProps) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  // Names of every user seen: the selected ones and each search's answers.
  const [known, setKnown] = useState(() => new Map(selected.map((u) => [u.id, nameOf(u)])));
  const search = useUserSearch(open, term, profile);
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);

  const results = search.users;
  const current = Math.min(active, results.length - 1);
  const nameById = (userId: number) =>
    known.get(userId) ?? results.find((u) => u.id === userId)?.label;
  const display = (userId: number) =>
    `${nameById(userId) ?? `#${userId}`}${suffix?.(userId) ?? ""}`;
  const close = () => {
    setOpen(false);
    setTerm("");
  };
  const pick = (user: UserOption) => {
    setKnown((map) => new Map(map).set(user.id, nameOf(user)));
    if (multiple)
      onChange(value.includes(user.id) ? value.filter((v) => v !== user.id) : [...value, user.id]);
    else {
      onChange([user.id]);
      close();
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (!results.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (results[current] && !search.loading) pick(results[current]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  // A single picker shows the chosen name until the admin types over it.
  const shown = open || multiple || !value.length ? term : display(value[0]);
  const status = search.loading
    ? "Buscando…"
    : search.failed
      ? "Não foi possível buscar usuários"
      : results.length
        ? null
        : "Nenhum usuário encontrado";

  return (
    <Flex direction="column" gap="2">
      {multiple ? (
        <SelectedChips
          label={label}
          ids={value}
          display={display}
          onRemove={(removed) => onChange(value.filter((v) => v !== removed))}
          disabled={disabled}
        />
      ) : null}
      <Popover.Root open={open && !disabled}>
        {/* Themes' Anchor renders no children: it measures the input's wrapper instead. */}
        <Popover.Anchor virtualRef={anchor} />
        <div ref={anchor}>
          <RadixTextField.Root
            id={id}
            ref={inputRef}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && results[current] ? optionId(current) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder={multiple && value.length ? "Adicionar" : placeholder}
            value={shown}
            disabled={disabled}
            onChange={(e) => {
              setTerm(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              close();
              onBlur?.();
            }}
          >
            <RadixTextField.Slot>
              <MagnifyingGlassIcon />
            </RadixTextField.Slot>
            {search.loading && open ? (
              <RadixTextField.Slot>
                <Spinner />
              </RadixTextField.Slot>
            ) : null}
          </RadixTextField.Root>
        </div>
        <Popover.Content
          size="1"
          role="presentation"
          className={styles.popup}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          // Options are picked on mousedown, so the input keeps focus and never blurs.
          onMouseDown={(e) => e.preventDefault()}
        >
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable={multiple || undefined}
            className={styles.list}
          >
            {results.map((user, index) => {
              const chosen = value.includes(user.id);
              return (
                <div
                  key={user.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen}
                  data-active={index === current || undefined}
                  className={styles.option}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(user);
                  }}
                  onMouseMove={() => setActive(index)}
                >
                  <span className={styles.check}>{chosen ? <CheckIcon /> : null}</span>
                  {nameOf(user)}
                  {suffix?.(user.id)}
                </div>
              );
            })}
          </div>
          {status ? (
            <Text as="p" size="2" color="gray" role="status" className={styles.status}>
              {status}
            </Text>
          ) : null}
        </Popover.Content>
      </Popover.Root>
    </Flex>
  );
}

type FieldProps<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> &
  Pick<PickerProps, "multiple" | "selected" | "profile" | "placeholder">;

/**
 * UserPicker bound to react-hook-form: a multiple picker's value is an array of ids (numbers),
 * a single one's the id as a STRING ('' when nothing is chosen), like `SelectField`'s.
 */
export function UserPickerField<V extends FieldValues, Out extends FieldValues = V>({
  control,
  name,
  label,
  hint,
  ...picker
}: FieldProps<V, Out>) {
  const { multiple } = picker;
  return (
    <ControlledField
      control={control}
      name={name}
      label={label}
      hint={hint}
      render={(field) => {
        const ids = multiple
          ? Array.isArray(field.value)
            ? (field.value as number[])
            : []
          : field.value
            ? [Number(field.value)]
            : [];
        return (
          <UserPicker
            {...picker}
            id={field.id}
            label={label}
            value={ids}
            onChange={(next) =>
              field.onChange(multiple ? next : next.length ? String(next[0]) : "")
            }
            onBlur={field.onBlur}
            invalid={Boolean(field["aria-invalid"])}
            describedBy={field["aria-describedby"]}
            inputRef={field.ref}
          />
        );
      }}
    />
  );
}
