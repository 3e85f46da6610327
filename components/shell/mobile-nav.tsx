"use client";

import { Cross1Icon, HamburgerMenuIcon } from "@radix-ui/react-icons";
import { Dialog, Flex, IconButton, VisuallyHidden } from "@radix-ui/themes";
import { useState, type ComponentProps } from "react";
import { SidebarNav } from "./sidebar-nav";
import styles from "./shell.module.css";

/** On a phone the sidebar becomes a drawer behind a menu button. */
export function MobileNav(props: Omit<ComponentProps<typeof SidebarNav>, "onNavigate">) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <IconButton variant="ghost" color="gray" size="3" aria-label="Abrir menu">
          <HamburgerMenuIcon width="20" height="20" />
        </IconButton>
      </Dialog.Trigger>
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
        <SidebarNav {...props} onNavigate={() => setOpen(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
