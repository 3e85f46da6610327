import { dataExportResponse } from "@/lib/server/data-export-zip";
import { apiRoute } from "@/lib/server/route";
import { ownDataExport } from "@/lib/services/data-export";

/** 'Baixar meus dados': the collaborator's own data and receipts as a ZIP (LGPD art. 18). */
export const GET = apiRoute(async ({ actor }) =>
  dataExportResponse(
    await ownDataExport(actor),
    `meus-dados-${new Date().toISOString().slice(0, 10)}.zip`,
  ),
);
