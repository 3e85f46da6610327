import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { UserForm } from "@/components/users/user-form";
import { userToForm } from "@/components/users/user-form-values";
import { orNotFound, pageActor, pageId } from "@/lib/server/page";
import { autocomplete } from "@/lib/services/autocomplete";
import { getUser } from "@/lib/services/users";
import { secondFactorOfUser } from "@/lib/services/two-factor";
import { ResetSecondFactor } from "@/components/users/reset-second-factor";

export const metadata: Metadata = { title: "Editar usuário" };

export default async function EditUserPage(props: { params: Promise<{ id: string }> }) {
  const actor = await pageActor();
  const id = pageId((await props.params).id);
  const [user, { profiles = [] }, hasSecondFactor] = await Promise.all([
    orNotFound(getUser(actor, id)),
    autocomplete(actor, { fields: "profiles" }),
    secondFactorOfUser(actor, id),
  ]);
  return (
    <FormScreen title="Editar usuário">
      <UserForm
        mode="edit"
        defaults={userToForm(user)}
        profiles={profiles}
        userId={user.id}
        successMessage="Usuário editado com sucesso"
        redirectTo="/admin/user?page=1&per_page=10"
      />
      {user.id === actor.id ? null : (
        <ResetSecondFactor userId={user.id} enabled={hasSecondFactor} />
      )}
    </FormScreen>
  );
}
