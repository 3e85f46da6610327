"use client";

import { HamburgerMenuIcon } from "@/components/icons";
import { IconButton } from "@radix-ui/themes";
import type { ComponentProps } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import type { SidebarNav } from "./sidebar-nav";

const loadDrawer = () => import("./mobile-drawer").then((m) => m.MobileDrawer);

/**
 * On a phone the sidebar becomes a drawer behind a menu button; the drawer loads when first opened.
 */
export function MobileNav(props: Omit<ComponentProps<typeof SidebarNav>, "onNavigate">) {
  return (
    <LazyPopup
      load={loadDrawer}
      haspopup="dialog"
      {...props}
      trigger={
        <IconButton variant="ghost" color="gray" size="3" aria-label="Abrir menu">
          <HamburgerMenuIcon width="20" height="20" />
        </IconButton>
      }
    />
  );
}
