"use client";

import { TextField } from "@radix-ui/themes";
import IMask, { type FactoryArg, type InputMask } from "imask";
import { useCallback, useEffect, useRef, type ComponentProps, type Ref } from "react";

type MaskedInputProps = Omit<
  ComponentProps<typeof TextField.Root>,
  "value" | "defaultValue" | "onChange" | "ref"
> & {
  /** A module-level constant from `masks.ts` (a new object each render would rebuild the mask). */
  mask: FactoryArg;
  /** The masked text, e.g. '(11) 98765-4321'. */
  value: string | undefined;
  onChange: (masked: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A Radix text field driven by an imask mask; the form keeps the masked text. */
export function MaskedInput({ mask, value, onChange, ref, ...props }: MaskedInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<FactoryArg> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!inputRef.current) return;
    const instance = IMask(inputRef.current, mask);
    instance.on("accept", () => onChangeRef.current(instance.value));
    maskRef.current = instance;
    return () => {
      instance.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  // A value set from outside (form reset, a date picked in a calendar) goes through the mask.
  useEffect(() => {
    const instance = maskRef.current;
    if (instance && instance.value !== (value ?? "")) instance.value = value ?? "";
  }, [value]);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return <TextField.Root {...props} ref={setRefs} defaultValue={value ?? ""} />;
}
