"use client";

import { Icon } from "@/components/icons";
import type { IconName } from "@/components/icons/names";
import { Flex, Spinner, Text, VisuallyHidden } from "@radix-ui/themes";
import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import { MENUS, type Area } from "./menus";
import { sectionOf } from "./navigation";
import styles from "./shell.module.css";

type SidebarNavProps = {
  area: Area;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
};

/** The area's menu: a title linking home, then the link groups; the active link follows the URL. */
export function SidebarNav({ area, onNavigate }: SidebarNavProps) {
  const { title, homeHref, groups } = MENUS[area];
  const section = sectionOf(usePathname());
  return (
    <Flex direction="column" gap="5">
      <Link href={homeHref} className={styles.brand} onClick={onNavigate}>
        <span className={styles.brandMark} aria-hidden>
          M
        </span>
        <Text size="3" weight="bold">
          {title}
        </Text>
      </Link>
      <nav aria-label={title}>
        <Flex direction="column" gap="4">
          {groups.map((group) => (
            <Flex key={group.title} direction="column" gap="1">
              <Text as="p" size="1" weight="medium" color="gray" className={styles.groupTitle}>
                {group.title}
              </Text>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={styles.link}
                      aria-current={sectionOf(link.href) === section ? "page" : undefined}
                      onClick={onNavigate}
                    >
                      <LinkContent icon={link.icon} label={link.label} />
                    </Link>
                  </li>
                ))}
              </ul>
            </Flex>
          ))}
        </Flex>
      </nav>
    </Flex>
  );
}

/**
 * A link's icon and label; while the page it opens loads, a spinner in place of the icon and the
 * spec's 'Loading...' read after the label. The areas have no loading.tsx, so the page in view
 * stays until the next one's first part arrives (decision 0096).
 */
function LinkContent({ icon, label }: { icon: IconName; label: string }) {
  const { pending } = useLinkStatus();
  return (
    <>
      <span className={styles.linkIcon} aria-hidden>
        {pending ? <Spinner size="1" /> : <Icon name={icon} />}
      </span>
      {label}
      {pending ? <VisuallyHidden> Loading...</VisuallyHidden> : null}
    </>
  );
}
