"use client";

import { TwoFactorSetup as Setup } from "@/components/account/two-factor-setup";

/** The setup on /two-factor: once the recovery codes are saved, on to the person's home. */
export function TwoFactorSetup({ home }: { home: string }) {
  return <Setup onDone={() => window.location.assign(home)} doneLabel="Continuar" />;
}
