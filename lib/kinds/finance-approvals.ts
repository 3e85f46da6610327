/**
 * What a finance item's answer says about its approvals, and how screens word it: zod-free, so
 * the lists' client code can show "1 de 2 aprovações" without the schemas (docs/performance.md).
 */

/** One admin's approval of an item that needs more than one. */
export type FinanceApproval = { userId: number; name: string; at: string };

/** What every item answer carries about its approvals. */
export type ApprovalState = {
  approvals: FinanceApproval[];
  approvalsRequired: number;
  /** Above its type's maximum value (a warning to the submitter and the approvers). */
  maxValueExceeded: boolean;
  /** The type's maximum value, when it has one. */
  maxValue: number | null;
  /** Admin answers only: whether this admin may confirm it now (PENDING and no refusal). */
  canConfirm?: boolean;
  /** Admin answers only: why not, when that is the reason. */
  confirmRefusal?: string | null;
};

/** "1 de 2 aprovações" */
export const approvalsText = (given: number, required: number) =>
  `${given} de ${required} aprovações`;
