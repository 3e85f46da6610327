import type { Metadata } from "next";
import { connection } from "next/server";
import { registrationEnabled } from "@/lib/core/env";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage() {
  await connection(); // REGISTRATION is read when the page is served, not at build time
  return <LoginForm canRegister={registrationEnabled()} />;
}
