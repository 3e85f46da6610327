"use client";

import { IconButton } from "@radix-ui/themes";
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

/**
 * Radix Themes' Avatar markup for initials only. Its component waits for an image that never
 * comes: two layout effects set state on mount, and those synchronous updates made React hydrate
 * the streamed table in one long task instead of in slices (decision 0093).
 */
function InitialsAvatar({ initials }: { initials: string }) {
  const letters =
    initials.length === 1 ? "rt-one-letter" : initials.length === 2 ? "rt-two-letters" : "";
  return (
    <span
      data-accent-color=""
      data-radius="full"
      className="rt-reset rt-AvatarRoot rt-r-size-2 rt-variant-soft"
    >
      <span className={`rt-AvatarFallback ${letters}`.trim()}>{initials}</span>
    </span>
  );
}

/**
 * The signed-in user's menu in the header: the area's links, support and logout. The menu loads
 * when first opened.
 */
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
        <IconButton
          variant="ghost"
          radius="full"
          aria-label={`${shown} – Menu do usuário`}
          disabled={leaving}
        >
          <InitialsAvatar initials={shown} />
        </IconButton>
      }
    />
  );
}
