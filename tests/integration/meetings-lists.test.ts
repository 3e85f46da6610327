import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/meetings/route";
import { GET as ownRoute } from "@/app/api/collaborator/meetings/route";
import { cancelMeeting, createMeeting, finishMeeting } from "@/lib/services/meetings";
import type { MEETING_SORTS } from "@/lib/validation/meeting";
import { call, createUser } from "../support/factory";
import { h } from "../support/handler";
import { meetingBody as meeting, nextYear } from "../support/meeting-bodies";
import { BAD_SORT, expectEverySort } from "../support/sorting";

describe("GET /api/collaborator/meetings", () => {
  it("lists only the meetings the employee attends, with the same filters", async () => {
    const admin = await createUser("ADMIN");
    const me = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    await createMeeting(admin.actor, meeting([me.id, other.id], { title: "Minha reunião" }));
    await createMeeting(admin.actor, meeting([other.id], { title: "Reunião dos outros" }));
    const { id } = await createMeeting(admin.actor, meeting([me.id], { title: "Minha cancelada" }));
    await cancelMeeting(admin.actor, id);

    const mine = await call(h(ownRoute), {
      token: me.token,
      url: "http://localhost/api/collaborator/meetings?page=1&per_page=10",
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m: { title: string }) => m.title).sort()).toEqual([
      "Minha cancelada",
      "Minha reunião",
    ]);
    expect(mine.body.meta).toMatchObject({ currentPage: 1, perPage: 10, total: 2 });
    // A full page counts what matches: the collaborator's own rows, or the meetings a filter keeps.
    for (const filter of ["", "&title=minha"]) {
      const counted = await call(h(ownRoute), {
        token: me.token,
        url: `http://localhost/api/collaborator/meetings?page=1&per_page=1${filter}`,
      });
      expect(counted.body.meta, filter).toMatchObject({ total: 2, lastPage: 2 });
    }
    const titled = await call(h(ownRoute), {
      token: me.token,
      url: "http://localhost/api/collaborator/meetings?page=1&per_page=1&title=reuniao",
    });
    expect(titled.body.meta).toMatchObject({ total: 1, lastPage: 1 });
    const pending = await call(h(ownRoute), {
      token: me.token,
      url: "http://localhost/api/collaborator/meetings?status=PENDING",
    });
    expect(pending.body.data.map((m: { title: string }) => m.title)).toEqual(["Minha reunião"]);
    expect((await call(h(ownRoute), { token: admin.token })).status).toBe(403);
  });
});

describe("meeting list sorts (admin and collaborator)", () => {
  it("orders by every column of the table, both ways, on both lists; an unknown sort is a 400", async () => {
    const admin = await createUser("ADMIN");
    const me = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    const alfa = await createMeeting(
      admin.actor,
      meeting([me.id], {
        title: "Alfa",
        description: "Zebra na pauta",
        link: "https://b.example.com/x",
        meetingDate: `${nextYear}-03-12T13:00:00Z`,
      }),
    );
    const beta = await createMeeting(
      admin.actor,
      meeting([me.id], {
        title: "beta",
        description: "Agenda",
        link: "https://c.example.com/x",
        meetingDate: `${nextYear}-03-10T13:00:00Z`,
      }),
    );
    const gama = await createMeeting(
      admin.actor,
      meeting([me.id], {
        title: "Gama",
        description: "Minuta",
        link: "https://a.example.com/x",
        meetingDate: `${nextYear}-03-11T13:00:00Z`,
      }),
    );
    await createMeeting(admin.actor, meeting([other.id], { title: "Aaa de outra pessoa" }));
    await cancelMeeting(admin.actor, gama.id);
    await finishMeeting(admin.actor, beta.id);

    // Ascending order of each sort (status follows PENDING → DONE → CANCELED, titles ignore case).
    const ascending: Record<(typeof MEETING_SORTS)[number], number[]> = {
      title: [alfa.id, beta.id, gama.id],
      description: [beta.id, gama.id, alfa.id],
      date: [beta.id, gama.id, alfa.id],
      link: [gama.id, alfa.id, beta.id],
      status: [alfa.id, beta.id, gama.id],
      createdAt: [alfa.id, beta.id, gama.id],
      updatedAt: [alfa.id, gama.id, beta.id],
    };
    const mine = new Set([alfa.id, beta.id, gama.id]);
    const ids = (body: { data: { id: number }[] }) =>
      body.data.map((m) => m.id).filter((id) => mine.has(id));
    await expectEverySort(ascending, async (sort, order) => {
      const own = await call(h(ownRoute), {
        token: me.token,
        url: `http://localhost/api/collaborator/meetings?sort=${sort}&order=${order}`,
      });
      expect(own.body.data).toHaveLength(3);
      return ids(own.body);
    });
    await expectEverySort(ascending, async (sort, order) =>
      ids(
        (
          await call(h(listRoute), {
            token: admin.token,
            url: `http://localhost/api/meetings?sort=${sort}&order=${order}&per_page=100`,
          })
        ).body,
      ),
    );
    for (const [route, token] of [
      [ownRoute, me.token],
      [listRoute, admin.token],
    ] as const) {
      const bad = await call(h(route), {
        token,
        url: "http://localhost/x?sort=passwordHash&order=asc",
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(BAD_SORT);
    }
  });
});
