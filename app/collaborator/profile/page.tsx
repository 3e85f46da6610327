import { Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import { userToForm, UserForm } from "@/components/users/user-form";
import { pageActor } from "@/lib/server/page";
import { getOwnProfile } from "@/lib/services/users";
import { updateProfileAction } from "./actions";

export const metadata: Metadata = { title: "Meu Perfil" };

export default async function ProfilePage() {
  const actor = await pageActor();
  const user = await getOwnProfile(actor);
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Meu Perfil
      </Heading>
      <UserForm
        // A fresh form after each save, so 'Cancelar' returns to what is stored.
        key={user.updatedAt}
        mode="profile"
        defaults={userToForm(user)}
        profiles={[user.Profile]}
        action={updateProfileAction}
        successMessage="Perfil editado com sucesso"
      />
    </Flex>
  );
}
