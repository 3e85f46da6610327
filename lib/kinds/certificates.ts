/**
 * Certificates and the training report, for the screens (no zod: list client code imports this).
 */

/** A certificate code as printed, 'ABCD-EFGH-…': easier to read aloud and to compare. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/** The sortable columns of a training's report. */
export const REPORT_SORTS = ["name", "progress", "certificate"] as const;
