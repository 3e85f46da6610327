import { describe, expect, it } from "vitest";
import { financeDateRange, financeItemForUserSchema } from "@/lib/validation/finance";

describe("financeItemForUserSchema (an admin's create)", () => {
  it("names every missing field, the kind's and userId, in one answer", () => {
    const result = financeItemForUserSchema("payment").safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["value", "Valor obrigatório"],
      ["description", "Descrição obrigatória"],
      ["paymentTypeId", "Tipo de pagamento obrigatório"],
      ["userId", "Colaborador obrigatório"],
    ]);
  });

  it("coerces the fields, types userId as a number and drops unknown keys", () => {
    const refundDate = financeDateRange().min;
    const parsed = financeItemForUserSchema("refund").parse({
      value: "1,5",
      description: "Táxi",
      refundTypeId: "2",
      refundDate,
      userId: "3",
      extra: 1,
    });
    const userId: number = parsed.userId;
    expect(userId).toBe(3);
    expect(parsed).toEqual({
      value: 1.5,
      description: "Táxi",
      refundTypeId: 2,
      refundDate,
      userId: 3,
    });
  });
});
