"use client";

import { ExitIcon, GearIcon, PersonIcon, QuestionMarkCircledIcon } from "@radix-ui/react-icons";
import { Avatar, Box, DropdownMenu, Flex, IconButton, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/client/toast";

export type UserMenuLink = { label: string; href: string; icon: "person" | "gear" };

type UserMenuProps = {
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
// Keys a token-based client would keep; cleared on logout so nothing of the session stays behind.
const STORED_SESSION_KEYS = ["token", "profile"];

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** The signed-in user's menu in the header: the area's links, support and logout. */
export function UserMenu({ user, label, links, supportLabel, supportText, onLogout }: UserMenuProps) {
  const shown = initials(user.fullName) || "?";
  const router = useRouter();
  const [leaving, startTransition] = useTransition();

  const logout = () => {
    for (const key of STORED_SESSION_KEYS) window.localStorage.removeItem(key);
    startTransition(() => onLogout());
  };

  return (
    // Not modal: a modal menu hides the page from assistive technology (aria-hidden) while focus can still reach it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        {/* The name starts with the initials the button shows (WCAG 2.5.3, label in name). */}
        <IconButton variant="ghost" radius="full" aria-label={`${shown} – Menu do usuário`} disabled={leaving}>
          <Avatar size="2" radius="full" fallback={shown} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" style={{ minWidth: 220 }}>
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
