import { describe, expect, it } from "vitest";
import { GET as usersGet } from "@/app/api/user/route";
import { GET as meetingsGet } from "@/app/api/meetings/route";
import { GET as trainingsGet } from "@/app/api/training-admin/route";
import { call, createUser } from "../support/factory";
import { FINANCE_API } from "../support/finance";

describe("repeated query keys", () => {
  it("are refused with 400 naming the field, never silently reduced to one value", async () => {
    const admin = await createUser("ADMIN");
    const cases: [Parameters<typeof call>[0], string, string][] = [
      [
        FINANCE_API.payment.admin.list.GET,
        "http://localhost/api/payment-admin?status=PENDING&status=PAID",
        "status",
      ],
      [
        usersGet as Parameters<typeof call>[0],
        "http://localhost/api/user?name=ana&name=bia",
        "name",
      ],
      [
        meetingsGet as Parameters<typeof call>[0],
        "http://localhost/api/meetings?page=1&page=2",
        "page",
      ],
      [
        trainingsGet as Parameters<typeof call>[0],
        "http://localhost/api/training-admin?order=asc&order=desc",
        "order",
      ],
    ];
    for (const [handler, url, field] of cases) {
      const answer = await call(handler, { token: admin.token, url });
      expect(answer.status, url).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), url).toContain(field);
      for (const message of answer.body.errors[field])
        expect(message, url).not.toMatch(/Invalid|expected/);
    }
  });
});
