import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as dashboardRoute from "@/app/api/dashboard/route";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import { centsText, dashboard, lastTwelveMonths, thisMonth } from "@/lib/services/dashboard";
import { financeItems } from "@/lib/services/finance";
import { financeKind } from "@/lib/services/finance/kinds";
import { createMeeting, MEETING_TIME_ZONE } from "@/lib/services/meetings";
import { DASHBOARD_KEYS } from "@/lib/validation/dashboard";
import { FINANCE, FINANCE_KINDS, FINANCE_STATUSES, type FinanceKind } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "../support/factory";
import { validBody } from "../support/finance";
import { syncFinanceTotalsZone } from "@/lib/seed/finance-totals";

const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: MEETING_TIME_ZONE }).format(instant);

/**
 * Every item of the kind, read plainly; the sums below are made in JS, not by the dashboard's SQL.
 */
async function allItems(kind: FinanceKind) {
  const { table } = financeKind(kind);
  return (await getDb())
    .select({ status: table.status, cents: table.valueCents, createdAt: table.createdAt })
    .from(table);
}

describe("admin dashboard", () => {
  let admin: TestUser;
  let ana: TestUser;

  beforeAll(async () => {
    admin = await createUser("ADMIN");
    ana = await createUser("EMPLOYEE");
    const db = await getDb();
    // A spread of items: every status, values with cents, dates over the last 14 months.
    for (const kind of FINANCE_KINDS) {
      const { table } = financeKind(kind);
      for (let i = 0; i < 14; i++) {
        const { id } = await financeItems(kind).collaborator.create(
          ana.actor,
          await validBody(kind, { value: 10 * i + 0.37 }),
        );
        if (i % 4 === 1) await financeItems(kind).admin.confirm(admin.actor, id);
        if (i % 4 === 2) await financeItems(kind).admin.deny(admin.actor, id);
        if (i % 4 === 3) await financeItems(kind).collaborator.cancel(ana.actor, id);
        await db
          .update(table)
          .set({ createdAt: sql`now() - make_interval(days => ${i * 31 + (i % 3)})` })
          .where(eq(table.id, id));
      }
    }
  });

  it("gives each kind's count and sum per status for the period, equal to sums made from the rows", async () => {
    const periods = [
      thisMonth(),
      { from: dayOf(new Date(Date.now() - 200 * 86_400_000)), to: dayOf(new Date()) },
      { from: "2000-01-01", to: "2000-01-31" },
    ];
    for (const period of periods) {
      const figures = await dashboard(admin.actor, period);
      expect(figures.period).toEqual(period);
      for (const kind of FINANCE_KINDS) {
        const rows = (await allItems(kind)).filter(
          (row) => dayOf(row.createdAt) >= period.from && dayOf(row.createdAt) <= period.to,
        );
        const expected = Object.fromEntries(
          FINANCE_STATUSES.map((status) => {
            const mine = rows.filter((row) => row.status === status);
            return [
              status,
              {
                count: mine.length,
                total: centsText(mine.reduce((sum, row) => sum + row.cents, 0)),
              },
            ];
          }),
        );
        expect(figures.finance[DASHBOARD_KEYS[kind]]).toEqual(expected);
      }
    }
    const empty = await dashboard(admin.actor, { from: "2000-01-01", to: "2000-01-31" });
    expect(empty.finance.refunds.APPROVED).toEqual({ count: 0, total: "0.00" });
  });

  it("gives the last 12 months per kind and status, the pending counts with the oldest, meetings of the week and active collaborators", async () => {
    const figures = await dashboard(admin.actor, {});
    expect(figures.months.map((m) => m.month)).toEqual(lastTwelveMonths());
    for (const kind of FINANCE_KINDS) {
      const rows = await allItems(kind);
      const key = DASHBOARD_KEYS[kind];
      for (const month of figures.months) {
        const mine = rows.filter((row) => dayOf(row.createdAt).slice(0, 7) === month.month);
        expect(month[key]).toBe(centsText(mine.reduce((sum, row) => sum + row.cents, 0)));
        const paid = mine.filter((row) => row.status === FINANCE[kind].confirmStatus);
        expect(month.byStatus[key][FINANCE[kind].confirmStatus]).toBe(
          centsText(paid.reduce((sum, row) => sum + row.cents, 0)),
        );
      }
      const pending = rows.filter((row) => row.status === "PENDING");
      const oldest = pending.map((row) => row.createdAt.getTime()).sort((a, b) => a - b)[0];
      expect(figures.pending[key]).toEqual({
        count: pending.length,
        oldest: new Date(oldest).toISOString(),
      });
    }
    const soon = await createMeeting(admin.actor, {
      title: "Planejamento da semana",
      description: "Pauta",
      link: "https://meet.example/a",
      meetingDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    await createMeeting(admin.actor, {
      title: "Longe demais",
      description: "Pauta",
      link: "https://meet.example/b",
      meetingDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    });
    const after = await dashboard(admin.actor, {});
    expect(after.upcomingMeetings.map((m) => m.id)).toEqual([soon.id]);
    const db = await getDb();
    const people = await db
      .select({ active: users.active, profile: profiles.label })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId));
    expect(after.activeCollaborators).toBe(
      people.filter((p) => p.active && p.profile === "EMPLOYEE").length,
    );
    expect(after.activeCollaborators).toBeGreaterThan(0);
  });

  it("answers GET /api/dashboard to admins only, with 400 for bad dates", async () => {
    const ok = await call(dashboardRoute.GET, {
      token: admin.token,
      url: "http://localhost/api/dashboard?from=2026-01-01&to=2026-12-31",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.period).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(Object.keys(ok.body.finance.payments)).toEqual([
      "PENDING",
      "PAID",
      "CANCELLED",
      "APPROVED",
      "NEEDS_INFO",
    ]);
    expect(Object.keys(ok.body.needsInfo)).toEqual(["payments", "paymentRequests", "refunds"]);
    expect(ok.body.finance.payments.PENDING.total).toMatch(/^\d+\.\d{2}$/);
    expect((await call(dashboardRoute.GET, { token: ana.token })).status).toBe(403);
    expect((await call(dashboardRoute.GET, {})).status).toBe(401);
    for (const bad of ["from=2026-02-30", "to=ontem", "from=2026-05-01&to=2026-04-01"]) {
      const response = await call(dashboardRoute.GET, {
        token: admin.token,
        url: `http://localhost/api/dashboard?${bad}`,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toBeTruthy();
    }
  });
});

describe("daily totals and the organisation's zone", () => {
  it("rebuilds the totals in the new zone when APP_TIME_ZONE changes, and back", async () => {
    const admin = await createUser("ADMIN");
    const ana = await createUser("EMPLOYEE");
    const db = await getDb();
    const { table } = financeKind("payment");
    const { id } = await financeItems("payment").collaborator.create(
      ana.actor,
      await validBody("payment", { value: 7.77 }),
    );
    // 01:00 UTC on 10 July 2000 is still 9 July in São Paulo (UTC-3, no summer time in July).
    await db
      .update(table)
      .set({ createdAt: new Date("2000-07-10T01:00:00Z") })
      .where(eq(table.id, id));
    const on = async (day: string) =>
      (await dashboard(admin.actor, { from: day, to: day })).finance.payments.PENDING;
    expect(await on("2000-07-09")).toEqual({ count: 1, total: "7.77" });
    await syncFinanceTotalsZone(db, "UTC");
    expect(await on("2000-07-09")).toEqual({ count: 0, total: "0.00" });
    expect(await on("2000-07-10")).toEqual({ count: 1, total: "7.77" });
    await syncFinanceTotalsZone(db, MEETING_TIME_ZONE);
    expect(await on("2000-07-09")).toEqual({ count: 1, total: "7.77" });
  });
});
