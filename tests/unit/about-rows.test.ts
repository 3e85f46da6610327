import { describe, expect, it } from "vitest";
import { aboutRows } from "@/lib/validation/list";

describe("aboutRows", () => {
  it("says an estimated total as people say it, in Portuguese", () => {
    expect(aboutRows(498_765)).toBe("cerca de 500 mil registros");
    expect(aboutRows(15_234)).toBe("cerca de 15 mil registros");
    expect(aboutRows(1_234_567)).toBe("cerca de 1,2 milhão de registros");
    expect(aboutRows(3_400_000)).toBe("cerca de 3,4 milhões de registros");
  });
});
