import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CLUB_TEXT_DEFAULTS } from "#domain/content/club.ts";
import { clubTextsFormValues, homeTextsFormValues, instituteTextsFormValues } from "#domain/content/editor-texts.ts";
import { HOME_TEXT_DEFAULTS } from "#domain/content/home.ts";
import { INSTITUTE_TEXT_DEFAULTS } from "#domain/content/institute.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { auditLog, siteTexts } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";

// The texts' editors through their endpoints, as the forms post them: the home's, the institute's
// and founder's, and the club's prices and journey — saved, shown at once, refused when stale or
// wrong, audited, and closed to everyone but staff.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("site texts editor (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;
  let otherAdmin: SignedInPerson;
  let cliente: SignedInPerson;
  let therapist: SignedInPerson;

  const versionOf = async (key: string) => (await app.db.select().from(siteTexts).where(eq(siteTexts.key, key)))[0]?.version;
  const lastAudit = async (action: string) =>
    (await app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1))[0];

  beforeAll(async () => {
    app = await createTestServices({ db });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
    otherAdmin = await signedInPerson(app, { role: "admin", name: "Bia Admin" });
    cliente = await signedInPerson(app, { role: "cliente" });
    therapist = await signedInPerson(app, { role: "therapist" });
  });
  afterAll(() => app?.close());

  it("the seed wrote the club's prices and journey once, as today's defaults", async () => {
    const [row] = await app.db.select().from(siteTexts).where(eq(siteTexts.key, "club"));
    expect(row.data).toEqual(JSON.parse(JSON.stringify(CLUB_TEXT_DEFAULTS)));
    expect(row.version).toBe(1);
  });

  it("the founder's text in Markdown shows on / and /instituto at once, as elements and never as raw HTML; the audit keeps before and after", async () => {
    const version = await versionOf("institute");
    const form = instituteTextsFormValues(INSTITUTE_TEXT_DEFAULTS, version);
    const saved = await admin.client.action(ADMIN_ACTIONS.saveInstituteTexts, {
      ...form,
      founderBio: "Ana cuida com **amor** e [escreve](mailto:ana@exemplo.com.br).\n\n<script>alert(1)</script> segundo parágrafo",
    });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, version: version + 1 } });
    for (const path of [ROUTES.home, ROUTES.institute]) {
      const page = await app.client().page(path);
      expect(page).toContain("Ana cuida com <strong>amor</strong>");
      expect(page).toContain('href="mailto:ana@exemplo.com.br"');
      expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; segundo parágrafo");
      expect(page).not.toContain("<script>alert(1)");
      expect(page).not.toContain(INSTITUTE_TEXT_DEFAULTS.founderBio[0]);
    }
    const audit = await lastAudit("texts.institute.update");
    expect(audit.actorName).toBe("Ana Admin");
    const changes = (audit.detail as { changes: Record<string, { before: unknown; after: unknown }> }).changes;
    expect(Object.keys(changes)).toEqual(["founderBio"]);
    expect(changes.founderBio.before).toEqual(INSTITUTE_TEXT_DEFAULTS.founderBio);
    expect(await admin.client.page(ROUTES.admin)).toContain("Alterou os textos do instituto e da fundadora (founderBio)");
  });

  it("two staff saving the home's texts from the same version: the second gets the conflict message and the current version, nothing overwritten", async () => {
    const version = await versionOf("home");
    const form = homeTextsFormValues(HOME_TEXT_DEFAULTS, version);
    const first = await admin.client.action(ADMIN_ACTIONS.saveHomeTexts, { ...form, heroTitle: "Cura para todas as pessoas" });
    expect(first).toMatchObject({ status: 200, body: { ok: true, version: version + 1 } });
    const second = await otherAdmin.client.action(ADMIN_ACTIONS.saveHomeTexts, { ...form, heroTitle: "Outro título" });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ ok: false, current: { version: version + 1 }, toast: { title: "Outra pessoa salvou este item antes" } });
    const home = await app.client().page(ROUTES.home);
    expect(home).toContain("Cura para todas as pessoas");
    expect(home).not.toContain("Outro título");
    expect(await versionOf("home")).toBe(version + 1);
  });

  it("refuses bad input with Portuguese messages next to the fields and stores nothing", async () => {
    const clubVersion = await versionOf("club");
    const bad = await admin.client.action(ADMIN_ACTIONS.saveClubTexts, {
      ...clubTextsFormValues(CLUB_TEXT_DEFAULTS, clubVersion),
      annualPlan: "mil reais",
      monthlyFeeUntil: "2026-02-30",
      stage1Title: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      fieldErrors: {
        annualPlan: "Informe o valor em reais, por exemplo R$ 1.290,00.",
        monthlyFeeUntil: "Informe uma data válida.",
        stage1Title: "Campo obrigatório.",
      },
    });
    const badLink = await admin.client.action(ADMIN_ACTIONS.saveHomeTexts, {
      ...homeTextsFormValues(HOME_TEXT_DEFAULTS, await versionOf("home")),
      movementParagraphs: "Veja [isto](javascript:alert(1))",
    });
    expect(badLink).toMatchObject({ status: 400, body: { fieldErrors: { movementParagraphs: expect.stringContaining("https://") } } });
    const forged = await admin.client.action(ADMIN_ACTIONS.saveHomeTexts, { ...homeTextsFormValues(HOME_TEXT_DEFAULTS, 1), extra: "x" });
    expect(forged.status).toBe(400);
    expect(await versionOf("club")).toBe(clubVersion);
  });

  it("club: a founder price valid until a future day shows with its date; once the date is past, the next price shows by itself", async () => {
    const version = await versionOf("club");
    const form = clubTextsFormValues(CLUB_TEXT_DEFAULTS, version);
    const future = await admin.client.action(ADMIN_ACTIONS.saveClubTexts, {
      ...form,
      monthlyFee: "R$ 257,00",
      monthlyFeeUntil: "2099-12-20",
      monthlyFeeNext: "R$ 317,00",
      stage1When: "5 e 6 de março de 2099 · formato híbrido",
    });
    expect(future).toMatchObject({ status: 200, body: { ok: true, version: version + 1 } });
    const club = await app.client().page(ROUTES.club);
    expect(club).toContain("R$ 257/mês");
    expect(club).toContain("para quem aderir até 20/12, garantida para sempre");
    expect(club).toContain("após 20/12: R$ 317/mês");
    expect(club).toContain("Mensalidade vitalícia de R$ 257 para quem aderir até 20/12");
    const journey = await app.client().page(ROUTES.clubJourney);
    expect(journey).toContain("5 e 6 de março de 2099 · formato híbrido");
    expect(journey).not.toContain("18 e 19 de outubro de 2025");

    const past = await admin.client.action(ADMIN_ACTIONS.saveClubTexts, {
      ...form,
      version: String(version + 1),
      monthlyFee: "R$ 257,00",
      monthlyFeeUntil: "2020-01-31",
      monthlyFeeNext: "R$ 317,00",
    });
    expect(past.status).toBe(200);
    const after = await app.client().page(ROUTES.club);
    expect(after).toContain("R$ 317/mês");
    expect(after).not.toContain("R$ 257");
    expect(after).not.toContain("31/01");
    const audit = await lastAudit("texts.club.update");
    expect((audit.detail as { changes: object }).changes).toMatchObject({
      monthlyFee: {
        before: [
          { cents: 25700, validUntil: "2099-12-20" },
          { cents: 31700, validUntil: null },
        ],
        after: [
          { cents: 25700, validUntil: "2020-01-31" },
          { cents: 31700, validUntil: null },
        ],
      },
    });
  });

  it("staff's editor pages answer; a cliente and a therapist get nothing; an anonymous visitor is sent to the admin sign-in", async () => {
    expect(await admin.client.page(ADMIN_ROUTES.contentTexts)).toContain("Texto da fundadora");
    expect(await admin.client.page(ADMIN_ROUTES.contentClub)).toContain("Válido até (horário de Brasília)");
    expect(await admin.client.page(ADMIN_ROUTES.content)).toContain(`href="${ADMIN_ROUTES.contentClub}"`);
    const before = await versionOf("home");
    for (const person of [cliente, therapist]) {
      for (const path of [ADMIN_ROUTES.contentTexts, ADMIN_ROUTES.contentClub]) {
        const response = await person.client.get(path);
        expect(response.status, path).not.toBe(200);
        expect(await response.text()).not.toContain("Texto da fundadora");
      }
      const post = await person.client.postJson(ADMIN_ACTIONS.saveHomeTexts, { ...homeTextsFormValues(HOME_TEXT_DEFAULTS, before), heroTitle: "Invadido" });
      expect(post.status).not.toBe(200);
    }
    for (const path of [ADMIN_ROUTES.contentTexts, ADMIN_ROUTES.contentClub, ADMIN_ACTIONS.saveClubTexts]) {
      const response = path.endsWith("salvar") ? await app.client().postJson(path, {}) : await app.client().get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toContain(ROUTES.adminLogin);
    }
    expect(await versionOf("home")).toBe(before);
  });
});
