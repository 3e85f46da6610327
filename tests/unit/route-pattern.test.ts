import { describe, expect, it } from "vitest";
import { OTHER_ROUTES, routePattern } from "@/lib/server/observe/routes";

describe("the route pattern of a request log line and its metrics", () => {
  it("turns ids and tokens into placeholders and drops the query string", () => {
    expect(routePattern("/admin/payments/812?tab=1")).toBe("/admin/payments/[id]");
    expect(routePattern("/api/payment-admin/999999/finish")).toBe("/api/payment-admin/[id]/finish");
    expect(routePattern("/api/calendar/3f9c1b7e5d2a4c6b.ics")).toBe("/api/calendar/[token]");
    expect(routePattern("/register/confirm/550e8400-e29b-41d4-a716-446655440000")).toBe(
      "/register/confirm/[token]",
    );
    expect(routePattern("/login")).toBe("/login");
    expect(routePattern("/")).toBe("/");
    expect(routePattern("/admin/payments/")).toBe("/admin/payments");
    expect(routePattern("/_next/static/chunks/abc123.js")).toBe("/_next/static/[...file]");
  });

  it("stops making new labels past a bound, so random paths cannot grow the metrics", () => {
    // Words without digits, as a scanner guesses them: each a new pattern.
    const word = (n: number) => n.toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]);
    for (let i = 0; i < 600; i++) routePattern(`/sondagem/${word(i)}`);
    expect(routePattern("/mais/um/caminho/inedito")).toBe(OTHER_ROUTES);
    // A pattern seen before keeps its own label.
    expect(routePattern("/login")).toBe("/login");
  });
});
