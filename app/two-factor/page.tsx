import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PasskeyStepUp } from "@/components/account/passkey-step-up";
import { StepUpForm } from "@/components/account/step-up-form";
import { TwoFactorSetup } from "./setup";
import { sessionActor } from "@/lib/server/actor";
import { logout } from "@/lib/actions/session";
import { homeFor } from "@/lib/services/auth";
import { hasPasskeys } from "@/lib/services/passkeys";
import { userHasTotp } from "@/lib/services/two-factor";
import { secondFactorPending } from "@/lib/services/two-factor-policy";

export const metadata: Metadata = { title: "Verificação em duas etapas" };

/**
 * Where the area layouts send a person the organisation requires a second factor of, while their
 * session has none: with the app, a code confirms the session (step-up); without it, the setup
 * (QR code, confirmation, recovery codes), which confirms the session too.
 * Below, the passkey way: confirm with one the person has, or add one instead of the app (both
 * mark the session confirmed).
 */
export default async function TwoFactorPage() {
  const actor = await sessionActor();
  if (!actor) redirect("/login");
  const home = homeFor(actor.profile) ?? "/";
  if (!(await secondFactorPending(actor))) redirect(home);
  const hasApp = await userHasTotp(actor.id);
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Verificação em duas etapas
      </Heading>
      <Text color="gray">
        {hasApp
          ? "A organização exige a verificação em duas etapas. Confirme esta sessão com o código do seu aplicativo autenticador."
          : "A organização exige a verificação em duas etapas. Ative-a para continuar: cadastre o Membros no seu aplicativo autenticador."}
      </Text>
      <Card size="3">{hasApp ? <StepUpForm home={home} /> : <TwoFactorSetup home={home} />}</Card>
      <PasskeyStepUp home={home} hasPasskeys={await hasPasskeys(actor.id)} />
      <form action={logout} method="post">
        <Button type="submit" variant="ghost" color="gray">
          Sair
        </Button>
      </form>
    </Flex>
  );
}
