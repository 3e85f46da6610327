"use client";

import type { ComponentProps } from "react";

export type TextInputProps = Omit<ComponentProps<"input">, "size" | "className"> & {
  size?: "1" | "2" | "3";
  /** Drawn after the input, e.g. a `<div className="rt-TextFieldSlot" data-side="right">`. */
  children?: React.ReactNode;
};

/**
 * Radix's `TextField.Root` (surface variant) as plain markup with its classes, for the sign-in
 * screens: Radix's text field is a client module that brings its props machinery to the first
 * load (decision 0085). The other forms keep Radix's. A press on the field's padding or slot
 * focuses the input, as in Radix.
 */
export function TextInput({ size = "2", children, ...input }: TextInputProps) {
  return (
    <div
      className={`rt-TextFieldRoot rt-r-size-${size} rt-variant-surface`}
      onPointerDown={focusInput}
    >
      <input spellCheck={false} {...input} className="rt-reset rt-TextFieldInput" />
      {children}
    </div>
  );
}

function focusInput(event: React.PointerEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  const input = event.currentTarget.querySelector("input");
  if (!input || target.closest("input, button, a")) return;
  // Like Radix: the caret goes to the end after a press on the right slot, else to the start.
  const caret = target.closest(".rt-TextFieldSlot") ? input.value.length : 0;
  requestAnimationFrame(() => {
    try {
      input.setSelectionRange(caret, caret);
    } catch {
      // e-mail and number inputs have no selection
    }
    input.focus();
  });
}
