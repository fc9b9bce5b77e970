import { randomUUID } from "node:crypto";

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminActionMessages } from "#domain/admin-actions.ts";
import { formMessages } from "#domain/forms/common.ts";
import { productFormSchema } from "#domain/forms/product.ts";
import { orderMessages } from "#domain/orders.ts";
import { ADMIN_ACTIONS, FORM_ENDPOINTS, MEMBER_ENDPOINTS } from "#domain/paths.ts";
import {
  auditLog,
  healingSubmissions,
  mailOutbox,
  orders,
  products,
  profiles,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
} from "#server/db/schema.ts";
import { reviewProduct } from "#server/services/admin-actions.ts";
import { createProduct } from "#server/services/therapist.ts";
import { fieldValue, noRefs, postEndpoints, type Sender, textFields, withField } from "#tests/fixtures/endpoints.ts";
import { uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { healingSignupsFor } from "#tests/fixtures/stored.ts";

import { viewerOf } from "./members/support.ts";
import { createTestServices, requestContext, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";

// NUL bytes and unpaired surrogates in any text field of any POST endpoint (docs/decisions/040):
// refused by the shared schemas with a message next to the field, never a 5xx; what the database
// would still refuse (a race) is a 4xx too.

const DATABASES = await availableDatabases();
const { invalidCharacters } = formMessages;

const HOSTILE = { nul: "\u0000", "lone high surrogate": "\ud800", "lone low surrogate": "\udfff", "reversed pair": "\udc00\ud800" };

/** Fields whose value is an id, a choice or a number: refused with their own message, not the characters'. */
const NOT_FREE_TEXT =
  /^(id|submissionId|productId|orderId|courseId|offerId|clock|item|category|image|decision|role|action|slot|kind|status|attendance|schedule|weekday|ordinal|person[12]\.(day|month|year))$/;

/** Every POST endpoint our schemas parse, once per shape of its body (Better Auth's Google endpoint has no schema of ours). */
const CASES = postEndpoints()
  .filter((endpoint) => endpoint.schema)
  .flatMap((endpoint) => endpoint.bodies.map((body, shape) => ({ ...endpoint, body, shape, fields: textFields(body(noRefs())) })));

const STORED = { users, profiles, healingSubmissions, therapistClubSubscriptions, soulMapSubmissions, mailOutbox, products, orders, auditLog };

describe.each(DATABASES)("NUL bytes and lone surrogates (%s)", (db) => {
  let app: TestApp;
  const people = {} as Record<Exclude<Sender, "anonymous">, SignedInPerson>;

  beforeAll(async () => {
    app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "100000", RATE_LIMIT_FORM_MAX: "100000" } });
    for (const role of ["cliente", "therapist", "admin"] as const) people[role] = await signedInPerson(app, { role, name: `Joana ${role}` });
  });
  afterAll(async () => {
    await app?.close();
  });

  const clientOf = (sender: Sender): TestClient => (sender === "anonymous" ? app.client() : people[sender].client);

  /** Row counts, and the signed-in people's own rows (a refused profile edit must change nothing either). */
  const snapshot = async () => ({
    counts: Object.fromEntries(await Promise.all(Object.entries(STORED).map(async ([name, table]) => [name, await app.count(table)] as const))),
    people: await app.db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          Object.values(people).map((p) => p.id),
        ),
      )
      .orderBy(profiles.id),
  });

  it("covers every POST endpoint of domain/paths.ts, the members' and admins' included", () => {
    const targets = new Set(CASES.map((c) => c.target));
    for (const target of [...Object.values(MEMBER_ENDPOINTS), ...Object.values(ADMIN_ACTIONS), ...Object.values(FORM_ENDPOINTS)])
      expect(targets).toContain(target);
  });

  describe.each(CASES)("POST $target (body $shape)", ({ target, sender, body, fields }) => {
    it.each(Object.entries(HOSTILE))("refuses %s in each text field with 400 and a message next to the field, storing nothing", async (_name, insert) => {
      const before = await snapshot();
      for (const field of fields) {
        const valid = body(noRefs());
        const response = await clientOf(sender).postJson(target, withField(valid, field, `${String(fieldValue(valid, field))}${insert}x`));
        const answer = (await response.json()) as { fieldErrors?: Record<string, string> };
        expect(response.status, field).toBe(400);
        expect(answer.fieldErrors?.[field], field).toBeTruthy();
        if (!NOT_FREE_TEXT.test(field)) expect(answer.fieldErrors?.[field], field).toBe(invalidCharacters);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it("answers every endpoint, Better Auth's too, a body of hostile strings with a 4xx (sign-out, which reads no field, signs out)", async () => {
    for (const { target, sender, bodies, endsSession, schema } of postEndpoints()) {
      const client = endsSession ? (await signedInPerson(app)).client : clientOf(sender);
      const valid = bodies[0](noRefs());
      const hostile = textFields(valid).reduce<Record<string, unknown>>((b, field) => withField(b, field, "\u0000\ud800"), { ...valid, extra: "\u0000" });
      const response = await client.postJson(target, hostile);
      if (schema) expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
    }
  });

  it("refuses ids that are not ids with the field's message, not a database error", async () => {
    const admin = people.admin.client;
    for (const [target, body, field, message] of [
      [ADMIN_ACTIONS.reviewProduct, { productId: "abc", decision: "approved" }, "productId", adminActionMessages.idInvalid],
      [ADMIN_ACTIONS.orderStatus, { orderId: "abc", action: "complete" }, "orderId", orderMessages.orderInvalid],
      [ADMIN_ACTIONS.setRole, { userId: " ", role: "therapist" }, "userId", adminActionMessages.idInvalid],
      [ADMIN_ACTIONS.removeAdmin, { userId: "x".repeat(101) }, "userId", adminActionMessages.idInvalid],
    ] as const) {
      const answer = await admin.action(target, body);
      expect(answer.status, target).toBe(400);
      expect(answer.body.fieldErrors?.[field], target).toBe(message);
    }
    const order = await people.cliente.client.action(MEMBER_ENDPOINTS.orders, { item: "product", productId: "abc" });
    expect(order.status).toBe(400);
  });

  describe("what the database still refuses after the schema (a race) is a 4xx", () => {
    it("a product sent by a therapist whose account was erased meanwhile: 409, nothing stored", async () => {
      const therapist = await signedInPerson(app, { role: "therapist" });
      const viewer = await viewerOf(app, therapist);
      await app.db.delete(users).where(eq(users.id, therapist.id));
      const before = await app.count(products);
      const result = await createProduct(
        requestContext(app.services, "10.9.9.9"),
        viewer,
        productFormSchema.parse(
          postEndpoints()
            .find((e) => e.target === MEMBER_ENDPOINTS.therapistProducts)!
            .bodies[0](noRefs()),
        ),
      );
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(await app.count(products)).toBe(before);
    });

    it("a review by an admin removed meanwhile: 409, the product still pending", async () => {
      const admin = await signedInPerson(app, { role: "admin" });
      const viewer = await viewerOf(app, admin);
      const [product] = await app.db
        .insert(products)
        .values({ title: "Pendente", instructor: "x", priceCents: 100, image: "x", category: "Produto", paymentLink: "https://pagamento.exemplo.org.br/x" })
        .returning({ id: products.id });
      await app.db.delete(users).where(eq(users.id, admin.id));
      const result = await reviewProduct(requestContext(app.services), viewer, { productId: product.id, decision: "approved" });
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(await app.db.select({ status: products.status }).from(products).where(eq(products.id, product.id))).toEqual([{ status: "pending" }]);
    });
  });

  it("keeps a real pair (an emoji) and accents", async () => {
    const email = uniqueEmail("c");
    const response = await app.client().postJson(FORM_ENDPOINTS.healing, { submissionId: randomUUID(), name: "Conceição 🌟", email, consent: true });
    expect(response.status).toBe(200);
    expect((await healingSignupsFor(app.db, email)).map((row) => row.name)).toEqual(["Conceição 🌟"]);
  });
});
