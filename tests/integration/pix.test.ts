import { eq } from "drizzle-orm";
import { createStaticPix, hasError } from "pix-utils";
import { beforeAll, describe, expect, it } from "vitest";
import * as paymentPix from "@/app/api/payment-admin/[id]/pix/route";
import * as requestPix from "@/app/api/payment-request-admin/[id]/pix/route";
import * as refundPix from "@/app/api/refund-admin/[id]/pix/route";
import * as userItem from "@/app/api/user/[id]/route";
import * as ownProfile from "@/app/api/collaborator/user/route";
import { collaboratorHome } from "@/lib/services/collaborator-home";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { migrateLegacyPixKeys } from "@/lib/seed/pix-keys";
import { PIX_NO_KEY, PIX_NOT_PAYABLE } from "@/lib/services/finance/pix";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { PIX_KEY_MESSAGES, type PixKeyType } from "@/lib/validation/pix-key";
import { readPixPayload } from "../support/emv";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";

const PIX_ROUTE = { payment: paymentPix, payment_request: requestPix, refund: refundPix } as const;

const KEYS: Record<PixKeyType, { typed: string; stored: string }> = {
  CPF: { typed: "529.982.247-25", stored: "52998224725" },
  CNPJ: { typed: "11.222.333/0001-81", stored: "11222333000181" },
  EMAIL: { typed: "Joao.Pix@Exemplo.com", stored: "joao.pix@exemplo.com" },
  PHONE: { typed: "+55 (21) 99876-5432", stored: "+5521998765432" },
  EVP: {
    typed: "123E4567-E89B-42D3-A456-426614174000",
    stored: "123e4567-e89b-42d3-a456-426614174000",
  },
};

const id = (value: number) => ({ id: String(value) });

describe("PIX 'copia e cola' of the items to pay", () => {
  let admin: TestUser;
  let joao: TestUser;

  beforeAll(async () => {
    admin = await createUser("ADMIN");
    joao = await createUser("EMPLOYEE", {
      firstName: "João",
      lastName: "Conceição da Silva Pereira Júnior",
    });
  });

  const itemOf = async (kind: FinanceKind, owner: TestUser, value = 1234.56) => {
    const created = await call(FINANCE_API[kind].collaborator.list.POST, {
      token: owner.token,
      body: await validBody(kind, { value }),
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const setKey = async (type: PixKeyType | "", key: string) =>
    call(userItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: id(joao.id),
      body: { pixKeyType: type, pixKey: key },
    });

  describe.each(Object.keys(KEYS) as PixKeyType[])("a %s key", (type) => {
    it.each(FINANCE_KINDS)(
      "%s: parses back with the key, amount, txid and a valid CRC, as the library writes it",
      async (kind) => {
        expect((await setKey(type, KEYS[type].typed)).status).toBe(200);
        const itemId = await itemOf(kind, joao, 87.5);
        const { status, body } = await call(PIX_ROUTE[kind].GET, {
          token: admin.token,
          params: id(itemId),
        });
        expect(status).toBe(200);
        expect(body).toMatchObject({
          key: KEYS[type].stored,
          keyType: type,
          amount: "87.50",
          txid: expect.stringMatching(/^[A-Z0-9]{1,25}$/),
        });
        expect(body.qrCode).toMatch(/^data:image\/png;base64,/);

        const read = readPixPayload(body.payload);
        expect(read).toMatchObject({
          formatIndicator: "01",
          gui: "br.gov.bcb.pix",
          key: KEYS[type].stored,
          currency: "986",
          country: "BR",
          amount: "87.50",
          txid: body.txid,
          merchantName: "JOAO CONCEICAO DA SILVA P",
          merchantCity: "BRASIL",
          crcValid: true,
        });

        const independent = createStaticPix({
          merchantName: read.merchantName!,
          merchantCity: read.merchantCity!,
          pixKey: KEYS[type].stored,
          txid: body.txid,
          transactionAmount: 87.5,
        });
        if (hasError(independent)) throw new Error("pix-utils refused the fields");
        expect(body.payload).toBe(independent.toBRCode());
      },
    );
  });

  it("writes the city of PIX_MERCHANT_CITY (plain, ≤ 15 characters) and 'BRASIL' without it, as the library does", async () => {
    await setKey("EMAIL", KEYS.EMAIL.typed);
    const itemId = await itemOf("refund", joao, 10);
    const saved = process.env.PIX_MERCHANT_CITY;
    try {
      process.env.PIX_MERCHANT_CITY = "São José dos Campos";
      const { body } = await call(PIX_ROUTE.refund.GET, { token: admin.token, params: id(itemId) });
      const read = readPixPayload(body.payload);
      expect(read).toMatchObject({ merchantCity: "SAO JOSE DOS CA", crcValid: true });
      expect(body.merchantCity).toBe("SAO JOSE DOS CA");
      const independent = createStaticPix({
        merchantName: read.merchantName!,
        merchantCity: "SAO JOSE DOS CA",
        pixKey: KEYS.EMAIL.stored,
        txid: body.txid,
        transactionAmount: 10,
      });
      if (hasError(independent)) throw new Error("pix-utils refused the fields");
      expect(body.payload).toBe(independent.toBRCode());

      delete process.env.PIX_MERCHANT_CITY;
      expect(
        readPixPayload(
          (await call(PIX_ROUTE.refund.GET, { token: admin.token, params: id(itemId) })).body
            .payload,
        ).merchantCity,
      ).toBe("BRASIL");
    } finally {
      if (saved === undefined) delete process.env.PIX_MERCHANT_CITY;
      else process.env.PIX_MERCHANT_CITY = saved;
    }
  });

  it("derives a different, stable txid for each item and kind", async () => {
    await setKey("EMAIL", KEYS.EMAIL.typed);
    const txids = new Set<string>();
    for (const kind of FINANCE_KINDS) {
      const itemId = await itemOf(kind, joao);
      const first = await call(PIX_ROUTE[kind].GET, { token: admin.token, params: id(itemId) });
      const again = await call(PIX_ROUTE[kind].GET, { token: admin.token, params: id(itemId) });
      expect(again.body.txid).toBe(first.body.txid);
      txids.add(first.body.txid);
    }
    expect(txids.size).toBe(FINANCE_KINDS.length);
  });

  it.each(Object.keys(KEYS) as PixKeyType[])(
    "refuses an invalid %s key with its message",
    async (type) => {
      const invalid: Record<PixKeyType, string> = {
        CPF: "529.982.247-24",
        CNPJ: "11.222.333/0001-80",
        EMAIL: "joao@",
        PHONE: "+55 21 3333-4444",
        EVP: "not-a-uuid",
      };
      const { status, body } = await setKey(type, invalid[type]);
      expect(status).toBe(400);
      expect(body.errors.pixKey).toEqual([PIX_KEY_MESSAGES[type]]);
    },
  );

  it("answers 409 in Portuguese when the item is no longer payable", async () => {
    await setKey("CPF", KEYS.CPF.typed);
    for (const kind of FINANCE_KINDS) {
      const itemId = await itemOf(kind, joao);
      const confirm = await call(FINANCE_API[kind].admin.item.PATCH, {
        method: "PATCH",
        token: admin.token,
        params: id(itemId),
        body: { status: kind === "refund" ? "APPROVED" : "PAID" },
      });
      expect(confirm.status).toBe(200);
      const afterConfirm = await call(PIX_ROUTE[kind].GET, {
        token: admin.token,
        params: id(itemId),
      });
      // An approved refund is still owed to the collaborator; a paid item is not.
      if (kind === "refund") expect(afterConfirm.status).toBe(200);
      else expect(afterConfirm).toMatchObject({ status: 409, body: { message: PIX_NOT_PAYABLE } });

      const cancelled = await itemOf(kind, joao);
      await call(FINANCE_API[kind].collaborator.item.DELETE, {
        method: "DELETE",
        token: joao.token,
        params: id(cancelled),
      });
      expect(
        await call(PIX_ROUTE[kind].GET, { token: admin.token, params: id(cancelled) }),
      ).toMatchObject({ status: 409, body: { message: PIX_NOT_PAYABLE } });
    }
  });

  it("answers 409 when the collaborator has no key or an unreviewed legacy one", async () => {
    const maria = await createUser("EMPLOYEE");
    const itemId = await itemOf("refund", maria);
    expect(await call(refundPix.GET, { token: admin.token, params: id(itemId) })).toMatchObject({
      status: 409,
      body: { message: PIX_NO_KEY },
    });

    const db = await getDb();
    await db
      .update(users)
      .set({ pixKey: "pix no banco do bairro", pixKeyType: null })
      .where(eq(users.id, maria.id));
    await migrateLegacyPixKeys(db);
    const [row] = await db.select().from(users).where(eq(users.id, maria.id));
    expect(row).toMatchObject({ pixKeyType: null, pixKeyNeedsReview: true });
    expect(await call(refundPix.GET, { token: admin.token, params: id(itemId) })).toMatchObject({
      status: 409,
      body: { message: PIX_NO_KEY },
    });

    await db
      .update(users)
      .set({ pixKey: "(21) 99876-5432", pixKeyNeedsReview: false })
      .where(eq(users.id, maria.id));
    expect(await migrateLegacyPixKeys(db)).toEqual({ typed: 1, flagged: 0 });
    expect(await call(refundPix.GET, { token: admin.token, params: id(itemId) })).toMatchObject({
      status: 200,
      body: { key: "+5521998765432", keyType: "PHONE" },
    });
  });

  it("is an admin route: employees get 403, even for their own item", async () => {
    await setKey("CPF", KEYS.CPF.typed);
    for (const kind of FINANCE_KINDS) {
      const itemId = await itemOf(kind, joao);
      expect(
        (await call(PIX_ROUTE[kind].GET, { token: joao.token, params: id(itemId) })).status,
      ).toBe(403);
    }
    expect((await call(paymentPix.GET, { token: admin.token, params: id(999999) })).status).toBe(
      404,
    );
  });

  it("a collaborator whose key was flagged 'A revisar' is told on their home and profile and fixes it themselves", async () => {
    const carla = await createUser("EMPLOYEE", { firstName: "Carla" });
    const db = await getDb();
    await db
      .update(users)
      .set({ pixKey: "minha chave é o celular", pixKeyType: null })
      .where(eq(users.id, carla.id));
    await migrateLegacyPixKeys(db);
    expect((await collaboratorHome(carla.actor)).pixKeyNeedsReview).toBe(true);
    expect((await call(ownProfile.GET, { token: carla.token })).body).toMatchObject({
      pixKeyNeedsReview: true,
      pixKeyType: null,
    });

    // Saving the legacy text again, without a type, is refused on the field; typing it fixes it.
    const patch = (body: unknown) =>
      call(ownProfile.PATCH, { method: "PATCH", token: carla.token, body });
    const refused = await patch({ pixKey: "minha chave é o celular" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.pixKey).toBeTruthy();
    expect((await patch({ pixKeyType: "PHONE", pixKey: "+55 (21) 99876-5432" })).status).toBe(200);
    expect((await call(ownProfile.GET, { token: carla.token })).body).toMatchObject({
      pixKeyNeedsReview: false,
      pixKeyType: "PHONE",
      pixKey: "+5521998765432",
    });
    expect((await collaboratorHome(carla.actor)).pixKeyNeedsReview).toBe(false);
  });
});
