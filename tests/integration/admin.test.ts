import { randomBytes, randomUUID } from "node:crypto";

import { parse } from "csv-parse/sync";
import { and, desc, eq, inArray } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_COLUMNS } from "#domain/admin/columns.ts";
import { ADMIN_LIST_KEYS, ADMIN_LISTS, type AdminListKey } from "#domain/admin/lists.ts";
import { ADMIN_PAGE_SIZE, adminTexts } from "#domain/admin/texts.ts";
import { adminActionMessages, createAdminSchema, productReviewSchema, removeAdminSchema, roleChangeSchema } from "#domain/admin-actions.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, ADMIN_ROUTES, FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import {
  accounts,
  adminListVisits,
  auditLog,
  healingSubmissions,
  leads,
  mailOutbox,
  orders,
  products,
  profiles,
  sessions,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
} from "#server/db/schema.ts";
import { ensureAdmin, viewerById } from "#server/services/accounts.ts";
import { createAdmin, removeAdmin, reviewProduct, setClientRole } from "#server/services/admin-actions.ts";
import { adminListCsv } from "#server/services/admin-csv.ts";
import { readAdminList } from "#server/services/admin-lists.ts";
import { type SeededPerson, seedPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, requestContext, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { signedInPerson, signIn as signInClient } from "./support/people.ts";

// The admin panel over HTTP (spec §2 "Admin screens", §4, §6, §8): lists newest first with their
// columns, search, pages and CSV; product review, roles and admin accounts, each re-checked on the
// server and written to the audit log.

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

/** The header cells of the page's table, in order. */
const headersOf = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);

/** A route's loader data as the browser reads it on a client-side navigation (single fetch). */
async function loaderData(response: Response, routeId: string): Promise<Record<string, unknown>> {
  const { value } = (await decodeTurboStream(response.body!, globalThis)) as { value: Record<string, { data: Record<string, unknown> }> };
  return value[routeId].data;
}

/** The §8 toast of each list, as the spec words it (the orders list is ours). */
const FETCH_ERRORS: Record<AdminListKey, string> = {
  freeMapSubmissions: "Erro ao buscar solicitações",
  leads: "Erro ao buscar leads",
  healingSubmissions: "Erro ao buscar inscrições",
  clients: "Erro ao buscar clientes",
  products: "Erro ao buscar produtos",
  orders: "Erro ao buscar pedidos",
  clubSubscriptions: "Erro ao carregar dados",
  manageAdmins: "Erro ao buscar administradores",
};
const ROUTE_IDS: Record<AdminListKey, string> = {
  freeMapSubmissions: "routes/admin/free-map-submissions",
  leads: "routes/admin/leads",
  healingSubmissions: "routes/admin/healing-submissions",
  clients: "routes/admin/clients",
  products: "routes/admin/products",
  orders: "routes/admin/orders",
  clubSubscriptions: "routes/admin/club-subscriptions",
  manageAdmins: "routes/admin/manage-admins",
};
const READ_FAILED = "O banco de dados não respondeu. Tente novamente.";

describe.each(await availableDatabases())("admin panel (%s)", (db) => {
  let app: TestApp;
  let admin: SeededPerson;
  let adminClient: TestClient;

  const signIn = (person: SeededPerson, on = app) => signInClient(on.client(), person);
  const database = () => app.db;

  beforeAll(async () => {
    app = await createTestServices({ db });
    admin = await seedPerson(database(), { role: "admin", name: "Diretora Sol", createdAt: at(10_000) });
    adminClient = await signIn(admin);
  });
  afterAll(() => app?.close());

  describe("lists", () => {
    it("free soul map requests: newest first, the spec's columns, birth date in UTC and N/A for a missing WhatsApp", async () => {
      await database()
        .insert(soulMapSubmissions)
        .values([
          {
            name: "Antiga Mapa",
            birthDate: "1990-01-01",
            birthTime: "06:30",
            birthCity: "Curitiba - PR",
            email: "antiga@exemplo.org.br",
            whatsapp: null,
            submittedAt: at(60),
          },
          {
            name: "Nova Mapa",
            birthDate: "1985-12-31",
            birthTime: "23:15",
            birthCity: "Recife - PE",
            email: "nova@exemplo.org.br",
            whatsapp: "(81) 98888-7777",
            submittedAt: at(5),
          },
        ]);
      const html = await adminClient.page(ADMIN_ROUTES.freeMapSubmissions);
      expect(html).toContain(`<h1 class="text-3xl">Pedidos do Mapa da Alma</h1>`);
      expect(html.indexOf("Nova Mapa")).toBeLessThan(html.indexOf("Antiga Mapa"));
      expect(headersOf(html)).toEqual(["Nome", "Data de nascimento", "Horário", "Cidade", "E-mail", "WhatsApp", "Enviado em"]);
      expect(html).toContain(">31/12/1985<");
      expect(html).toContain(">N/A<");
      expect(html).toMatch(new RegExp(`<a [^>]*href="${ROUTES.admin}"[^>]*>.*?Voltar</a>`));
    });

    it("leads show 'Nenhuma leitura gerada.' without a reading, and healing sign-ups their date with hour and minute", async () => {
      await database()
        .insert(leads)
        .values([
          { name: "Lead Sem Leitura", email: "l1@exemplo.org.br", reading: null, createdAt: at(30) },
          { name: "Lead Com Leitura", email: "l2@exemplo.org.br", reading: "Você é Gerador.", createdAt: at(20) },
        ]);
      const leadsHtml = await adminClient.page(ADMIN_ROUTES.leads);
      expect(headersOf(leadsHtml)).toEqual(["Nome", "E-mail", "WhatsApp", "Leitura", "Recebido em"]);
      expect(leadsHtml).toContain("Nenhuma leitura gerada.");
      expect(leadsHtml).toContain("Você é Gerador.");
      expect(leadsHtml.indexOf("Lead Com Leitura")).toBeLessThan(leadsHtml.indexOf("Lead Sem Leitura"));

      await database()
        .insert(healingSubmissions)
        .values({ name: "Cura Horário", email: "c@exemplo.org.br", createdAt: new Date("2026-05-17T12:05:00Z") });
      expect(await adminClient.page(ADMIN_ROUTES.healingSubmissions)).toContain("17 de maio de 2026 às 09:05");
    });

    it("the club list shows every field and every plausible social network entry as a safe link, never a javascript: link", async () => {
      await database()
        .insert(therapistClubSubscriptions)
        .values({
          name: "Terapeuta Clube",
          email: "clube@exemplo.org.br",
          whatsapp: "(41) 99999-0000",
          cpf: "529.982.247-25",
          address: "Rua das Flores, 10",
          // As the club form stores it; the list reads it the Brazilian way.
          birthDate: "1980-05-17",
          serviceLocation: "Curitiba",
          socialMedia: {
            instagram: "@terapeuta.luz",
            website: "www.luz.exemplo.org.br",
            facebook: "facebook.com/terapeuta",
            linkedin: "maria-luz",
            youtube: "javascript:alert(1)",
          },
        });
      const html = await adminClient.page(ADMIN_ROUTES.clubSubscriptions);
      expect(headersOf(html)).toEqual([
        "Nome",
        "E-mail",
        "WhatsApp",
        "CPF",
        "Endereço",
        "Data de nascimento",
        "Local de atendimento",
        "Redes sociais",
        "Inscrição em",
      ]);
      for (const text of ["Terapeuta Clube", "clube@exemplo.org.br", "(41) 99999-0000", "529.982.247-25", "Rua das Flores, 10", "17/05/1980", "Curitiba"])
        expect(html).toContain(text);
      expect(html).toMatch(/<td[^>]*>17\/05\/1980<\/td>/);
      expect(html).not.toMatch(/<td[^>]*>1980-05-17<\/td>/);
      const links = [...html.matchAll(/<a href="([^"]*)" target="_blank" rel="noopener noreferrer nofollow"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
      expect(links).toEqual([
        ["@terapeuta.luz", "https://www.instagram.com/terapeuta.luz/"],
        ["facebook.com/terapeuta", "https://facebook.com/terapeuta"],
        ["maria-luz", "https://www.linkedin.com/in/maria-luz"],
        ["www.luz.exemplo.org.br", "https://www.luz.exemplo.org.br/"],
      ]);
      expect(html).not.toContain('href="javascript:');
      expect(html).toContain("YouTube: javascript:alert(1)");
    });

    it("searches name or e-mail without minding accents or case, keeps ?q= in the address, and pages 25 rows at a time", async () => {
      await database()
        .insert(healingSubmissions)
        .values([
          { name: "João Estêvão", email: "jestevao@exemplo.org.br", createdAt: at(1) },
          { name: "Maria", email: "MARIA.CONCEIÇÃO@exemplo.org.br", createdAt: at(2) },
          ...Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) => ({
            name: `Pessoa ${String(i).padStart(2, "0")}`,
            email: `p${i}@exemplo.org.br`,
            createdAt: at(100 + i),
          })),
        ]);
      const found = await adminClient.page(`${ADMIN_ROUTES.healingSubmissions}?q=${encodeURIComponent("JOAO estevao")}`);
      expect(found).toContain("João Estêvão");
      expect(found).not.toContain("Pessoa 00");
      expect(found).toContain('value="JOAO estevao"');
      expect(await adminClient.page(`${ADMIN_ROUTES.healingSubmissions}?q=conceicao`)).toContain("Maria");
      // A typed % or _ is a character, not a wildcard.
      expect(await adminClient.page(`${ADMIN_ROUTES.healingSubmissions}?q=${encodeURIComponent("%")}`)).toContain(
        adminTexts.noResults("%").replaceAll('"', "&quot;"),
      );

      const first = await adminClient.page(ADMIN_ROUTES.healingSubmissions);
      const total = await app.count(healingSubmissions);
      expect(first).toContain(adminTexts.total(total));
      expect(first).toContain(adminTexts.page(1, Math.ceil(total / ADMIN_PAGE_SIZE)));
      expect(first).toContain("Pessoa 00");
      const last = await adminClient.page(`${ADMIN_ROUTES.healingSubmissions}?pagina=${Math.ceil(total / ADMIN_PAGE_SIZE)}`);
      expect(last).toContain("Pessoa 29");
      expect(last).not.toContain("Pessoa 00");
    });

    it("a NUL byte or a bad escape in ?q= is searched without it: every list and its CSV answer 200, never a 5xx", async () => {
      await database().insert(healingSubmissions).values({ name: "Nulo Zero", email: "nulo@exemplo.org.br" });
      const { client: adminClient } = await signedInPerson(app, { role: "admin" });
      for (const key of ADMIN_LIST_KEYS) {
        for (const q of ["%00", "nulo%00", "%00%00zero", "%FF%FE", "%ZZ", "%ED%A0%80"]) {
          const page = await adminClient.get(`${ADMIN_LISTS[key].path}?q=${q}`);
          expect(page.status, `${key} ?q=${q}`).toBe(200);
          const csv = await adminClient.get(`/admin/exportar/${key}?q=${q}`);
          expect(csv.status, `CSV ${key} ?q=${q}`).toBe(200);
          await csv.arrayBuffer();
        }
      }
      // The NUL is dropped, the rest is searched.
      expect(await adminClient.page(`${ADMIN_ROUTES.healingSubmissions}?q=nulo%00`)).toContain("Nulo Zero");
    });

    it("the healing notification e-mail's button lands an admin on the healing list", async () => {
      const visitor = app.client();
      const sent = await visitor.action(FORM_ENDPOINTS.healing, {
        submissionId: randomUUID(),
        name: "Vinda do E-mail",
        email: "vinda@exemplo.org.br",
        whatsapp: "",
        consent: true,
      });
      expect(sent.status).toBe(200);
      const [mail] = await database().select().from(mailOutbox).where(eq(mailOutbox.kind, "healing-notification")).orderBy(desc(mailOutbox.createdAt)).limit(1);
      const link = /Ver todas as inscrições: (\S+)/.exec(mail.text)?.[1];
      expect(link).toBe(`${TEST_ORIGIN}${ADMIN_ROUTES.healingSubmissions}`);
      expect(await adminClient.page(link!)).toContain("Vinda do E-mail");
      expect(await visitor.get(link!).then((r) => r.headers.get("location"))).toBe(
        `${ROUTES.adminLogin}?voltar=${encodeURIComponent(ADMIN_ROUTES.healingSubmissions)}`,
      );
    });

    it("exports the whole filtered list as CSV for a Brazilian spreadsheet: BOM, ';', dd/mm/aaaa hh:mm, formulas defused", async () => {
      await database()
        .insert(leads)
        .values({ name: '=HYPERLINK("http://x")', email: "formula@exemplo.org.br", reading: 'Diz "olá"; e vai', createdAt: new Date("2026-01-02T12:05:00Z") });
      const response = await adminClient.get(`/admin/exportar/leads?q=formula`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(new TextDecoder().decode(bytes), { delimiter: ";", bom: true }) as string[][];
      expect(rows).toEqual([
        ADMIN_COLUMNS.leads.map((c) => c.header),
        ['\'=HYPERLINK("http://x")', "formula@exemplo.org.br", "N/A", 'Diz "olá"; e vai', "02/01/2026 09:05"],
      ]);

      // Without a search: every row, more than one page.
      const all = parse(await (await adminClient.get("/admin/exportar/healingSubmissions")).text(), { delimiter: ";", bom: true }) as string[][];
      expect(all.length - 1).toBe(await app.count(healingSubmissions));

      // A whole list of personal data leaving the panel is in the audit log, with its search.
      const exports = await database()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "list.export"), eq(auditLog.actorId, admin.id)))
        .orderBy(desc(auditLog.createdAt));
      expect(exports.map((e) => [e.actorId, e.targetId, e.summary])).toEqual([
        [admin.id, "healingSubmissions", 'Exportou a lista "Inscrições de Cura" em CSV'],
        [admin.id, "leads", 'Exportou a lista "Leads" em CSV (busca "formula")'],
      ]);
      expect(await adminClient.page(ROUTES.admin)).toContain("Exportou a lista &quot;Leads&quot; em CSV (busca &quot;formula&quot;)");
    });

    it.each(ADMIN_LIST_KEYS)("%s: a cliente and a therapist get none of its rows — page, loader data, CSV or service", async (key: AdminListKey) => {
      // A row only this list shows, so the admin's positive control proves the marker is there to leak.
      const marker = `marcador${randomBytes(5).toString("hex")}`;
      const person = { name: `Pessoa ${marker}`, email: `${marker}@exemplo.org.br` };
      const seeds: Record<AdminListKey, () => Promise<unknown>> = {
        freeMapSubmissions: () =>
          database()
            .insert(soulMapSubmissions)
            .values({ ...person, birthDate: "1990-01-01", birthTime: "06:30", birthCity: "Curitiba - PR" }),
        leads: () => database().insert(leads).values(person),
        healingSubmissions: () => database().insert(healingSubmissions).values(person),
        clients: () => seedPerson(database(), { role: "cliente", ...person }),
        products: () =>
          database()
            .insert(products)
            .values({ title: `Produto ${marker}`, instructor: "x", priceCents: 100, image: "x", category: "Produto", paymentLink: "https://p.exemplo.org.br" }),
        orders: () =>
          database()
            .insert(orders)
            .values({ itemKind: "product", itemId: "x", title: `Pedido ${marker}`, priceCents: 100, points: 1, sellerName: "x" }),
        clubSubscriptions: () =>
          database()
            .insert(therapistClubSubscriptions)
            .values({ ...person, whatsapp: "1", cpf: "1", address: "1", birthDate: "01/01/1980" }),
        manageAdmins: () => seedPerson(database(), { role: "admin", ...person }),
      };
      await seeds[key]();
      const path = ADMIN_LISTS[key].path;
      const csvPath = `/admin/exportar/${key}`;
      expect(await adminClient.page(path)).toContain(marker);
      expect(await (await adminClient.get(csvPath)).text()).toContain(marker);

      for (const role of ["cliente", "therapist"] as const) {
        const outsider = await seedPerson(database(), { role });
        const client = await signIn(outsider);
        for (const target of [path, `${path}.data`, `${path}.data?_routes=${encodeURIComponent(ROUTE_IDS[key])}`, csvPath]) {
          const response = await client.get(target);
          expect(response.status, `${role} ${target}`).toBe(403);
          expect(await response.text(), `${role} ${target}`).not.toContain(marker);
        }
        // The services check the viewer again (a route that forgot its guard still hands out nothing).
        const viewer = (await viewerById(app.services, outsider.id))!;
        expect(await readAdminList(requestContext(app.services), viewer, { list: key, query: { q: "", page: 1, filters: {} } }), role).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(await adminListCsv(requestContext(app.services), viewer, { list: key, query: { q: "", filters: {} } }), role).toMatchObject({
          ok: false,
          status: 403,
        });
      }
    });

    it("every admin action turns a cliente and a therapist away, at the route and in the service, changing nothing", async () => {
      const [product] = await database()
        .insert(products)
        .values({ title: "Produto Vigiado", instructor: "x", priceCents: 100, image: "x", category: "Produto", paymentLink: "https://p.exemplo.org.br" })
        .returning({ id: products.id });
      const [order] = await database()
        .insert(orders)
        .values({ itemKind: "product", itemId: "x", title: "Pedido Vigiado", priceCents: 100, points: 1, sellerName: "x" })
        .returning({ id: orders.id });
      const bystander = await seedPerson(database(), { role: "cliente" });
      const colleague = await seedPerson(database(), { role: "admin" });
      const newcomer = `novo.${randomBytes(4).toString("hex")}@exemplo.org.br`;
      const requests: [string, Record<string, unknown>][] = [
        [ADMIN_ACTIONS.reviewProduct, { productId: product.id, decision: "approved" }],
        [ADMIN_ACTIONS.setRole, { userId: bystander.id, role: "therapist" }],
        [ADMIN_ACTIONS.createAdmin, { fullName: "Intrusa", email: newcomer, password: "senha-da-intrusa" }],
        [ADMIN_ACTIONS.removeAdmin, { userId: colleague.id }],
        [ADMIN_ACTIONS.orderStatus, { orderId: order.id, action: "complete" }],
      ];
      const auditBefore = await app.count(auditLog);
      for (const role of ["cliente", "therapist"] as const) {
        const outsider = await seedPerson(database(), { role });
        const client = await signIn(outsider);
        for (const [path, body] of requests) expect(await client.action(path, body), `${role} ${path}`).toEqual({ status: 403, body: { restricted: true } });
        const viewer = (await viewerById(app.services, outsider.id))!;
        const refused = {
          ok: false,
          status: 403,
          toast: { title: "Acesso Restrito", description: "Você não tem permissão para acessar esta página.", destructive: true },
        };
        expect(await reviewProduct(requestContext(app.services), viewer, productReviewSchema.parse(requests[0][1]))).toEqual(refused);
        expect(await setClientRole(requestContext(app.services), viewer, roleChangeSchema.parse(requests[1][1]))).toEqual(refused);
        expect(await createAdmin(requestContext(app.services), viewer, createAdminSchema.parse(requests[2][1]))).toEqual(refused);
        expect(await removeAdmin(requestContext(app.services), viewer, removeAdminSchema.parse(requests[3][1]))).toEqual(refused);
      }
      expect((await database().select({ status: products.status }).from(products).where(eq(products.id, product.id)))[0].status).toBe("pending");
      expect((await database().select({ role: profiles.role }).from(profiles).where(eq(profiles.id, bystander.id)))[0].role).toBe("cliente");
      expect(await database().select().from(users).where(eq(users.email, newcomer))).toEqual([]);
      expect((await database().select({ role: profiles.role }).from(profiles).where(eq(profiles.id, colleague.id)))[0].role).toBe("admin");
      expect((await database().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].status).toBe("pending");
      expect(await app.count(auditLog)).toBe(auditBefore);
    });

    it("says what failed when the database cannot be read (§8): every list's toast, a 503 never cached, the club list in its own words", async () => {
      const probe = await createTestServices({ db });
      try {
        const { client } = await signedInPerson(probe, { role: "admin" });
        // The session check reads users and profiles (not profiles.created_at): break only what the lists read.
        for (const table of ["soul_map_submissions", "leads", "healing_submissions", "products", "orders", "therapist_club_subscriptions"])
          await probe.query(`alter table ${table} rename to ${table}_fora_do_ar`);
        await probe.query("alter table profiles rename column created_at to created_at_fora_do_ar");
        for (const key of ADMIN_LIST_KEYS) {
          const path = ADMIN_LISTS[key].path;
          const page = await client.get(path);
          expect([page.status, page.headers.get("cache-control")], key).toEqual([503, "private, no-store"]);
          const html = (await page.text()).replaceAll("<!-- -->", "");
          // In place of the table: the club list's own sentence (§8), the others the toast's description.
          const inline = key === "clubSubscriptions" ? "Não foi possível carregar as inscrições. Tente novamente mais tarde." : READ_FAILED;
          expect(html, key).toMatch(new RegExp(`<p role="alert"[^>]*>${inline}</p>`));
          // The toast the page raises: its loader data, as a client-side navigation receives it.
          const data = await client.get(`${path}.data?_routes=${encodeURIComponent(ROUTE_IDS[key])}`);
          expect(data.status, key).toBe(503);
          expect((await loaderData(data, ROUTE_IDS[key])).failure, key).toEqual({ title: FETCH_ERRORS[key], description: READ_FAILED, destructive: true });
        }

        // The dashboard: the tiles still lead to the lists; the counts give way to the §8 toast and a sentence.
        await probe.query("alter table admin_list_visits rename to admin_list_visits_fora_do_ar");
        const dashboard = await client.get(ROUTES.admin);
        expect([dashboard.status, dashboard.headers.get("cache-control")]).toEqual([503, "private, no-store"]);
        const html = await dashboard.text();
        expect(html).toContain("Não foi possível carregar as contagens e a atividade recente. Tente novamente em instantes.");
        for (const key of ADMIN_LIST_KEYS) expect(html).toContain(`href="${ADMIN_LISTS[key].path}"`);
        const data = await client.get(`${ROUTES.admin}.data?_routes=${encodeURIComponent("routes/admin/dashboard")}`);
        expect(await loaderData(data, "routes/admin/dashboard")).toMatchObject({
          counts: null,
          failure: { title: "Erro ao carregar dados", description: READ_FAILED, destructive: true },
        });
      } finally {
        await probe.close();
      }
    });
  });

  describe("products", () => {
    async function pendingProduct(title: string) {
      const owner = await seedPerson(database(), { role: "therapist", name: "Terapeuta Dona" });
      const [row] = await database()
        .insert(products)
        .values({
          title,
          instructor: owner.name,
          instructorId: owner.id,
          priceCents: 15_000,
          image: "placeholder",
          category: "Produto",
          points: 15,
          paymentLink: "https://pag.exemplo.org.br/p",
        })
        .returning({ id: products.id });
      return row.id;
    }
    const statusOf = async (id: string) => (await database().select({ status: products.status }).from(products).where(eq(products.id, id)))[0].status;

    it("shows price as R$ 0,00 and the status label; 'Aprovar' puts the product in the shop and logs who did it", async () => {
      const id = await pendingProduct("Óleo Essencial Sagrado");
      const html = await adminClient.page(ADMIN_ROUTES.products);
      expect(headersOf(html)).toEqual(["Título", "Autor", "Categoria", "Preço", "Pontos", "Status", "Enviado em", "Ações"]);
      expect(html).toContain("R$ 150,00");
      expect(html).toContain(">Pendente<");
      expect(html).toContain("Terapeuta Dona");
      const result = await adminClient.action(ADMIN_ACTIONS.reviewProduct, { productId: id, decision: "approved" });
      expect(result).toEqual({ status: 200, body: { ok: true, decision: "approved" } });
      expect(toasts.statusUpdated("approved")).toEqual({ title: "Status atualizado!", description: "O produto foi aprovado." });
      expect(await statusOf(id)).toBe("approved");
      expect(await app.client().page(ROUTES.products)).toContain("Óleo Essencial Sagrado");
      const [entry] = await database().select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorName: "Diretora Sol",
        action: "product.approve",
        summary: 'Produto "Óleo Essencial Sagrado" aprovado',
      });
      expect(await adminClient.page(ROUTES.admin)).toContain("Produto &quot;Óleo Essencial Sagrado&quot; aprovado");
    });

    it("two admins at once: one decision wins, the other is told and overwrites nothing", async () => {
      const id = await pendingProduct("Vela Disputada");
      const other = await signIn(await seedPerson(database(), { role: "admin", name: "Outra Admin" }));
      const [a, b] = await Promise.all([
        adminClient.action(ADMIN_ACTIONS.reviewProduct, { productId: id, decision: "approved" }),
        other.action(ADMIN_ACTIONS.reviewProduct, { productId: id, decision: "rejected" }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = a.status === 200 ? "approved" : "rejected";
      expect(await statusOf(id)).toBe(winner);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.toast).toEqual(toasts.statusUpdateFailed(adminActionMessages.productAlreadyReviewed));
      // A reviewed product has no further action.
      const again = await adminClient.action(ADMIN_ACTIONS.reviewProduct, {
        productId: id,
        decision: winner === "approved" ? "rejected" : "approved",
      });
      expect(again.status).toBe(409);
      expect(await statusOf(id)).toBe(winner);
    });

    it("finds a product by the author the list shows — the owner's current name — and by the stored name once the owner is gone", async () => {
      const owner = await seedPerson(database(), { role: "therapist", name: "Clarice Antiga" });
      const gone = await seedPerson(database(), { role: "therapist", name: "Zuleica Partiu" });
      await database()
        .insert(products)
        .values([
          {
            title: "Mandala Renomeada",
            instructor: "Clarice Antiga",
            instructorId: owner.id,
            priceCents: 100,
            image: "x",
            category: "Produto",
            paymentLink: "https://p.exemplo.org.br",
          },
          {
            title: "Tambor Órfão",
            instructor: "Zuleica Partiu",
            instructorId: gone.id,
            priceCents: 100,
            image: "x",
            category: "Produto",
            paymentLink: "https://p.exemplo.org.br",
          },
        ]);
      // The owner changes their name in the client area; the product keeps the name it was stored with.
      await database().update(profiles).set({ fullName: "Clarice Nova" }).where(eq(profiles.id, owner.id));
      await database().delete(users).where(eq(users.id, gone.id));
      const titlesFor = async (q: string) => {
        const html = await adminClient.page(`${ADMIN_ROUTES.products}?q=${encodeURIComponent(q)}`);
        return ["Mandala Renomeada", "Tambor Órfão"].filter((t) => html.includes(t));
      };
      const shown = await adminClient.page(`${ADMIN_ROUTES.products}?q=mandala`);
      expect(shown).toMatch(/Mandala Renomeada(<\/span>)*<\/td><td[^>]*>Clarice Nova</);
      expect(await titlesFor("clarice nova")).toEqual(["Mandala Renomeada"]);
      expect(await titlesFor("CLARICE")).toEqual(["Mandala Renomeada"]);
      expect(await titlesFor("antiga")).toEqual([]);
      expect(await titlesFor("zuleica")).toEqual(["Tambor Órfão"]);
      expect(await titlesFor("tambor orfao")).toEqual(["Tambor Órfão"]);
      // The CSV agrees with the page.
      const csv = parse(await (await adminClient.get("/admin/exportar/products?q=clarice")).text(), { delimiter: ";", bom: true }) as string[][];
      expect(csv.slice(1).map((r) => [r[0], r[1]])).toEqual([["Mandala Renomeada", "Clarice Nova"]]);
    });

    it("refuses a review from a cliente and a forged decision", async () => {
      const id = await pendingProduct("Produto Protegido");
      const cliente = await signIn(await seedPerson(database(), { role: "cliente" }));
      expect((await cliente.postJson(ADMIN_ACTIONS.reviewProduct, { productId: id, decision: "approved" })).status).toBe(403);
      const forged = await adminClient.action(ADMIN_ACTIONS.reviewProduct, { productId: id, decision: "deleted" });
      expect(forged.status).toBe(400);
      expect(await statusOf(id)).toBe("pending");
    });
  });

  describe("clients", () => {
    it("lists people with points and role, filters sign-up therapist applicants, and turns a cliente into a therapist", async () => {
      const applicant = await seedPerson(database(), { role: "cliente", name: "Quer Ser Terapeuta", profile: { isTherapistApplicant: true, points: 40 } });
      const plain = await seedPerson(database(), { role: "cliente", name: "Só Cliente" });
      const all = await adminClient.page(ADMIN_ROUTES.clients);
      expect(all).toContain("Quer Ser Terapeuta");
      expect(all).toContain("Só Cliente");
      const filtered = await adminClient.page(`${ADMIN_ROUTES.clients}?candidatos=1`);
      expect(filtered).toContain("Quer Ser Terapeuta");
      expect(filtered).not.toContain("Só Cliente");

      const applicantClient = await signIn(applicant);
      expect((await applicantClient.get(ROUTES.therapist)).status).toBe(302);
      const changed = await adminClient.action(ADMIN_ACTIONS.setRole, { userId: applicant.id, role: "therapist" });
      expect(changed).toEqual({ status: 200, body: { ok: true, name: "Quer Ser Terapeuta", role: "terapeuta" } });
      expect((await applicantClient.get(ROUTES.therapist)).status).toBe(200);
      expect(await adminClient.page(ROUTES.admin)).toContain("Quer Ser Terapeuta: Cliente → Terapeuta");

      // Admins are not changed here, and a cliente cannot change anyone.
      const onAdmin = await adminClient.action(ADMIN_ACTIONS.setRole, { userId: admin.id, role: "cliente" });
      expect(onAdmin.status).toBe(409);
      expect((await applicantClient.postJson(ADMIN_ACTIONS.setRole, { userId: plain.id, role: "therapist" })).status).toBe(403);
      const [row] = await database().select({ role: profiles.role }).from(profiles).where(eq(profiles.id, plain.id));
      expect(row.role).toBe("cliente");
    });
  });

  describe("admin accounts", () => {
    const auditOf = (targetId: string) => database().select().from(auditLog).where(eq(auditLog.targetId, targetId));

    it("creates a confirmed admin who can sign in at once, audited", async () => {
      const created = await adminClient.action(ADMIN_ACTIONS.createAdmin, {
        fullName: "Nova Gestora",
        email: "Nova.Gestora@Exemplo.org.br",
        password: "senha-nova-123",
      });
      expect(created).toEqual({ status: 200, body: { ok: true, email: "nova.gestora@exemplo.org.br", outcome: "created" } });
      expect(toasts.adminCreated("nova.gestora@exemplo.org.br").title).toBe("✨ Administrador criado!");
      const signedIn = await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email: "nova.gestora@exemplo.org.br", password: "senha-nova-123" });
      expect(signedIn.body).toMatchObject({ ok: true, viewer: { role: "admin", emailConfirmed: true, fullName: "Nova Gestora" } });
      const [user] = await database().select({ id: users.id }).from(users).where(eq(users.email, "nova.gestora@exemplo.org.br"));
      expect((await auditOf(user.id)).map((e) => [e.actorId, e.action, e.summary])).toEqual([
        [admin.id, "admin.create", "Administrador(a) criado(a): nova.gestora@exemplo.org.br"],
      ]);
      expect(await adminClient.page(ADMIN_ROUTES.manageAdmins)).toContain("Nova Gestora");
    });

    it("promotes an existing account keeping the person's own name and password, says so, and audits it", async () => {
      const person = await seedPerson(database(), { role: "cliente", name: "Rosa Existente" });
      const promoted = await adminClient.action(ADMIN_ACTIONS.createAdmin, { fullName: "Outro Nome", email: person.email, password: "nao-muda-nada" });
      expect(promoted).toEqual({ status: 200, body: { ok: true, email: person.email, outcome: "promoted" } });
      expect(toasts.adminPromoted(person.email)).toEqual({
        title: "✨ Administrador criado!",
        description: `${person.email} já tinha uma conta e agora é administrador(a). O nome e a senha continuam os da pessoa; os digitados aqui não foram usados.`,
      });
      expect(await database().select({ name: profiles.fullName, role: profiles.role }).from(profiles).where(eq(profiles.id, person.id))).toEqual([
        { name: "Rosa Existente", role: "admin" },
      ]);
      expect((await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email: person.email, password: person.password })).status).toBe(200);
      expect((await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email: person.email, password: "nao-muda-nada" })).status).toBe(401);
      expect((await auditOf(person.id)).map((e) => [e.actorId, e.action, e.summary])).toEqual([
        [admin.id, "admin.promote", `Conta promovida a administrador(a): ${person.email}`],
      ]);
      expect(await adminClient.page(ADMIN_ROUTES.manageAdmins)).toContain("Rosa Existente");
    });

    it("refuses an e-mail that is already an admin's: 'Falha ao criar administrador', nothing changed or audited", async () => {
      const existing = await seedPerson(database(), { role: "admin", name: "Já Admin" });
      const auditBefore = await app.count(auditLog);
      const [hashBefore] = await database().select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, existing.id));
      const refused = await adminClient.action(ADMIN_ACTIONS.createAdmin, {
        fullName: "Outra",
        email: existing.email.toUpperCase(),
        password: "outra-senha-123",
      });
      expect(refused).toEqual({
        status: 409,
        body: {
          ok: false,
          status: 409,
          fieldErrors: { email: "Este e-mail já é de um administrador." },
          toast: { title: "Falha ao criar administrador", description: "Este e-mail já é de um administrador.", destructive: true },
        },
      });
      expect(await app.count(auditLog)).toBe(auditBefore);
      expect(await database().select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, existing.id))).toEqual([hashBefore]);
      expect(await database().select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, existing.id))).toEqual([{ name: "Já Admin" }]);
    });

    it("needs every field of the add-admin form, with messages next to each", async () => {
      const refused = await adminClient.action(ADMIN_ACTIONS.createAdmin, { fullName: " ", email: "sem-arroba", password: "" });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toMatchObject({
        fullName: "Nome completo é obrigatório.",
        email: "E-mail inválido.",
        password: "Senha é obrigatória.",
      });
      expect(refused.body.toast).toMatchObject({ title: "Falha ao criar administrador" });
      // A NUL byte is refused by the schema, not by the database (never a 5xx).
      const nul = await adminClient.action(ADMIN_ACTIONS.createAdmin, { fullName: "Ana\u0000", email: "nul@exemplo.org.br", password: "senha-longa-123" });
      expect(nul.status).toBe(400);
    });

    it("hashes the new admin's password while no transaction is open (add-admin form and start-up)", async () => {
      // Count the transactions open when the hash runs (as tests/integration/sign-up-load.test.ts does).
      const { database: handle } = app.services;
      const transaction = handle.transaction;
      let open = 0;
      handle.transaction = (async (fn) => {
        open++;
        try {
          return await transaction.call(handle, fn);
        } finally {
          open--;
        }
      }) as typeof transaction;
      const auth = await app.services.auth.$context;
      const hash = auth.password.hash;
      const seen: number[] = [];
      auth.password.hash = async (password: string) => {
        seen.push(open);
        return hash(password);
      };
      try {
        const viewer = (await viewerById(app.services, admin.id))!;
        expect(
          await createAdmin(requestContext(app.services), viewer, {
            fullName: "Hash Fora",
            email: `hash.${randomBytes(3).toString("hex")}@exemplo.org.br`,
            password: "senha-longa-123",
          }),
        ).toMatchObject({
          ok: true,
          outcome: "created",
        });
        expect(
          await ensureAdmin(app.services, `inicio.${randomBytes(3).toString("hex")}@exemplo.org.br`, "senha-longa-123", { unconfirmed: "take over" }),
        ).toBe("created");
      } finally {
        auth.password.hash = hash;
        handle.transaction = transaction;
      }
      expect(seen).toEqual([0, 0]);
    });

    it("never removes one's own account — 'Ação não permitida' even by a direct request — and removing another ends their sessions at once", async () => {
      const self = await adminClient.action(ADMIN_ACTIONS.removeAdmin, { userId: admin.id });
      expect(self).toEqual({
        status: 403,
        body: {
          ok: false,
          status: 403,
          toast: { title: "Ação não permitida", description: "Você não pode remover sua própria conta de administrador.", destructive: true },
        },
      });
      expect(await database().select({ role: profiles.role }).from(profiles).where(eq(profiles.id, admin.id))).toEqual([{ role: "admin" }]);

      const colleague = await seedPerson(database(), { role: "admin", name: "Colega Removida" });
      const colleagueClient = await signIn(colleague);
      expect((await colleagueClient.get(ROUTES.admin)).status).toBe(200);
      const removed = await adminClient.action(ADMIN_ACTIONS.removeAdmin, { userId: colleague.id });
      expect(removed).toEqual({ status: 200, body: { ok: true } });
      expect(await database().select().from(sessions).where(eq(sessions.userId, colleague.id))).toEqual([]);
      expect(await database().select().from(users).where(eq(users.id, colleague.id))).toEqual([]);
      expect((await colleagueClient.get(ROUTES.admin)).status).toBe(302);
      expect(await adminClient.page(ROUTES.admin)).toContain(`Administrador(a) removido(a): ${colleague.email}`);
      // Someone who is not an admin (any more) cannot be removed as one.
      const gone = await adminClient.action(ADMIN_ACTIONS.removeAdmin, { userId: colleague.id });
      expect(gone).toEqual({
        status: 404,
        body: {
          ok: false,
          status: 404,
          toast: { title: "Falha ao remover administrador", description: "Esta conta não é de administrador.", destructive: true },
        },
      });
    });

    it("two admins removing each other at the same moment leave exactly one; the other is told, in Portuguese", async () => {
      const fresh = await createTestServices({ db });
      try {
        const freshDb = fresh.db;
        const admins = () => freshDb.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
        // Only two admins: the first-start admin of this server goes first.
        await freshDb.delete(users).where(inArray(users.id, admins()));
        const loser = {
          ok: false,
          status: 409,
          toast: {
            title: "Falha ao remover administrador",
            description: "Você não é mais administrador(a): outra pessoa acabou de remover a sua conta. Nada foi alterado.",
            destructive: true,
          },
        };
        // Both passed their role check; the removals race inside the database (PostgreSQL: two
        // connections, one waits on the other's row locks). Several rounds, so either may win.
        for (let round = 0; round < 4; round++) {
          const [a, b] = await Promise.all([seedPerson(freshDb, { role: "admin" }), seedPerson(freshDb, { role: "admin" })]);
          const [viewerA, viewerB] = [(await viewerById(fresh.services, a.id))!, (await viewerById(fresh.services, b.id))!];
          const outcomes = await Promise.all([
            removeAdmin(requestContext(fresh.services), viewerA, { userId: b.id }),
            removeAdmin(requestContext(fresh.services), viewerB, { userId: a.id }),
          ]);
          expect(
            outcomes.filter((o) => o.ok),
            `rodada ${round}`,
          ).toEqual([{ ok: true }]);
          expect(
            outcomes.find((o) => !o.ok),
            `rodada ${round}`,
          ).toEqual(loser);
          const left = await admins();
          expect(left, `rodada ${round}`).toHaveLength(1);
          expect([a.id, b.id]).toContain(left[0].id);
          await freshDb.delete(users).where(inArray(users.id, admins()));
        }

        // Over HTTP too: one removal goes through; the other is refused (by its guard once the session is gone, else by the service).
        const [c, d] = await Promise.all([seedPerson(freshDb, { role: "admin" }), seedPerson(freshDb, { role: "admin" })]);
        const [cc, cd] = [await signIn(c, fresh), await signIn(d, fresh)];
        const responses = await Promise.all([
          cc.postJson(ADMIN_ACTIONS.removeAdmin, { userId: d.id }),
          cd.postJson(ADMIN_ACTIONS.removeAdmin, { userId: c.id }),
        ]);
        expect(responses.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
        expect(await admins()).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    });
  });

  describe("/admin tiles", () => {
    it("count each list and what is new since the admin last opened it", async () => {
      const staff = await seedPerson(database(), { role: "admin" });
      const client = await signIn(staff);
      const countOf = async (key: AdminListKey) => {
        const html = await client.page(ROUTES.admin);
        const tile = html.slice(html.indexOf(`data-testid="contagem-${key}"`));
        return tile.slice(0, tile.indexOf("</span></span>"));
      };
      // At least one lead, whether or not the tests before this one left some.
      await database().insert(leads).values({ name: "Lead Já Estava", email: "ja.estava@exemplo.org.br" });
      const leadsTotal = await app.count(leads);
      expect(await countOf("leads")).toContain(adminTexts.total(leadsTotal));
      expect(await countOf("leads")).toContain(adminTexts.freshCount(leadsTotal));
      await client.page(ADMIN_ROUTES.leads);
      expect(await countOf("leads")).not.toContain(adminTexts.freshCount(1).split(" ")[1]);
      await database().insert(leads).values({ name: "Lead Recém-Chegado", email: "recem@exemplo.org.br" });
      expect(await countOf("leads")).toContain(adminTexts.freshCount(1));
      expect(await countOf("leads")).toContain(adminTexts.total(leadsTotal + 1));
    });

    it("mark 'Novo' what arrived before the last visit, while visits are close; a look that changes nothing writes nothing", async () => {
      const staff = await seedPerson(database(), { role: "admin" });
      const client = await signIn(staff);
      /** Whether the lead's row on the list carries the 'Novo' mark. */
      const marked = async (name: string) => {
        const html = await client.page(ADMIN_ROUTES.leads);
        const row = html.slice(html.lastIndexOf("<tr", html.indexOf(name)), html.indexOf("</tr>", html.indexOf(name)));
        return row.includes(`>${adminTexts.fresh}<`);
      };
      const visit = () => and(eq(adminListVisits.adminId, staff.id), eq(adminListVisits.list, "leads"));
      const version = async () => Number((await app.query<{ version: string }>("select version from data_version"))[0].version);

      await client.page(ADMIN_ROUTES.leads);
      // Two hours later a lead arrives: the next look marks it and is written.
      await database()
        .update(adminListVisits)
        .set({ visitedAt: at(120) })
        .where(visit());
      await database()
        .insert(leads)
        .values({ name: "Lia Chegou Agora", email: "lia.agora@exemplo.org.br", createdAt: at(1) });
      expect(await marked("Lia Chegou Agora")).toBe(true);
      const [written] = await database().select().from(adminListVisits).where(visit());
      expect(written.previousVisitedAt?.getTime()).toBeLessThan(at(100).getTime());

      // Looking again at once: the mark stays, and nothing is written.
      const settled = await version();
      expect(await marked("Lia Chegou Agora")).toBe(true);
      expect(await version()).toBe(settled);

      // An hour after that look, with nothing new since, the next look clears the mark (and is written).
      await database()
        .update(adminListVisits)
        .set({ visitedAt: at(60) })
        .where(visit());
      await database()
        .update(leads)
        .set({ createdAt: at(90) })
        .where(eq(leads.email, "lia.agora@exemplo.org.br"));
      expect(await marked("Lia Chegou Agora")).toBe(false);
      const [cleared] = await database().select().from(adminListVisits).where(visit());
      expect(cleared.previousVisitedAt?.getTime()).toBeGreaterThan(at(61).getTime());
    });
  });
});
