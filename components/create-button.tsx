import { PlusIcon } from "@/components/icons";
import { Button } from "@radix-ui/themes";
import Link from "next/link";
import type { ComponentProps } from "react";

/** 'Criar …': the link to a list's create screen (list header and empty state). */
export function CreateButton({
  href,
  label,
  ...props
}: { href: string; label: string } & Omit<ComponentProps<typeof Button>, "asChild" | "children">) {
  return (
    <Button asChild {...props}>
      <Link href={href}>
        <PlusIcon /> {label}
      </Link>
    </Button>
  );
}
