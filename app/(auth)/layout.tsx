import "@/components/public-theme-styles";
import { Box, Flex, Grid, Text } from "@radix-ui/themes";
import { redirect } from "next/navigation";
import { sessionActor } from "@/lib/server/actor";
import { homeFor } from "@/lib/services/auth";
import { ThemeRoot } from "@/components/theme-root";

/**
 * Sign-in screens: an illustration on about 3/5 of the width (hidden on a phone), the form on 2/5.
 */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const actor = await sessionActor();
  const home = actor && homeFor(actor.profile);
  if (home) redirect(home);

  return (
    <ThemeRoot>
      <Grid columns={{ initial: "1", sm: "5" }} minHeight="100vh">
        {/*
          Every piece of the screen sits in a landmark: the illustration is an aside, the form the
          main content. They carry the classes Radix's <Box asChild> and <Flex asChild> would give
          them: asChild renders through Radix's Slot, a client module (with its dependencies) that
          would join the page's first load.
        */}
        <aside
          aria-label="Sobre o Membros"
          className="rt-Box rt-r-display-none sm:rt-r-display-block rt-r-position-relative rt-r-overflow-hidden rt-r-gc"
          style={{ "--grid-column": "span 3" } as React.CSSProperties}
        >
          {/* An SVG needs no resizing, so a plain img: next/image would add its client code to the
              first load. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src="/auth-illustration.svg"
            alt=""
            fetchPriority="high"
            decoding="async"
            style={{
              position: "absolute",
              inset: 0,
              width: "100%",
              height: "100%",
              objectFit: "cover",
            }}
          />
          <Flex
            position="absolute"
            bottom="0"
            left="0"
            right="0"
            direction="column"
            gap="2"
            p="8"
            style={{ color: "white" }}
          >
            <Text as="p" size="8" weight="bold">
              Membros
            </Text>
            <Text size="4" style={{ opacity: 0.85, maxWidth: 480 }}>
              Colaboradores, reuniões, financeiro e treinamentos em um só lugar.
            </Text>
          </Flex>
        </aside>
        <main
          className="rt-Flex rt-r-ai-center rt-r-jc-center rt-r-px-5 sm:rt-r-px-8 rt-r-py-8 rt-r-gc sm:rt-r-gc"
          style={{ "--grid-column": "span 1", "--grid-column-sm": "span 2" } as React.CSSProperties}
        >
          <Box width="100%" maxWidth="440px">
            <Box display={{ initial: "block", sm: "none" }} mb="6">
              <Text size="5" weight="bold" color="violet">
                Membros
              </Text>
            </Box>
            {children}
          </Box>
        </main>
      </Grid>
    </ThemeRoot>
  );
}
