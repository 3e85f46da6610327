import { BackpackIcon, CalendarIcon, CardStackIcon, PersonIcon } from "@radix-ui/react-icons";
import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { listHref } from "@/components/shell/navigation";

export const metadata: Metadata = { title: "Início" };

const SHORTCUTS = [
  { label: "Usuario", text: "Cadastre e edite colaboradores.", href: listHref("/admin/user"), icon: <PersonIcon width="20" height="20" /> },
  { label: "Reuniões", text: "Marque, finalize ou cancele reuniões.", href: listHref("/admin/meetings"), icon: <CalendarIcon width="20" height="20" /> },
  { label: "Pagamentos", text: "Confirme ou negue pagamentos pendentes.", href: listHref("/admin/payments"), icon: <CardStackIcon width="20" height="20" /> },
  { label: "Treinamentos", text: "Organize treinamentos, módulos e aulas.", href: listHref("/admin/trainings"), icon: <BackpackIcon width="20" height="20" /> },
];

export default function AdminHomePage() {
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Início
        </Heading>
        <Text color="gray">Bem-vindo à área do administrador. Use o menu para gerenciar colaboradores, reuniões, financeiro e treinamentos.</Text>
      </Flex>
      <Grid columns={{ initial: "1", sm: "2", lg: "4" }} gap="4">
        {SHORTCUTS.map((s) => (
          <Card key={s.href} asChild size="2">
            <Link href={s.href}>
              <Flex direction="column" gap="2">
                <Text color="violet">{s.icon}</Text>
                <Text weight="bold">{s.label}</Text>
                <Text size="2" color="gray">
                  {s.text}
                </Text>
              </Flex>
            </Link>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}
