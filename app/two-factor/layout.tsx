import "@/components/theme-styles";
import { Box, Container, Theme } from "@radix-ui/themes";
import { THEME } from "@/components/theme-root";

/**
 * /two-factor stands outside the areas, whose layouts send a session that still owes the
 * organisation's second factor here: no menu, nothing else reachable until it is done.
 */
export default function TwoFactorLayout({ children }: { children: React.ReactNode }) {
  return (
    <Theme {...THEME}>
      <Container size="2" px="5" py="8" asChild>
        <main>
          <Box>{children}</Box>
        </main>
      </Container>
    </Theme>
  );
}
