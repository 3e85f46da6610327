// Radix's full CSS (the public screens load a subset, decision 0089), then the colours only the
// signed-in areas show: statuses (amber, green, blue), the dashboard chart (cyan, orange) and the
// sidebar's brand mark (teal).
import "@/components/theme-styles";
import "@radix-ui/themes/tokens/colors/amber.css";
import "@radix-ui/themes/tokens/colors/blue.css";
import "@radix-ui/themes/tokens/colors/cyan.css";
import "@radix-ui/themes/tokens/colors/green.css";
import "@radix-ui/themes/tokens/colors/orange.css";
import "@radix-ui/themes/tokens/colors/teal.css";
import { Box, Flex, Heading, Theme } from "@radix-ui/themes";
import type { ComponentProps } from "react";
import { THEME } from "@/components/theme-root";
import { TimeZoneProvider } from "@/components/local-date-time";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { viewerTimeZone } from "@/lib/server/viewer-time-zone";
import { MobileNav } from "./mobile-nav";
import type { Area } from "./menus";
import { SidebarNav } from "./sidebar-nav";
import { ThemeSwitch } from "./theme-switch";
import { UserMenu } from "./user-menu";
import styles from "./shell.module.css";

type AppShellProps = {
  /** The header's title ('Administrador', 'Colaborador'). */
  title: string;
  /** Whose menu the sidebar shows (./menus.ts). */
  area: Area;
  userMenu: ComponentProps<typeof UserMenu>;
  notifications: ComponentProps<typeof NotificationBell>;
  children: React.ReactNode;
};

/**
 * An area's frame: sidebar (a drawer on a phone), header with theme switch, notification bell and
 * user menu, content. Instants in it show in the viewer's time zone (decision 0095).
 */
export async function AppShell({ title, area, userMenu, notifications, children }: AppShellProps) {
  return (
    // Radix's root Theme here, not in the root layout: its context (for menus, dialogs, tooltips)
    // is only needed where they are; the public screens use the lighter ThemeRoot.
    <Theme {...THEME}>
      <TimeZoneProvider zone={await viewerTimeZone()}>
        <Flex minHeight="100vh">
          {/* First tab stop: straight to the content instead of through the whole menu and
              header. */}
          <a href="#conteudo" className={styles.skipLink}>
            Pular para o conteúdo
          </a>
          <Box asChild display={{ initial: "none", sm: "block" }} className={styles.sidebar}>
            <aside>
              <SidebarNav area={area} />
            </aside>
          </Box>
          <Flex direction="column" flexGrow="1" minWidth="0">
            <Flex
              asChild
              align="center"
              gap="3"
              px={{ initial: "4", sm: "6" }}
              className={styles.header}
            >
              <header>
                <Box display={{ initial: "block", sm: "none" }}>
                  <MobileNav area={area} />
                </Box>
                <Heading as="h2" size="4" weight="medium">
                  {title}
                </Heading>
                <Flex align="center" gap="4" ml="auto">
                  <ThemeSwitch />
                  <NotificationBell {...notifications} />
                  <UserMenu {...userMenu} />
                </Flex>
              </header>
            </Flex>
            <Box asChild flexGrow="1" p={{ initial: "4", sm: "6" }}>
              <main id="conteudo" tabIndex={-1} className={styles.main}>
                {children}
              </main>
            </Box>
          </Flex>
        </Flex>
      </TimeZoneProvider>
    </Theme>
  );
}
