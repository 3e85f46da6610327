import { describe, expect, it } from "vitest";
import { quorumLabel, quorumOf } from "@/lib/kinds/meeting-records";

describe("quorumOf", () => {
  it("without a quorum: counts the present, decides nothing", () => {
    expect(quorumOf(null, 3, ["PRESENT", "ABSENT", null])).toEqual({
      required: null,
      present: 1,
      reached: null,
    });
  });

  it("a number of invitees: reached at exactly that many present", () => {
    expect(
      quorumOf({ kind: "COUNT", value: 2 }, 4, ["PRESENT", "PRESENT", "ABSENT", "ABSENT"]),
    ).toEqual({ required: 2, present: 2, reached: true });
    expect(
      quorumOf({ kind: "COUNT", value: 3 }, 4, ["PRESENT", "PRESENT", "ABSENT", "ABSENT"]),
    ).toMatchObject({ required: 3, reached: false });
  });

  it("a percentage rounds up: 50 % of 5 needs 3, 50 % of 4 needs 2, 33 % of 3 needs 1", () => {
    expect(quorumOf({ kind: "PERCENT", value: 50 }, 5, []).required).toBe(3);
    expect(quorumOf({ kind: "PERCENT", value: 50 }, 4, []).required).toBe(2);
    expect(quorumOf({ kind: "PERCENT", value: 33 }, 3, []).required).toBe(1);
    expect(quorumOf({ kind: "PERCENT", value: 100 }, 7, []).required).toBe(7);
    expect(quorumOf({ kind: "PERCENT", value: 1 }, 1, []).required).toBe(1);
  });

  it("excused invitees do not count as present", () => {
    const statuses = ["PRESENT", "EXCUSED", "EXCUSED", "ABSENT"] as const;
    expect(quorumOf({ kind: "PERCENT", value: 50 }, 4, statuses)).toEqual({
      required: 2,
      present: 1,
      reached: false,
    });
  });

  it("labels the rule in Portuguese", () => {
    expect(quorumLabel({ kind: "COUNT", value: 1 })).toBe("1 participante");
    expect(quorumLabel({ kind: "COUNT", value: 3 })).toBe("3 participantes");
    expect(quorumLabel({ kind: "PERCENT", value: 50 })).toBe("50% dos convidados");
    expect(quorumLabel(null)).toBe("Sem quórum definido");
  });
});
