import { BackpackIcon, LayersIcon, StackIcon } from "@/components/icons";
import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { GRANT_SCREENS } from "@/components/content/kinds";

export const metadata: Metadata = { title: "Permissões" };

const CHOICES = [
  {
    screen: GRANT_SCREENS.training,
    label: "Treinamentos",
    text: "Libere treinamentos para os usuários.",
    Icon: BackpackIcon,
  },
  {
    screen: GRANT_SCREENS.module,
    label: "Módulos",
    text: "Libere módulos dos treinamentos.",
    Icon: LayersIcon,
  },
  {
    screen: GRANT_SCREENS.submodule,
    label: "Submódulos",
    text: "Libere submódulos (e todas as suas aulas).",
    Icon: StackIcon,
  },
];

export default function Page() {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Permissões
      </Heading>
      <Grid columns={{ initial: "1", md: "3" }} gap="4">
        {CHOICES.map(({ screen, label, text, Icon }) => (
          <Card key={screen.path} size="4" asChild>
            <Link href={screen.path}>
              <Flex
                direction="column"
                align="center"
                justify="center"
                gap="3"
                py="6"
                style={{ textAlign: "center" }}
              >
                <Text color="violet">
                  <Icon width="40" height="40" />
                </Text>
                <Heading as="h2" size="6">
                  {label}
                </Heading>
                <Text color="gray">{text}</Text>
              </Flex>
            </Link>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}
