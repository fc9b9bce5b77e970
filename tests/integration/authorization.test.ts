import { randomBytes } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { accessOf, ROUTES, type Access } from "#domain/paths.ts";
import { healingSubmissions, leads, orders, pointsLedger, products, soulMapSubmissions, therapistClubSubscriptions } from "#server/db/schema.ts";
import { seedPerson, type SeededPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { createTestServices, loadBuild, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { signedInPerson } from "./support/people.ts";

// Every route of app/routes.ts that is not public is asked for its page and its loader data by
// someone it must turn away, and by someone it lets in who owns none of the data: a marker stored
// in every private row must never come back. A route that forgets its role check fails here.

/** Values for the route table's parameters: real ones, so the page behind the check is reached. */
const PARAM_SAMPLES: Record<string, string> = { list: "leads" };

/**
 * Every concrete path of the route table with its route id (React Router's default: the module's
 * file without extension), a splat replaced by a path nobody declared.
 */
function routePaths(entries: RouteConfigEntry[], parent = ""): { path: string; id: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const concrete = path.replace(/\*$/, "caminho-inexistente").replace(/:(\w+)/g, (_, name: string) => PARAM_SAMPLES[name] ?? name);
    const own = entry.path !== undefined || entry.index ? [{ path: concrete, id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, "") }] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const PRIVATE = routePaths(routes)
  .filter(({ path }) => path !== "/caminho-inexistente")
  .map((route) => ({ ...route, access: accessOf(route.path) }))
  .filter((r): r is { path: string; id: string; access: Exclude<Access, "public"> } => r.access !== "public");

/** Who each area turns away, besides anonymous visitors. */
const TURNED_AWAY: Record<Exclude<Access, "public">, ("cliente" | "therapist")[]> = {
  admin: ["cliente", "therapist"],
  therapist: ["cliente"],
  "signed-in": [],
};

/**
 * The loader data of this one route, as the browser asks for it on a client-side navigation
 * (single fetch, `?_routes=`): only the route's own loader runs, no layout above it checks anything.
 */
const ownDataUrl = (path: string, id: string) => `${path === "/" ? "/_root" : path}.data?_routes=${encodeURIComponent(id)}`;
const singleFetchRedirect = (location: string) => `"SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":7,"_9":7},"redirect",${JSON.stringify(location)}`;

describe.each(await availableDatabases())("authorization of every private route (%s)", (db) => {
  let app: TestApp;
  const marker = `MARCADOR${randomBytes(6).toString("hex")}`;
  let owner: SeededPerson;
  const signedIn: Partial<Record<"cliente" | "therapist", TestClient>> = {};

  const signIn = async (role: "cliente" | "therapist") => (await signedInPerson(app, { role, name: `Visitante ${role}` })).client;

  beforeAll(async () => {
    build = await loadBuild();
    app = await createTestServices({ db });
    const { db: database } = app.services.database;
    // The owner of every private row: a therapist, so products and sales are theirs too.
    owner = await seedPerson(database, {
      role: "therapist",
      name: `Dona ${marker}`,
      email: `${marker.toLowerCase()}@exemplo.org.br`,
      profile: { whatsapp: "11987654321", cpf: "52998224725", isTherapistApplicant: true },
    });
    const contact = { name: `Pessoa ${marker}`, email: `contato.${marker.toLowerCase()}@exemplo.org.br`, whatsapp: `(11) ${marker}` };
    await database
      .insert(soulMapSubmissions)
      .values({ ...contact, userId: owner.id, birthDate: "1990-05-17", birthTime: "10:45", birthCity: `Cidade ${marker}` });
    await database.insert(leads).values({ ...contact, reading: `Leitura ${marker}` });
    await database.insert(healingSubmissions).values(contact);
    await database.insert(therapistClubSubscriptions).values({
      ...contact,
      userId: owner.id,
      cpf: "52998224725",
      address: `Rua ${marker}`,
      birthDate: "1990-05-17",
    });
    const [product] = await database
      .insert(products)
      .values({
        title: `Produto ${marker}`,
        instructor: owner.name,
        instructorId: owner.id,
        priceCents: 9700,
        image: "placeholder",
        category: "Atendimento",
        paymentLink: "https://pagamento.exemplo.org.br/x",
      })
      .returning({ id: products.id });
    // The owner bought their own product: the order is theirs as buyer (client area) and as seller (sales, wallet).
    const [order] = await database
      .insert(orders)
      .values({
        buyerId: owner.id,
        itemKind: "product",
        itemId: product.id,
        productId: product.id,
        title: `Pedido ${marker}`,
        priceCents: 9700,
        points: 20,
        sellerId: owner.id,
        sellerName: owner.name,
        status: "completed",
      })
      .returning({ id: orders.id });
    // The ledger row has no text of its own: it shows the marker through its order's title.
    await database.insert(pointsLedger).values({ personId: owner.id, delta: 20, reason: "order", orderId: order.id });
    signedIn.cliente = await signIn("cliente");
    signedIn.therapist = await signIn("therapist");
  });
  afterAll(() => app?.close());

  it("finds the private routes of the table", () => {
    expect(PRIVATE.map((r) => r.path)).toEqual(
      expect.arrayContaining([ROUTES.admin, ROUTES.clientArea, ROUTES.therapist, `${ROUTES.admin}/caminho-inexistente`]),
    );
  });

  let build: ServerBuild;

  async function assertNothingLeaks(client: TestClient, path: string, id: string) {
    for (const target of [path, `${path === "/" ? "/_root" : path}.data`, ownDataUrl(path, id)]) {
      const response = await client.get(target);
      const body = await response.text();
      expect(response.status, `${target}: ${body.slice(0, 200)}`).toBeLessThan(500);
      expect(body.includes(marker), `${target} devolveu dados privados`).toBe(false);
    }
    // Actions too (only routes that have one: a POST elsewhere is React Router's 405).
    if (!build.routes[id]?.module.action) return;
    const post = await client.postJson(path, {});
    expect(post.status, `POST ${path}`).not.toBe(200);
    expect((await post.text()).includes(marker), `POST ${path} devolveu dados privados`).toBe(false);
  }

  describe.each(PRIVATE)("$path ($access)", ({ path, id, access }) => {
    it("turns an anonymous visitor to the right sign-in, carrying the page — from the route's own loader", async () => {
      const back = encodeURIComponent(path);
      const login = access === "admin" ? `${ROUTES.adminLogin}?voltar=${back}` : `/?entrar=1&voltar=${back}`;
      const response = await app.client().get(path);
      expect([response.status, response.headers.get("location")]).toEqual([302, login]);
      expect(await (await app.client().get(ownDataUrl(path, id))).text()).toContain(singleFetchRedirect(login));
      await assertNothingLeaks(app.client(), path, id);
    });

    it.each(TURNED_AWAY[access])("turns a signed-in %s away — from the route's own loader", async (role) => {
      const client = signedIn[role]!;
      const response = await client.get(path);
      const own = await client.get(ownDataUrl(path, id));
      if (access === "admin") {
        expect(response.status).toBe(403);
        expect(own.status).toBe(403);
      } else {
        expect([response.status, response.headers.get("location")]).toEqual([302, ROUTES.clientArea]);
        expect(await own.text()).toContain(singleFetchRedirect(ROUTES.clientArea));
      }
      await assertNothingLeaks(client, path, id);
    });

    if (access === "signed-in" || access === "therapist") {
      const role = access === "signed-in" ? "cliente" : "therapist";
      it(`shows a signed-in ${role} none of another person's data`, async () => {
        expect((await signedIn[role]!.get(path)).status).toBe(200);
        await assertNothingLeaks(signedIn[role]!, path, id);
      });
    }
  });
});
