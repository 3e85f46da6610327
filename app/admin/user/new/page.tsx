import { Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import { UserForm } from "@/components/users/user-form";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { createUserAction } from "../actions";

export const metadata: Metadata = { title: "Novo usuário" };

export default async function NewUserPage() {
  const actor = await pageActor();
  const { profiles = [] } = await autocomplete(actor, { fields: "profiles" });
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Novo usuário
      </Heading>
      <UserForm mode="create" profiles={profiles} action={createUserAction} successMessage="Usuário criado com sucesso" redirectTo="/admin/user?page=1&per_page=10" />
    </Flex>
  );
}
