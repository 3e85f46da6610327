"use client";

import { ExitIcon, GearIcon, PersonIcon, QuestionMarkCircledIcon } from "@/components/icons";
import { Box, DropdownMenu, Flex, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useFocusFirstItem, type LazyPopupProps } from "@/components/lazy-popup";
import { toast } from "@/lib/client/toast";

export type UserMenuLink = { label: string; href: string; icon: "person" | "gear" };

export type UserMenuProps = {
  user: { fullName: string; email: string };
  /** A heading above the items ('My Account' in the admin area). */
  label?: string;
  links: UserMenuLink[];
  supportLabel: string;
  /** What 'Suporte' tells this area's user (a toast). */
  supportText: string;
  /** The logout server action (it redirects to /login). */
  onLogout: () => Promise<void>;
};

const ICONS = { person: <PersonIcon />, gear: <GearIcon /> };

/** The user menu's items, loaded when it is first opened (see ./user-menu.tsx). */
export function UserMenuContent({
  user,
  label,
  links,
  supportLabel,
  supportText,
  logout,
  trigger,
  openedBy,
}: Omit<UserMenuProps, "onLogout"> & { logout: () => void } & LazyPopupProps) {
  const router = useRouter();
  const focusFirstItem = useFocusFirstItem(openedBy);
  return (
    // Not modal: a modal menu hides the page from assistive technology (aria-hidden) while focus
    // can still reach it.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" style={{ minWidth: 220 }} onFocus={focusFirstItem}>
        {label ? <DropdownMenu.Label>{label}</DropdownMenu.Label> : null}
        <Box px="3" pb="2" pt={label ? "0" : "2"}>
          <Flex direction="column">
            <Text size="2" weight="medium" truncate>
              {user.fullName}
            </Text>
            <Text size="1" color="gray" truncate>
              {user.email}
            </Text>
          </Flex>
        </Box>
        <DropdownMenu.Separator />
        {links.map((link) => (
          <DropdownMenu.Item key={link.href} onSelect={() => router.push(link.href)}>
            {ICONS[link.icon]}
            {link.label}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Item onSelect={() => toast.info(supportText)}>
          <QuestionMarkCircledIcon />
          {supportLabel}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={logout}>
          <ExitIcon />
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
