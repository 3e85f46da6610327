"use client";

import { useState } from "react";
import { EyeClosedIcon, EyeOpenIcon } from "@/components/icons";
import { TextInput, type TextInputProps } from "./text-input";
import { radixButton } from "@/components/radix-button";

/**
 * A password field with a show/hide toggle (Radix's ghost gray IconButton, size 1, in plain
 * markup like the field itself: the sign-in form uses it).
 */
export function PasswordInput(props: Omit<TextInputProps, "type" | "children">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput {...props} type={visible ? "text" : "password"}>
      <div className="rt-TextFieldSlot" data-side="right">
        <button
          type="button"
          {...radixButton({ size: "1", variant: "ghost", color: "gray", icon: true })}
          aria-label={visible ? "Ocultar senha" : "Mostrar senha"}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeClosedIcon /> : <EyeOpenIcon />}
        </button>
      </div>
    </TextInput>
  );
}
