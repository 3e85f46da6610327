import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { UserForm } from "@/components/users/user-form";
import { pageActor } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";

export const metadata: Metadata = { title: "Novo usuário" };

export default async function NewUserPage() {
  const actor = await pageActor();
  const { profiles = [] } = await autocomplete(actor, { fields: "profiles" });
  return (
    <FormScreen title="Novo usuário">
      <UserForm
        mode="create"
        profiles={profiles}
        successMessage="Usuário criado com sucesso"
        redirectTo="/admin/user?page=1&per_page=10"
      />
    </FormScreen>
  );
}
