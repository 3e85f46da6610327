import { beforeAll, describe, expect, it } from "vitest";
import { collaboratorHome } from "@/lib/services/collaborator-home";
import { financeItems } from "@/lib/services/finance";
import { createMeeting } from "@/lib/services/meetings";
import { createUser, type TestUser } from "../support/factory";
import { validBody } from "../support/finance";

describe("collaborator home", () => {
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ana = await createUser("EMPLOYEE");
    bruno = await createUser("EMPLOYEE");
    admin = await createUser("ADMIN");
  });

  it("shows only their own pending totals, the admins' decisions with the reason, and their next meetings", async () => {
    const refunds = financeItems("refund");
    await refunds.collaborator.create(ana.actor, await validBody("refund", { value: 10.25 }));
    await refunds.collaborator.create(ana.actor, await validBody("refund", { value: 0.5 }));
    await refunds.collaborator.create(bruno.actor, await validBody("refund", { value: 99 }));
    const denied = await financeItems("payment").collaborator.create(
      ana.actor,
      await validBody("payment", { description: "Curso negado" }),
    );
    await financeItems("payment").admin.bulk(admin.actor, {
      ids: [denied.id],
      action: "deny",
      reason: "Fora da política",
    });
    const own = await refunds.collaborator.create(ana.actor, await validBody("refund"));
    await refunds.collaborator.cancel(ana.actor, own.id);
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const mine = await createMeeting(admin.actor, {
      title: "Minha reunião",
      description: "Pauta",
      link: "https://meet.example/m",
      meetingDate: soon,
      users: [ana.id],
    });
    await createMeeting(admin.actor, {
      title: "Reunião de outro",
      description: "Pauta",
      link: "https://meet.example/o",
      meetingDate: soon,
      users: [bruno.id],
    });

    const home = await collaboratorHome(ana.actor);
    expect(home.pending.refund).toEqual({ count: 2, total: "10.75" });
    expect(home.pending.payment).toEqual({ count: 0, total: "0.00" });
    // Her own cancel is not a decision; the admin's denial is, with its reason.
    expect(home.decisions).toEqual([
      expect.objectContaining({
        kind: "payment",
        id: denied.id,
        to: "CANCELLED",
        reason: "Fora da política",
        description: "Curso negado",
      }),
    ]);
    expect(home.meetings.map((m) => m.id)).toEqual([mine.id]);
    await expect(collaboratorHome(admin.actor)).rejects.toMatchObject({ status: 403 });
  });
});
