import { parse } from "csv-parse/sync";
import { randomUUID } from "node:crypto";
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActionMessages } from "#domain/admin-actions.ts";
import { ADMIN_COLUMNS, ADMIN_LIST_KEYS, ADMIN_LISTS, ADMIN_PAGE_SIZE, adminTexts, type AdminListKey } from "#domain/admin.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, ADMIN_ROUTES, FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import {
  auditLog,
  healingSubmissions,
  leads,
  mailOutbox,
  products,
  profiles,
  sessions,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
} from "#server/db/schema.ts";
import { removeAdmin } from "#server/services/admin-actions.ts";
import { readAdminList } from "#server/services/admin-lists.ts";
import { viewerById } from "#server/services/accounts.ts";
import { seedPerson, type SeededPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { signedInPerson, signIn as signInClient } from "./support/people.ts";

// The admin panel over HTTP (spec §2 "Admin screens", §4, §6, §8): lists newest first with their
// columns, search, pages and CSV; product review, roles and admin accounts, each re-checked on the
// server and written to the audit log.

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

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
      expect(html).toContain(`<h1 class="text-3xl">${ADMIN_LISTS.freeMapSubmissions.title}</h1>`);
      expect(html.indexOf("Nova Mapa")).toBeLessThan(html.indexOf("Antiga Mapa"));
      for (const header of ADMIN_COLUMNS.freeMapSubmissions.map((c) => c.header)) expect(html).toContain(`>${header}</th>`);
      expect(html).toContain(">31/12/1985<");
      expect(html).toContain(">N/A<");
      expect(html).toContain(`href="${ROUTES.admin}"`);
      expect(html).toMatch(new RegExp(`${adminTexts.back}</a>`));
    });

    it("leads show 'Nenhuma leitura gerada.' without a reading, and healing sign-ups their date with hour and minute", async () => {
      await database()
        .insert(leads)
        .values([
          { name: "Lead Sem Leitura", email: "l1@exemplo.org.br", reading: null, createdAt: at(30) },
          { name: "Lead Com Leitura", email: "l2@exemplo.org.br", reading: "Você é Gerador.", createdAt: at(20) },
        ]);
      const leadsHtml = await adminClient.page(ADMIN_ROUTES.leads);
      expect(leadsHtml).toContain("Nenhuma leitura gerada.");
      expect(leadsHtml).toContain("Você é Gerador.");
      expect(leadsHtml.indexOf("Lead Com Leitura")).toBeLessThan(leadsHtml.indexOf("Lead Sem Leitura"));

      await database()
        .insert(healingSubmissions)
        .values({ name: "Cura Horário", email: "c@exemplo.org.br", createdAt: new Date("2026-05-17T12:05:00Z") });
      expect(await adminClient.page(ADMIN_ROUTES.healingSubmissions)).toContain("17 de maio de 2026 às 09:05");
    });

    it("the club list shows every field and social networks as links (an Instagram handle too), never a javascript: link", async () => {
      await database()
        .insert(therapistClubSubscriptions)
        .values({
          name: "Terapeuta Clube",
          email: "clube@exemplo.org.br",
          whatsapp: "(41) 99999-0000",
          cpf: "529.982.247-25",
          address: "Rua das Flores, 10",
          birthDate: "17/05/1980",
          serviceLocation: "Curitiba",
          socialMedia: { instagram: "@terapeuta.luz", website: "https://luz.exemplo.org.br/", youtube: "javascript:alert(1)" },
        });
      const html = await adminClient.page(ADMIN_ROUTES.clubSubscriptions);
      for (const text of ["Terapeuta Clube", "clube@exemplo.org.br", "(41) 99999-0000", "529.982.247-25", "Rua das Flores, 10", "17/05/1980", "Curitiba"])
        expect(html).toContain(text);
      expect(html).toContain('href="https://www.instagram.com/terapeuta.luz/"');
      expect(html).toContain('href="https://luz.exemplo.org.br/"');
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
    });

    it.each(ADMIN_LIST_KEYS)("%s: a cliente and a therapist get none of its rows from the service either", async (key: AdminListKey) => {
      for (const role of ["cliente", "therapist"] as const) {
        const person = await seedPerson(database(), { role });
        const viewer = (await viewerById(app.services, person.id))!;
        const result = await readAdminList(app.services, viewer, key, { q: "", page: 1 });
        expect(result).toMatchObject({ ok: false, status: 403 });
        expect(await adminClient.get(`/admin/exportar/${key}`).then((r) => r.status)).toBe(200);
        const refused = await (await signIn(person)).get(`/admin/exportar/${key}`);
        expect(refused.status).toBe(403);
      }
    });

    it("says what failed when the database cannot be read (§8), the club list in its own words", async () => {
      const probe = await createTestServices({ db });
      const { client } = await signedInPerson(probe, { role: "admin" });
      // The session check reads the database too: break only the list's table.
      await probe.query("alter table therapist_club_subscriptions rename to clube_fora_do_ar");
      await probe.query("alter table leads rename to leads_fora_do_ar");
      const club = await client.get(ADMIN_ROUTES.clubSubscriptions);
      expect(club.status).toBe(503);
      const clubHtml = (await club.text()).replaceAll("<!-- -->", "");
      expect(clubHtml).toContain(adminTexts.clubLoadFailed);
      expect(clubHtml).toContain(ADMIN_LISTS.clubSubscriptions.fetchError);
      const leadsHtml = await client.page(ADMIN_ROUTES.leads, 503);
      expect(leadsHtml).toContain(ADMIN_LISTS.leads.fetchError);
      await probe.close();
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
    it("creates a confirmed admin who can sign in at once, and promotes an existing account keeping its password", async () => {
      const created = await adminClient.action(ADMIN_ACTIONS.createAdmin, {
        fullName: "Nova Gestora",
        email: "Nova.Gestora@Exemplo.org.br",
        password: "senha-nova-123",
      });
      expect(created).toEqual({ status: 200, body: { ok: true, email: "nova.gestora@exemplo.org.br", outcome: "created" } });
      const signedIn = await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email: "nova.gestora@exemplo.org.br", password: "senha-nova-123" });
      expect(signedIn.body).toMatchObject({ ok: true, viewer: { role: "admin", emailConfirmed: true, fullName: "Nova Gestora" } });

      const person = await seedPerson(database(), { role: "cliente" });
      const promoted = await adminClient.action(ADMIN_ACTIONS.createAdmin, {
        fullName: "Outro Nome",
        email: person.email,
        password: "nao-muda-nada",
      });
      expect(promoted.body).toMatchObject({ ok: true, outcome: "promoted" });
      expect((await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email: person.email, password: person.password })).status).toBe(200);
      const list = await adminClient.page(ADMIN_ROUTES.manageAdmins);
      expect(list).toContain("Nova Gestora");
      expect(list).toContain(person.email);
    });

    it("needs every field of the add-admin form, with messages next to each", async () => {
      const refused = await adminClient.action(ADMIN_ACTIONS.createAdmin, { fullName: " ", email: "sem-arroba", password: "" });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toMatchObject({
        fullName: adminActionMessages.fullNameRequired,
        email: "E-mail inválido.",
        password: "Senha é obrigatória.",
      });
      expect(refused.body.toast).toMatchObject({ title: "Falha ao criar administrador" });
    });

    it("never removes one's own account nor the last admin; removing another ends their sessions at once", async () => {
      const self = await adminClient.action(ADMIN_ACTIONS.removeAdmin, { userId: admin.id });
      expect(self).toEqual({ status: 403, body: { ok: false, status: 403, toast: toasts.selfRemovalRefused } });

      const colleague = await seedPerson(database(), { role: "admin", name: "Colega Removida" });
      const colleagueClient = await signIn(colleague);
      expect((await colleagueClient.get(ROUTES.admin)).status).toBe(200);
      const removed = await adminClient.action(ADMIN_ACTIONS.removeAdmin, { userId: colleague.id });
      expect(removed).toEqual({ status: 200, body: { ok: true } });
      expect(await database().select().from(sessions).where(eq(sessions.userId, colleague.id))).toEqual([]);
      expect(await database().select().from(users).where(eq(users.id, colleague.id))).toEqual([]);
      expect((await colleagueClient.get(ROUTES.admin)).status).toBe(302);
      expect(await adminClient.page(ROUTES.admin)).toContain(`Administrador(a) removido(a): ${colleague.email}`);
    });

    it("two admins removing each other at once leave one of them", async () => {
      const fresh = await createTestServices({ db });
      try {
        const freshDb = fresh.db;
        // Only two admins: the first-start admin of this server is removed first.
        await freshDb.delete(users).where(inArray(users.id, freshDb.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"))));
        const [a, b] = await Promise.all([seedPerson(freshDb, { role: "admin" }), seedPerson(freshDb, { role: "admin" })]);
        const [viewerA, viewerB] = [(await viewerById(fresh.services, a.id))!, (await viewerById(fresh.services, b.id))!];
        // Both passed their role check; the removals race inside the database.
        const outcomes = await Promise.all([removeAdmin(fresh.services, viewerA, { userId: b.id }), removeAdmin(fresh.services, viewerB, { userId: a.id })]);
        expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
        expect(outcomes.find((o) => !o.ok)).toMatchObject({ ok: false, status: 403, toast: toasts.adminRemoveFailed(adminActionMessages.notAnAdmin) });
        expect(await freshDb.select().from(profiles).where(eq(profiles.role, "admin"))).toHaveLength(1);

        // Over HTTP too: the one removed second is signed out by then.
        const [c, d] = await Promise.all([seedPerson(freshDb, { role: "admin" }), seedPerson(freshDb, { role: "admin" })]);
        const [cc, cd] = [await signIn(c, fresh), await signIn(d, fresh)];
        const responses = await Promise.all([
          cc.postJson(ADMIN_ACTIONS.removeAdmin, { userId: d.id }),
          cd.postJson(ADMIN_ACTIONS.removeAdmin, { userId: c.id }),
        ]);
        expect(responses.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
        expect(await freshDb.select().from(profiles).where(eq(profiles.role, "admin"))).toHaveLength(2);
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
      const leadsTotal = await app.count(leads);
      expect(await countOf("leads")).toContain(adminTexts.total(leadsTotal));
      expect(await countOf("leads")).toContain(adminTexts.freshCount(leadsTotal));
      await client.page(ADMIN_ROUTES.leads);
      expect(await countOf("leads")).not.toContain(adminTexts.freshCount(1).split(" ")[1]);
      await database().insert(leads).values({ name: "Lead Recém-Chegado", email: "recem@exemplo.org.br" });
      expect(await countOf("leads")).toContain(adminTexts.freshCount(1));
      expect(await countOf("leads")).toContain(adminTexts.total(leadsTotal + 1));
    });
  });
});
