"use client";

import { useRouter } from "next/navigation";
import { useActionState, useRef, useState, useTransition, type FormEvent } from "react";
import { controlProps, FormField } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import { SubmitButton } from "@/components/form/submit-button";
import { TextInput } from "@/components/form/text-input";
import { loadOnce } from "@/lib/client/load-once";
import { toast } from "@/lib/client/toast";
import type { LoginInput } from "@/lib/validation/auth";
import { login, loginFromForm } from "@/lib/actions/session";
import { radixButton } from "@/components/radix-button";
import { CodeField } from "@/components/account/code-field";

type Errors = Partial<Record<keyof LoginInput, string>>;

// zod and the schema (the one the server action parses with, so the same messages) load when the
// form is first used (focus), not with the page.
const loadSchema = loadOnce(() => import("@/lib/validation/auth").then((m) => m.loginSchema));

/**
 * The form's values checked by the schema: the parsed values, or the first message of each invalid
 * field.
 */
async function check(form: HTMLFormElement): Promise<{ values?: LoginInput; errors: Errors }> {
  const data = new FormData(form);
  const result = (await loadSchema()).safeParse({
    email: data.get("email"),
    password: data.get("password"),
    // Only once the second step asked for it (the field is not there before).
    code: data.has("code") ? data.get("code") : undefined,
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as keyof LoginInput] ??= issue.message;
  return { errors };
}

/**
 * The sign-in form, without react-hook-form, which would weigh on the page's first load
 * (decision 0085): two uncontrolled fields checked like the app's other forms (on submit, then on
 * every change; the first invalid field gets the focus), in plain markup with Radix's classes.
 *
 * Its `action` is the server action `loginFromForm`, so a tap before the JavaScript has run
 * still signs in (a POST, never the password in a URL); once hydrated, `onSubmit` takes over.
 */
export function LoginForm({ canRegister }: { canRegister: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Errors>({});
  // The second step: the person has an authenticator app; e-mail and password stay in the form.
  const [needsCode, setNeedsCode] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  // Set only after a submission without JavaScript: the server's answer, shown in the form.
  const [posted, postAction] = useActionState(loginFromForm, null);
  const postedErrors = posted && !posted.ok ? posted.errors : undefined;
  const fieldError = (name: keyof LoginInput) => errors[name] ?? postedErrors?.[name]?.[0];
  const askCode = needsCode || (posted && !posted.ok && posted.reason?.startsWith("two_factor"));

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) void check(event.currentTarget).then((r) => setErrors(r.errors));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const { values, errors } = await check(form);
    setErrors(errors);
    if (!values) {
      const first = Object.keys(errors)[0];
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    startTransition(async () => {
      // On success the action redirects; it only comes back to say why it failed.
      const result = await login(values);
      if (!result || result.ok) return;
      if (result.reason === "two_factor_required" && !needsCode) {
        setNeedsCode(true);
        submitted.current = false;
        requestAnimationFrame(() => codeRef.current?.focus());
      } else if (result.reason?.startsWith("two_factor")) {
        setErrors({ code: result.message });
        codeRef.current?.select();
      } else toast.error(result.message);
    });
  };

  return (
    <form
      action={postAction}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
    >
      <div className="rt-Flex rt-r-fd-column rt-r-gap-5">
        <div className="rt-Flex rt-r-fd-column rt-r-gap-1">
          <h1 className="rt-Heading rt-r-size-8">
            {needsCode ? "Verificação em duas etapas" : "Login"}
          </h1>
          <span className="rt-Text" data-accent-color="gray">
            {needsCode
              ? "Digite o código de 6 dígitos do seu aplicativo autenticador ou um código de recuperação."
              : "Entre com seu e-mail e senha para acessar a área de membros."}
          </span>
        </div>
        {posted && !posted.ok && !postedErrors ? (
          <p role="alert" className="rt-Text rt-r-size-2" data-accent-color="red">
            {posted.message}
          </p>
        ) : null}
        {askCode ? <CodeField error={fieldError("code")} recovery inputRef={codeRef} /> : null}
        {/* Hidden, not removed, in the second step: the code is sent with the same e-mail and
            password, so nothing is typed twice. */}
        <div
          // Without the flex class while hidden: its display would win over the attribute.
          className={needsCode ? undefined : "rt-Flex rt-r-fd-column rt-r-gap-5"}
          hidden={needsCode}
        >
          <FormField id="email" label="E-mail" error={fieldError("email")}>
            <TextInput
              {...controlProps("email", fieldError("email"))}
              name="email"
              type="email"
              size="3"
              autoComplete="email"
              placeholder="voce@exemplo.com"
            />
          </FormField>
          <FormField id="password" label="Senha" error={fieldError("password")}>
            <PasswordInput
              {...controlProps("password", fieldError("password"))}
              name="password"
              size="3"
              autoComplete="current-password"
            />
          </FormField>
        </div>
        <div className="rt-Flex rt-r-jc-end rt-r-gap-3 rt-r-mt-2">
          {needsCode ? (
            <button
              type="button"
              {...radixButton({ size: "3", variant: "soft", color: "gray" })}
              data-disabled={pending || undefined}
              disabled={pending}
              onClick={() => {
                setNeedsCode(false);
                setErrors({});
              }}
            >
              Voltar
            </button>
          ) : null}
          {canRegister && !needsCode ? (
            <button
              type="button"
              {...radixButton({ size: "3", variant: "soft", color: "gray" })}
              data-disabled={pending || undefined}
              disabled={pending}
              onClick={() => router.push("/register")}
            >
              Registrar
            </button>
          ) : null}
          <SubmitButton size="3" loading={pending}>
            Entrar
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
