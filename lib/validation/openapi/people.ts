import { passwordChangeSchema } from "@/lib/validation/account";
import { loginSchema } from "@/lib/validation/auth";
import {
  profileUpdateSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from "@/lib/validation/user";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { createdWithId, dateTime, listOf, nullableDateTime, success } from "./responses";

const ADMIN = ["ADMIN"] as const;
const EMPLOYEE = ["EMPLOYEE"] as const;
const BOTH = ["ADMIN", "EMPLOYEE"] as const;

export const userResponse = z
  .looseObject({
    id: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    profileId: z.int(),
    phone: z.string(),
    document: z.string().nullable(),
    birthDate: z.string(),
    instagram: z.string().nullable(),
    pixKey: z.string().nullable(),
    pixKeyType: z.string().nullable(),
    active: z.boolean(),
    anonymizedAt: nullableDateTime(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: "User" });

const anonymizeBody = z.object({
  email: z.string().describe("O e-mail atual da pessoa, digitado para confirmar"),
});

export const peopleOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth",
    tag: "Autenticação",
    summary: "Entrar (pessoas): devolve um token Bearer de 8 h",
    description:
      'Programas devem usar um token de API (`mbr_…`) criado em Configurações. Quem ativou a verificação em duas etapas envia também `code` (os 6 dígitos do aplicativo autenticador, ou um código de recuperação); sem ele a resposta é 401 com `reason: "two_factor_required"`, e um código errado ou já usado, 401 com `reason: "two_factor_invalid"` (contado como senha errada). Se a organização exige a verificação e a pessoa ainda não a ativou: 403 com `reason: "two_factor_setup_required"`. Com o login único obrigatório (`OIDC_ONLY=true`), 403 para todo e-mail fora de `OIDC_BREAK_GLASS_EMAILS`.',
    body: loginSchema,
    example: { email: "admin@membros.dev", password: "Admin@123456", code: "123456" },
    ok: {
      status: 200,
      schema: z.object({
        token: z.string(),
        profile: z.object({ id: z.int(), label: z.string() }),
        user: z.object({ id: z.int(), fullName: z.string(), email: z.string() }),
      }),
    },
    errors: [400, 401, 403, 413, 429],
  },
  {
    method: "post",
    path: "/api/account/logout",
    tag: "Conta",
    roles: BOTH,
    summary: "Sair: a sessão ou token usado deixa de valer",
    ok: { status: 200, schema: success },
  },
  {
    method: "post",
    path: "/api/account/logout-all",
    tag: "Conta",
    roles: BOTH,
    summary: "Sair de todos os dispositivos",
    ok: { status: 200, schema: success },
  },
  {
    method: "post",
    path: "/api/account/password",
    tag: "Conta",
    roles: BOTH,
    summary: "Alterar a própria senha",
    body: passwordChangeSchema,
    example: { currentPassword: "Admin@123456", newPassword: "Nova@Senha2026" },
    ok: { status: 200, schema: success },
    errors: [400, 413, 429],
  },
  {
    method: "post",
    path: "/api/collaborator/password",
    tag: "Conta",
    roles: EMPLOYEE,
    summary: "Alterar a própria senha (colaborador)",
    body: passwordChangeSchema,
    example: { currentPassword: "Colab@123456", newPassword: "Nova@Senha2026" },
    ok: { status: 200, schema: success },
    errors: [400, 413, 429],
  },

  {
    method: "get",
    path: "/api/user",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Usuários (filtros, ordenação e paginação)",
    query: userListQuerySchema,
    ok: { status: 200, schema: listOf(userResponse) },
  },
  {
    method: "post",
    path: "/api/user",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Novo usuário",
    body: userCreateSchema,
    example: {
      firstName: "Maria",
      lastName: "Oliveira",
      email: "maria.oliveira@exemplo.com.br",
      profileId: 3,
      phone: "11987654321",
      birthDate: "1990-05-20",
    },
    ok: { status: 201, schema: createdWithId },
    errors: [400, 409, 413],
  },
  {
    method: "get",
    path: "/api/user/export",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Usuários em CSV",
    query: userListQuerySchema,
    ok: { status: 200, media: "text/csv" },
  },
  {
    method: "get",
    path: "/api/user/{id}",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Um usuário",
    ok: { status: 200, schema: userResponse },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/user/{id}",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Editar usuário",
    body: userUpdateSchema,
    ok: { status: 200, schema: success },
    errors: [400, 404, 409, 413],
  },
  {
    method: "delete",
    path: "/api/user/{id}",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Desativar usuário",
    ok: { status: 200, schema: success },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/user/{id}/anonymize",
    tag: "Usuários",
    roles: ADMIN,
    summary: "Anonimizar um usuário desativado (LGPD)",
    body: anonymizeBody,
    ok: { status: 200, schema: success },
    errors: [400, 404, 409, 413],
  },
  {
    method: "get",
    path: "/api/collaborator/user",
    tag: "Meu perfil",
    roles: EMPLOYEE,
    summary: "Meu perfil",
    ok: { status: 200, schema: userResponse },
  },
  {
    method: "patch",
    path: "/api/collaborator/user",
    tag: "Meu perfil",
    roles: EMPLOYEE,
    summary: "Editar meu perfil",
    body: profileUpdateSchema,
    ok: { status: 200, schema: success },
    errors: [400, 409, 413],
  },
  {
    method: "post",
    path: "/api/collaborator/user/anonymize",
    tag: "Meu perfil",
    roles: EMPLOYEE,
    summary: "Apagar meus dados pessoais (LGPD)",
    body: anonymizeBody,
    ok: { status: 200, schema: success },
    errors: [400, 413],
  },
  {
    method: "get",
    path: "/api/collaborator/data-export",
    tag: "Meu perfil",
    roles: EMPLOYEE,
    summary: "Baixar meus dados (ZIP)",
    ok: { status: 200, media: "application/zip" },
  },
];
