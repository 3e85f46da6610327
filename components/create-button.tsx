import { InlineIcon } from "@/components/inline-icons";
import { Button } from "@radix-ui/themes";
import Link from "next/link";
import type { ComponentProps } from "react";

// PlusIcon of @radix-ui/react-icons.
const PLUS =
  "M8 2.75C8 2.47386 7.77614 2.25 7.5 2.25C7.22386 2.25 7 2.47386 7 2.75V7H2.75C2.47386 7 2.25 7.22386 2.25 7.5C2.25 7.77614 2.47386 8 2.75 8H7V12.25C7 12.5261 7.22386 12.75 7.5 12.75C7.77614 12.75 8 12.5261 8 12.25V8H12.25C12.5261 8 12.75 7.77614 12.75 7.5C12.75 7.22386 12.5261 7 12.25 7H8V2.75Z";

/** 'Criar …': the link to a list's create screen (list header and empty state). */
export function CreateButton({
  href,
  label,
  ...props
}: { href: string; label: string } & Omit<ComponentProps<typeof Button>, "asChild" | "children">) {
  return (
    <Button asChild {...props}>
      <Link href={href}>
        <InlineIcon path={PLUS} /> {label}
      </Link>
    </Button>
  );
}
