"use client";

import { EyeClosedIcon, EyeOpenIcon } from "@radix-ui/react-icons";
import { IconButton, TextField } from "@radix-ui/themes";
import { useState, type ComponentProps } from "react";

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<typeof TextField.Root>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField.Root {...props} type={visible ? "text" : "password"}>
      <TextField.Slot side="right">
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          aria-label={visible ? "Ocultar senha" : "Mostrar senha"}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeClosedIcon /> : <EyeOpenIcon />}
        </IconButton>
      </TextField.Slot>
    </TextField.Root>
  );
}
