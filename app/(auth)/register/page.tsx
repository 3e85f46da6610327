// The closed registration's callout is amber, a scale the public CSS does not carry
// (decision 0089).
import "@radix-ui/themes/tokens/colors/amber.css";
import { InfoCircledIcon } from "@/components/icons";
import { Button, Callout, Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { registrationEnabled } from "@/lib/core/env";
import { latestBirthDate } from "@/lib/validation/user";
import { RegisterForm } from "./register-form";

export const metadata: Metadata = { title: "Registrar" };

export default async function RegisterPage() {
  await connection(); // REGISTRATION and the 18-years limit are read per request
  if (!registrationEnabled()) {
    return (
      <Flex direction="column" gap="5">
        <Heading as="h1" size="8">
          Criar conta
        </Heading>
        <Callout.Root color="amber" variant="surface">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            O cadastro de novas contas está desativado. Peça o seu acesso a um administrador.
          </Callout.Text>
        </Callout.Root>
        <Button asChild size="3" variant="soft">
          <Link href="/login">Voltar para o login</Link>
        </Button>
      </Flex>
    );
  }
  return <RegisterForm latestBirthDate={latestBirthDate()} />;
}
