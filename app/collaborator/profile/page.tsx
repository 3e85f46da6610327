import type { Metadata } from "next";
import { FormScreen } from "@/components/form-screen";
import { OwnDataCard } from "@/components/users/own-data-card";
import { PixReviewNotice } from "@/components/users/pix-review-notice";
import { UserForm } from "@/components/users/user-form";
import { userToForm } from "@/components/users/user-form-values";
import { pageActor } from "@/lib/server/page";
import { getOwnProfile } from "@/lib/services/users";
import { AttendanceHistory } from "@/components/meetings/attendance-history";
import { ownAttendance } from "@/lib/services/meetings/attendance";

export const metadata: Metadata = { title: "Meu Perfil" };

export default async function ProfilePage() {
  const actor = await pageActor();
  const user = await getOwnProfile(actor);
  return (
    <FormScreen title="Meu Perfil">
      {user.pixKeyNeedsReview ? <PixReviewNotice onProfile /> : null}
      <UserForm
        // A fresh form after each save, so 'Cancelar' returns to what is stored.
        key={user.updatedAt}
        mode="profile"
        defaults={userToForm(user)}
        profiles={[user.Profile]}
        successMessage="Perfil editado com sucesso"
      />
      <AttendanceHistory items={await ownAttendance(actor)} />
      <OwnDataCard fullName={user.fullName} email={user.email} />
    </FormScreen>
  );
}
