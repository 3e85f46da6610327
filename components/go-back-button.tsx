"use client";

import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Button } from "@radix-ui/themes";
import type { ComponentProps } from "react";

/** Goes back one page in the browser's history. */
export function GoBackButton({ children, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button type="button" {...props} onClick={() => window.history.back()}>
      <ArrowLeftIcon />
      {children}
    </Button>
  );
}
