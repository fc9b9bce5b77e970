import { randomBytes, randomUUID } from "node:crypto";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import routes from "#app/routes.ts";
import { ADMIN_LIST_KEYS, ADMIN_LISTS } from "#domain/admin/lists.ts";
import { type Access, ADMIN_ROUTES, MEMBER_ENDPOINTS, ROUTE_ACCESS, ROUTES } from "#domain/paths.ts";
import { createHttpApp } from "#server/app.ts";
import {
  adminListVisits,
  auditLog,
  compassConversations,
  compassMessages,
  healingSubmissions,
  integralSoulMaps,
  leads,
  mailOutbox,
  notifications,
  orders,
  paymentCharges,
  pointsLedger,
  products,
  soulMapSubmissions,
  therapistClubSubscriptions,
} from "#server/db/schema.ts";
import { integralMapRow } from "#tests/fixtures/integral-map.ts";
import { type SeededPerson, seedPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, loadBuild, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { signedInPerson, signIn as signInClient } from "./support/people.ts";

// Every route — React Router's and Hono's — must be classified in domain/paths.ts ROUTE_ACCESS.
// Each route is then asked for its page, its loader data and (when it has one) its action by
// everyone it must turn away and by people it lets in who own none of the data: a marker stored in
// every private table must never come back. Positive controls show the same marker does reach the
// admin or the owner, so "absent" cannot pass because the marker was never there.

/** Values for the route table's parameters: real ones, so the page behind the check is reached. */
const PARAM_SAMPLES: Record<string, string> = { list: "leads", lista: "nucleos", id: "nucleo001" };

interface RouterRoute {
  /** As declared (the key of ROUTE_ACCESS). */
  pattern: string;
  /** A path that reaches it. */
  path: string;
  /** React Router's route id: the module's file without extension. */
  id: string;
}

function routerRoutes(entries: RouteConfigEntry[], parent = ""): RouterRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent || "/" : entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const path = pattern.replace(/\*$/, "caminho-inexistente").replace(/:(\w+)/g, (_, name: string) => PARAM_SAMPLES[name] ?? name);
    const own = entry.path !== undefined || entry.index ? [{ pattern, path, id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, "") }] : [];
    return [...own, ...routerRoutes(entry.children ?? [], pattern)];
  });
}

const ROUTER_ROUTES = routerRoutes(routes);
const withAccess = (access: Access) => ROUTER_ROUTES.filter((r) => ROUTE_ACCESS[r.pattern] === access);
type Private = Exclude<Access, "public" | "dev">;
const PRIVATE = ROUTER_ROUTES.map((r) => ({ ...r, access: ROUTE_ACCESS[r.pattern] })).filter((r): r is RouterRoute & { access: Private } =>
  ["signed-in", "therapist", "admin"].includes(r.access),
);

/** Lines of the table that are not React Router's: Hono's endpoints (the first test checks they exist). */
const HONO_PRIVATE = Object.entries(ROUTE_ACCESS)
  .filter(([pattern, access]) => access !== "public" && !ROUTER_ROUTES.some((r) => r.pattern === pattern))
  .map(([pattern]) => pattern);

type Role = "cliente" | "therapist" | "admin";
/** Who each area turns away, besides anonymous visitors, and where a turned-away person lands. */
const TURNED_AWAY: Record<Private, Role[]> = { admin: ["cliente", "therapist"], therapist: ["cliente", "admin"], "signed-in": [] };
/** Who each area lets in without being the owner of the marked rows. */
const LET_IN: Record<Private, Role[]> = { admin: [], therapist: ["therapist"], "signed-in": ["cliente", "therapist", "admin"] };

const loginOf = (access: Private, path: string) =>
  access === "admin" ? `${ROUTES.adminLogin}?voltar=${encodeURIComponent(path)}` : `/?entrar=1&voltar=${encodeURIComponent(path)}`;

/**
 * The loader data of this one route, as the browser asks for it on a client-side navigation
 * (single fetch, `?_routes=`): only the route's own loader runs, no layout above it checks anything.
 */
const ownDataUrl = (path: string, id: string) => `${path === "/" ? "/_root" : path}.data?_routes=${encodeURIComponent(id)}`;
const singleFetchRedirect = (location: string) => `"SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":7,"_9":7},"redirect",${JSON.stringify(location)}`;

describe.each(await availableDatabases())("authorization of every route (%s)", (db) => {
  let app: TestApp;
  let build: ServerBuild;
  /** Every marker starts with this (lower case: e-mail addresses are stored lower-cased). */
  const MARKER = `marcador${randomBytes(6).toString("hex")}`;
  /** One marker per private table, so a positive control proves that very table reaches its reader. */
  const mark = (table: string) => `${MARKER}${table.replaceAll("_", "")}`;
  let owner: SeededPerson;
  const people = {} as Record<Role | "owner", TestClient>;

  beforeAll(async () => {
    build = await loadBuild();
    app = await createTestServices({ db });
    const database = app.db;
    // The owner of every private row: a therapist, so products and sales are theirs too.
    owner = await seedPerson(database, {
      role: "therapist",
      name: `Dona ${mark("profiles")}`,
      email: `${mark("profiles")}@exemplo.org.br`,
      profile: { whatsapp: "11987654321", cpf: "52998224725", isTherapistApplicant: true, hasIntegralMap: true },
    });
    const contact = (table: string) => ({ name: `Pessoa ${mark(table)}`, email: `contato.${mark(table)}@exemplo.org.br`, whatsapp: `(11) ${mark(table)}` });
    await database.insert(soulMapSubmissions).values({
      ...contact("soul_map_submissions"),
      userId: owner.id,
      birthDate: "1990-05-17",
      birthTime: "10:45",
      birthCity: "Curitiba - PR",
    });
    await database.insert(integralSoulMaps).values({ ...integralMapRow(owner.id), birthCity: `Cidade ${mark("integral_soul_maps")}` });
    const [conversation] = await database
      .insert(compassConversations)
      .values({ id: randomUUID(), personId: owner.id })
      .returning({ id: compassConversations.id });
    await database.insert(compassMessages).values([
      { conversationId: conversation.id, role: "user", text: `Pergunta ${mark("compass_messages")}` },
      { conversationId: conversation.id, role: "assistant", text: `Resposta ${mark("compass_messages")}` },
    ]);
    await database.insert(leads).values({ ...contact("leads"), reading: `Leitura ${mark("leads")}` });
    await database.insert(healingSubmissions).values(contact("healing_submissions"));
    await database.insert(therapistClubSubscriptions).values({
      ...contact("therapist_club_subscriptions"),
      userId: owner.id,
      cpf: "52998224725",
      address: `Rua ${mark("therapist_club_subscriptions")}`,
      birthDate: "1990-05-17",
    });
    const [product] = await database
      .insert(products)
      .values({
        title: `Produto ${mark("products")}`,
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
        title: `Pedido ${mark("orders")}`,
        priceCents: 9700,
        points: 20,
        sellerId: owner.id,
        sellerName: owner.name,
        status: "completed",
      })
      .returning({ id: orders.id });
    // The order was paid by Pix and did not match: staff read why on /admin/orders.
    await database.insert(paymentCharges).values({
      orderId: order.id,
      provider: "mercadopago",
      providerPaymentId: "1300000001",
      providerStatus: "approved",
      amountCents: 9700,
      qrCode: `Pix ${mark("payment_charges")}`,
      qrCodeBase64: "iVBORw0KGgo=",
      expiresAt: new Date(Date.now() + 60 * 60_000),
      problem: `Problema ${mark("payment_charges")}`,
    });
    // The ledger row has no text of its own: it shows the marker through its order's title.
    await database.insert(pointsLedger).values({ personId: owner.id, delta: 20, reason: "order", orderId: order.id });
    await database.insert(mailOutbox).values({
      kind: "confirm-email",
      to: owner.email,
      subject: `Assunto ${mark("mail_outbox")}`,
      text: `Link secreto ${mark("mail_outbox")}`,
      html: `<p>${mark("mail_outbox")}</p>`,
    });
    // The owner's bell: a notification only they may list or mark.
    await database.insert(notifications).values({
      userId: owner.id,
      kind: "order-completed",
      title: `Aviso ${mark("notifications")}`,
      body: `Corpo ${mark("notifications")}`,
      link: ROUTES.clientArea,
    });
    // An admin whose name is a marker, with an action in the audit log and a visit to a list.
    const markedAdmin = await seedPerson(database, { role: "admin", name: `Admin ${mark("admins")}`, email: `${mark("admins")}@exemplo.org.br` });
    await database.insert(auditLog).values({
      actorId: markedAdmin.id,
      actorName: markedAdmin.name,
      action: "product.approve",
      targetType: "product",
      targetId: product.id,
      summary: `Ação ${mark("audit_log")}`,
    });
    await database.insert(adminListVisits).values({ adminId: markedAdmin.id, list: mark("admin_list_visits"), visitedAt: new Date() });

    for (const role of ["cliente", "therapist", "admin"] as const) people[role] = (await signedInPerson(app, { role, name: `Visitante ${role}` })).client;
    people.owner = await signInClient(app.client(), owner);
  });
  afterAll(() => app?.close());

  it("classifies every route of app/routes.ts and of the Hono app, and nothing else", () => {
    const hono = createHttpApp(app.services, { pageHandler: async () => new Response(null), clientDir: "build/client" });
    // "/*" is Hono's global middleware and its hand-over to React Router, whose own table is walked here.
    const honoPaths = [...new Set(hono.routes.map((r) => r.path))].filter((p) => p !== "/*");
    const declared = [...ROUTER_ROUTES.map((r) => r.pattern), ...honoPaths];
    expect(
      declared.filter((p) => !(p in ROUTE_ACCESS)),
      "rotas sem classificação em ROUTE_ACCESS",
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((p) => !declared.includes(p)),
      "linhas de ROUTE_ACCESS sem rota",
    ).toEqual([]);
    expect(PRIVATE.map((r) => r.pattern)).toEqual(expect.arrayContaining([ROUTES.admin, ROUTES.clientArea, ROUTES.therapist, `${ROUTES.admin}/*`]));
  });

  it("stores every marker (the leak checks below look for them)", async () => {
    const stored = await app.query<{ n: number }>(`select count(*)::int as n from admin_list_visits where list like '${MARKER}%'`);
    expect(stored).toEqual([{ n: 1 }]);
  });

  /** Positive controls: the reader each private table exists for does see its marker. */
  const SEEN: [table: string, who: Role | "owner", path: string][] = [
    ...ADMIN_LIST_KEYS.filter((k) => k !== "manageAdmins").flatMap((key): [string, Role, string][] => {
      const table = {
        freeMapSubmissions: "soul_map_submissions",
        leads: "leads",
        healingSubmissions: "healing_submissions",
        clients: "profiles",
        products: "products",
        orders: "orders",
        clubSubscriptions: "therapist_club_subscriptions",
      }[key];
      return [
        [table, "admin", ADMIN_LISTS[key].path],
        [table, "admin", `/admin/exportar/${key}`],
      ];
    }),
    ["admins", "admin", ADMIN_ROUTES.manageAdmins],
    ["audit_log", "admin", ROUTES.admin],
    ["integral_soul_maps", "owner", MEMBER_ENDPOINTS.personalData],
    ["compass_messages", "owner", ROUTES.soulCompass],
    ["compass_messages", "owner", MEMBER_ENDPOINTS.personalData],
    ["mail_outbox", "owner", MEMBER_ENDPOINTS.personalData],
    ["products", "owner", ROUTES.therapist],
    ["orders", "owner", ROUTES.clientArea],
    ["notifications", "owner", MEMBER_ENDPOINTS.notifications],
    ["notifications", "owner", MEMBER_ENDPOINTS.personalData],
    ["payment_charges", "admin", ADMIN_ROUTES.orders],
  ];
  it.each(SEEN)("positive control: %s reaches the %s at %s", async (table, who, path) => {
    const response = await people[who].get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(mark(table));
  });

  async function assertNothingLeaks(client: TestClient, path: string, id: string, { actions = true } = {}) {
    for (const target of [path, `${path === "/" ? "/_root" : path}.data`, ownDataUrl(path, id)]) {
      const response = await client.get(target);
      const body = await response.text();
      expect(response.status, `${target}: ${body.slice(0, 200)}`).toBeLessThan(500);
      expect(body.includes(MARKER), `${target} devolveu dados privados`).toBe(false);
    }
    // Actions too (only routes that have one: a POST elsewhere is React Router's 405).
    if (!actions || !build.routes[id]?.module.action) return;
    const post = await client.postJson(path, {});
    expect(post.status, `POST ${path}`).not.toBe(200);
    expect((await post.text()).includes(MARKER), `POST ${path} devolveu dados privados`).toBe(false);
  }

  describe.each(PRIVATE)("$pattern ($access)", ({ path, id, access }) => {
    const hasAction = () => Boolean(build.routes[id]?.module.action);

    it("turns an anonymous visitor to the right sign-in, carrying the page — from the route's own loader and action", async () => {
      const login = loginOf(access, path);
      const response = await app.client().get(path);
      expect([response.status, response.headers.get("location")]).toEqual([302, login]);
      expect(await (await app.client().get(ownDataUrl(path, id))).text()).toContain(singleFetchRedirect(login));
      if (hasAction()) {
        const post = await app.client().postJson(path, {});
        expect([post.status, post.headers.get("location")], `POST ${path}`).toEqual([302, login]);
      }
      await assertNothingLeaks(app.client(), path, id);
    });

    it.each(TURNED_AWAY[access])("turns a signed-in %s away — from the route's own loader and action", async (role) => {
      const client = people[role];
      const response = await client.get(path);
      const own = await client.get(ownDataUrl(path, id));
      const post = hasAction() ? await client.postJson(path, {}) : undefined;
      if (access === "admin") {
        expect(response.status).toBe(403);
        expect(own.status).toBe(403);
        // The route's own guard, not the service's second check ({ ok: false, toast }), answered.
        if (post) expect([post.status, await post.json()], `POST ${path}`).toEqual([403, { restricted: true }]);
      } else {
        expect([response.status, response.headers.get("location")]).toEqual([302, ROUTES.clientArea]);
        expect(await own.text()).toContain(singleFetchRedirect(ROUTES.clientArea));
        if (post) expect([post.status, post.headers.get("location")], `POST ${path}`).toEqual([302, ROUTES.clientArea]);
      }
      await assertNothingLeaks(client, path, id);
    });

    it.each(LET_IN[access])("shows a signed-in %s none of another person's data", async (role) => {
      expect((await people[role].get(path)).status).toBeLessThan(500);
      await assertNothingLeaks(people[role], path, id);
    });
  });

  it("public routes show an anonymous visitor and a signed-in cliente none of the private rows", async () => {
    for (const { path, id } of withAccess("public")) {
      // Reads only: the public actions (sign-in, sign-out, forms) are walked by their own tests.
      await assertNothingLeaks(app.client(), path, id, { actions: false });
      await assertNothingLeaks(people.cliente, path, id, { actions: false });
    }
  });

  // Hono's endpoints beside the pages (e.g. a signed-in JSON API): any that is not public refuses anonymous visitors.
  it.each(HONO_PRIVATE)("%s refuses an anonymous visitor", async (pattern) => {
    const path = pattern.replace(/\*$/, "caminho");
    for (const response of [await app.client().get(path), await app.client().postJson(path, {})]) {
      expect([401, 403, 404, 405], `${pattern}: ${response.status}`).toContain(response.status);
      expect((await response.text()).includes(MARKER), pattern).toBe(false);
    }
  });
});

describe.each(await availableDatabases())("the development outbox (%s)", (db) => {
  const marker = `marcador${randomBytes(6).toString("hex")}`;
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db });
    await app.db.insert(mailOutbox).values({ kind: "reset-password", to: "alguem@exemplo.org.br", subject: "Redefinir", text: `http://x/${marker}`, html: "" });
  });
  afterAll(() => app?.close());

  it("is classified as a development tool", () => {
    expect(withAccess("dev").map((r) => r.pattern)).toEqual([ROUTES.devOutbox]);
  });

  it("shows the kept e-mails, links and all, only with the dev transport outside production", async () => {
    expect(app.services.config.MAIL_TRANSPORT).toBe("dev");
    expect(await app.client().page(ROUTES.devOutbox)).toContain(marker);
    const settings: Record<string, string>[] = [
      { MAIL_TRANSPORT: "log" },
      { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:9" },
      { NODE_ENV: "production", AUTH_SECRET: randomBytes(32).toString("hex"), MAIL_TRANSPORT: "log" },
    ];
    for (const env of settings) {
      await app.restart(env);
      for (const target of [ROUTES.devOutbox, `${ROUTES.devOutbox}.data`]) {
        const response = await app.client().get(target);
        expect(response.status, `${JSON.stringify(env)} ${target}`).toBe(404);
        expect(await response.text()).not.toContain(marker);
      }
    }
  });
});
