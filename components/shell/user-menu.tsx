"use client";

import { Avatar, IconButton } from "@radix-ui/themes";
import { useTransition } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import type { UserMenuLink, UserMenuProps } from "./user-menu-content";

export type { UserMenuLink, UserMenuProps };

// Keys a token-based client would keep; cleared on logout so nothing of the session stays behind.
const STORED_SESSION_KEYS = ["token", "profile"];

const loadMenu = () => import("./user-menu-content").then((m) => m.UserMenuContent);

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** The signed-in user's menu in the header: the area's links, support and logout. The menu loads when first opened. */
export function UserMenu({ onLogout, ...props }: UserMenuProps) {
  const shown = initials(props.user.fullName) || "?";
  const [leaving, startTransition] = useTransition();

  const logout = () => {
    for (const key of STORED_SESSION_KEYS) window.localStorage.removeItem(key);
    startTransition(() => onLogout());
  };

  return (
    <LazyPopup
      load={loadMenu}
      haspopup="menu"
      logout={logout}
      {...props}
      trigger={
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
        <IconButton variant="ghost" radius="full" aria-label={`${shown} – Menu do usuário`} disabled={leaving}>
          <Avatar size="2" radius="full" fallback={shown} />
        </IconButton>
      }
    />
  );
}
