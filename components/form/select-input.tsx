"use client";

import { Select } from "@radix-ui/themes";
import type { Ref } from "react";
import { toOptions, type IdOption, type Option } from "./options";

export type SelectInputProps = {
  /** The form field's name (the lists' page size has none). */
  name?: string;
  /** The chosen option's value; '' is "nothing chosen" and shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<Option | IdOption>;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  size?: "1" | "2";
  /**
   * "popper" (default) opens the list below the trigger; "item-aligned" over it, on the chosen
   * item.
   */
  position?: "popper" | "item-aligned";
  /** Mounted open: `LazySelect` mounts it when the list is first opened. */
  defaultOpen?: boolean;
  /** The trigger's id and aria attributes, from `controlProps` (or its `aria-labelledby`). */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
};

/** A Radix Select of `options`: the control of `SelectField`, and of `LazySelect` once opened. */
export function SelectInput({
  name,
  value,
  onValueChange,
  options,
  placeholder = "Selecione",
  disabled,
  onBlur,
  ref,
  size,
  position = "popper",
  defaultOpen,
  ...a11y
}: SelectInputProps) {
  return (
    <Select.Root
      name={name}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      size={size}
      defaultOpen={defaultOpen}
    >
      <Select.Trigger {...a11y} ref={ref} placeholder={placeholder} onBlur={onBlur} />
      <Select.Content position={position}>
        {toOptions(options).map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
