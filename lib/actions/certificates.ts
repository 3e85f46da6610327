"use server";

import { runAction } from "@/lib/server/action";
import { parseId } from "@/lib/core/input";
import { revokeCertificate } from "@/lib/services/certificates/revoke";

/** 'Revogar certificado' on a training's report (ADMIN; the service checks). */
export async function revokeCertificateAction(id: number) {
  return runAction((actor) => revokeCertificate(actor, parseId(id)));
}
