/**
 * The whole data model, one file per area under `db/tables/`. Everything imports tables from
 * here; drizzle-kit reads this file to generate migrations.
 */
export { norm } from "./tables/columns";
export * from "./tables/people";
export * from "./tables/meetings";
export * from "./tables/meeting-series";
export * from "./tables/meeting-reminders";
export * from "./tables/finance";
export * from "./tables/content";
export * from "./tables/security";
export * from "./tables/finance-totals";
export * from "./tables/lgpd";
export * from "./tables/notifications";
export * from "./tables/integrations";
export * from "./tables/organization";
export * from "./tables/audit";
export * from "./tables/two-factor";
export * from "./tables/passkeys";
export * from "./tables/finance-review";
export * from "./tables/training-records";
export * from "./tables/user-totals";
