"use server";

import { redirect } from "next/navigation";
import { signIn } from "@/auth";
import { oidcConfig } from "@/lib/core/env";
import { OIDC_PROVIDER_ID } from "@/lib/server/auth-providers/oidc";

/**
 * 'Entrar com …': Auth.js sets the PKCE, state and nonce cookies and redirects to the
 * organisation's provider; its callback lands on "/", which sends the person to their home.
 */
export async function signInWithOrganization(): Promise<void> {
  if (!oidcConfig()) redirect("/login");
  await signIn(OIDC_PROVIDER_ID, { redirectTo: "/" });
}
