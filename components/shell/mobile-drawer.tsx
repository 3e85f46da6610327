"use client";

import { Cross1Icon } from "@/components/icons";
import { Dialog, Flex, IconButton, VisuallyHidden } from "@radix-ui/themes";
import { useState, type ComponentProps } from "react";
import type { LazyPopupProps } from "@/components/lazy-popup";
import { SidebarNav } from "./sidebar-nav";
import styles from "./shell.module.css";

/** The phone's drawer holding the sidebar, loaded when first opened (see ./mobile-nav.tsx). */
export function MobileDrawer({
  trigger,
  ...nav
}: Omit<ComponentProps<typeof SidebarNav>, "onNavigate"> & LazyPopupProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>Menu</Dialog.Title>
        </VisuallyHidden>
        <Flex justify="end" mb="2">
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Fechar menu">
              <Cross1Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <SidebarNav {...nav} onNavigate={() => setOpen(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
