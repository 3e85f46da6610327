import { describe, expect, it } from "vitest";
import { financeRow } from "@/lib/kinds/finance-rows";
import type { FinanceItem } from "@/lib/services/finance";
import type { ApprovalState } from "@/lib/kinds/finance-approvals";

const item: FinanceItem & ApprovalState = {
  id: 7,
  description: "Curso",
  value: 1200.5,
  typeId: 2,
  type: { id: 2, label: "Comissão", active: true },
  date: null,
  status: "PENDING",
  reason: null,
  userId: 9,
  user: { id: 9, fullName: "Ana Souza" },
  file: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  updatedAt: "2026-11-27T11:00:00.000Z",
  approvals: [],
  approvalsRequired: 1,
  maxValueExceeded: false,
  maxValue: null,
  canConfirm: true,
  confirmRefusal: null,
};

describe("financeRow", () => {
  it("keeps what the row and the details dialog show, and leaves out repeated ids and defaults", () => {
    expect(financeRow(item)).toEqual({
      id: 7,
      description: "Curso",
      value: 1200.5,
      status: "PENDING",
      createdAt: "2026-11-27T10:00:00.000Z",
      type: { label: "Comissão" },
      user: { fullName: "Ana Souza" },
    });
    expect(Object.keys(financeRow(item))).not.toContain("date");
  });

  it("keeps a date, a reason and a receipt when the item has them", () => {
    const file = {
      id: 1,
      name: "recibo.pdf",
      type: "application/pdf",
      size: 2048,
      url: "/api/files/1",
    };
    const row = financeRow({ ...item, date: "2026-11-20", reason: "Fora do prazo", file });
    expect(row).toMatchObject({ date: "2026-11-20", reason: "Fora do prazo", file });
  });

  it("keeps the approval fields that differ from the screens' defaults", () => {
    const approval = { userId: 3, name: "Bia Lima", at: "2026-11-27T10:30:00.000Z" };
    const row = financeRow({
      ...item,
      approvals: [approval],
      approvalsRequired: 2,
      maxValueExceeded: true,
      maxValue: 1000,
      canConfirm: false,
      confirmRefusal: "Você já aprovou este item.",
    });
    expect(row).toMatchObject({
      approvals: [approval],
      approvalsRequired: 2,
      maxValueExceeded: true,
      maxValue: 1000,
      canConfirm: false,
    });
    expect(row).not.toHaveProperty("confirmRefusal");
  });

  it("says nothing of confirming an item that is no longer pending", () => {
    expect(financeRow({ ...item, status: "PAID", canConfirm: false })).not.toHaveProperty(
      "canConfirm",
    );
  });
});
