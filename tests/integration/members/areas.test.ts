import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientAreaTexts, therapistTexts } from "#app/features/members/texts.ts";
import { accountMessages } from "#domain/account/messages.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { PRODUCT_IMAGE_PLACEHOLDER, productFormMessages } from "#domain/forms/product.ts";
import { MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { WALLET_RELEASE_DAYS } from "#domain/wallet.ts";
import { healingSubmissions, integralSoulMaps, orders, products, profiles, users } from "#server/db/schema.ts";
import { changeOrderStatus } from "#server/services/orders.ts";
import { loadTherapistDashboard } from "#server/services/therapist.ts";
import { GENERATOR_BIRTH, integralMapRow, PROJECTOR_BIRTH } from "#tests/fixtures/integral-map.ts";
import { STORED_ADDRESS } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, requestContext, type TestApp } from "../support/app.ts";
import { type SignedInPerson, signedInPerson } from "../support/people.ts";
import { approvedProduct, listElements, listItems, testIdText, viewerOf } from "./support.ts";

/** What a fresh install shows (the seed's content). */
const { courses } = defaultViews();

// The client area and the therapist dashboard through HTTP: what each page shows, the profile
// edit, the product form, the data export, and what RELEASE_MODE turns on.

const DATABASES = await availableDatabases();
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)("client area and therapist dashboard (%s)", (db) => {
  let app: TestApp;
  let therapist: SignedInPerson;
  let admin: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    therapist = await signedInPerson(app, { role: "therapist", name: "Tereza Cura" });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
  });
  afterAll(() => app?.close());

  const cliente = () =>
    signedInPerson(app, { role: "cliente", name: "Beatriz Flor", profile: { whatsapp: "11987654321", cpf: "52998224725", address: STORED_ADDRESS } });

  async function completedPurchase(buyer: SignedInPerson, priceCents: number, daysAgo: number, title: string) {
    const product = await approvedProduct(app, therapist, { title, priceCents, points: 20 });
    const { body } = await buyer.client.action<{ orderId: string }>(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
    await app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.id, body.orderId));
    await changeOrderStatus(requestContext(app.services), await viewerOf(app, admin), { orderId: body.orderId, action: "complete" });
    return body.orderId;
  }

  describe("/client-area", () => {
    it("shows the data card with the CPF hidden but for its last two digits", async () => {
      const person = await cliente();
      const html = await person.client.page(ROUTES.clientArea);
      for (const text of [
        "Beatriz Flor",
        person.email,
        "(11) 98765-4321",
        "***.***.***-25",
        "Avenida Paulista, 1000, Apto 12 – Bela Vista, São Paulo/SP – CEP 01310-100",
      ]) {
        expect(html).toContain(text);
      }
      expect(html).not.toContain("52998224725");
      expect(html).not.toContain("529.982.247");
    });

    it("lists the person's orders newest first with their statuses, and the points the completed one earned", async () => {
      const person = await cliente();
      await completedPurchase(person, 9700, 3, "Primeiro Pedido");
      const product = await approvedProduct(app, therapist, { title: "Segundo Pedido" });
      await person.client.action(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
      const html = await person.client.page(ROUTES.clientArea);
      // Each order row carries its own status badge, in the spec's colours.
      const history = (listElements(html, clientAreaTexts.orders.title) ?? []).map((li) => {
        const badge = li.querySelector("[data-tone]");
        return [li.querySelector("span > span")?.textContent, badge?.textContent, badge?.getAttribute("data-tone")];
      });
      expect(history).toEqual([
        ["Segundo Pedido", "Pendente", "yellow"],
        ["Primeiro Pedido", "Concluído", "green"],
      ]);
      // The balance itself, and the ledger entry that made it.
      expect(testIdText(html, "client-points")).toBe("20 pontos");
      expect(listItems(html, clientAreaTexts.points.recent)).toEqual([expect.stringMatching(/^Primeiro Pedido\s*Pedido concluído · .+\+20 pontos$/)]);
      const own = await (await person.client.get(MEMBER_ENDPOINTS.orders)).json();
      expect(own.orders.map((o: { title: string }) => o.title)).toEqual(["Segundo Pedido", "Primeiro Pedido"]);
    });

    it("saves the profile edit with the sign-up rules, and refuses bad input without writing", async () => {
      const person = await cliente();
      const edit = {
        name: "Beatriz Flor de Lis",
        whatsapp: "(21) 99876-5432",
        cep: "20040-020",
        street: "Rua da Assembleia",
        number: "10",
        complement: "",
        neighborhood: "Centro",
        city: "Rio de Janeiro",
        state: "rj",
      };
      expect(await person.client.action(MEMBER_ENDPOINTS.profile, edit)).toEqual({ status: 200, body: { ok: true } });
      const stored = () =>
        app.db
          .select({
            fullName: profiles.fullName,
            whatsapp: profiles.whatsapp,
            address: profiles.address,
            name: users.name,
            cpf: profiles.cpf,
            role: profiles.role,
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.id))
          .where(eq(profiles.id, person.id));
      const saved = {
        fullName: "Beatriz Flor de Lis",
        whatsapp: "21998765432",
        address: { cep: "20040020", street: "Rua da Assembleia", number: "10", complement: "", neighborhood: "Centro", city: "Rio de Janeiro", state: "RJ" },
        name: "Beatriz Flor de Lis",
        cpf: "52998224725",
        role: "cliente",
      };
      expect(await stored()).toEqual([saved]);

      const bad = await person.client.action(MEMBER_ENDPOINTS.profile, { ...edit, name: "Outro Nome", whatsapp: "(21) 9", state: "" });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual({ whatsapp: accountMessages.whatsappInvalid, state: accountMessages.stateRequired });
      const forged = await person.client.action(MEMBER_ENDPOINTS.profile, { ...edit, name: "Outro Nome", role: "admin", cpf: "11144477735" });
      expect(forged.status).toBe(400);
      expect(await stored()).toEqual([saved]);
      // The header greets by the new name.
      expect(await person.client.page(ROUTES.home)).toContain("Beatriz Flor de Lis");
    });

    it("RELEASE_MODE off hides the courses card and the points redemption", async () => {
      const html = await (await cliente()).client.page(ROUTES.clientArea);
      expect(html).not.toContain(clientAreaTexts.courses.title);
      expect(html).not.toContain(clientAreaTexts.points.redeem);
      expect(html).toContain(clientAreaTexts.orders.title);
    });
  });

  describe("'Baixar meus dados'", () => {
    it("downloads everything stored about the person, and nothing secret or of anyone else", async () => {
      const person = await cliente();
      const orderId = await completedPurchase(person, 9700, 1, "Pedido Exportado");
      const someoneElse = await cliente();
      await completedPurchase(someoneElse, 5000, 1, "Pedido Alheio");
      await app.db.insert(healingSubmissions).values({ name: "Beatriz", email: person.email });
      await app.db.insert(integralSoulMaps).values(integralMapRow(person.id));
      await app.db.insert(integralSoulMaps).values(integralMapRow(someoneElse.id, GENERATOR_BIRTH));
      const response = await person.client.get(MEMBER_ENDPOINTS.personalData);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await response.text();
      const data = JSON.parse(text);
      expect(data.titular).toEqual({ id: person.id, email: person.email });
      expect(data.conta).toMatchObject({ email: person.email, formasDeLogin: [{ provider: "credential" }] });
      expect(data.conta.sessoes.length).toBeGreaterThan(0);
      expect(data.perfil).toMatchObject({ fullName: "Beatriz Flor", cpf: "52998224725", points: 20 });
      expect(data.pedidos).toEqual([expect.objectContaining({ id: orderId, title: "Pedido Exportado" })]);
      expect(data.pontos).toEqual([expect.objectContaining({ orderId, delta: 20 })]);
      expect(data.envioDeEnergia).toEqual([expect.objectContaining({ email: person.email })]);
      // The whole integral soul map row (every column, so new ones follow), and nobody else's.
      const [integralRow] = await app.db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, person.id));
      expect(data.mapaDaAlmaIntegral).toEqual(JSON.parse(JSON.stringify(integralRow)));
      expect(data.mapaDaAlmaIntegral).toMatchObject({ userId: person.id, birthDate: PROJECTOR_BIRTH.birthDate, chartData: { type: "projector" } });
      for (const key of ["mapaDaAlmaGratuito", "clubeDeTerapeutas", "contatos", "produtos", "vendas"]) expect(data[key], key).toEqual([]);
      expect(text).not.toContain("Pedido Alheio");
      expect(text).not.toContain('"Alheio"');
      expect(text).not.toMatch(/"password"|"token"|scrypt/);
    });
  });

  describe("/therapist", () => {
    it("shows the KPIs, completed sales and the wallet: 70% at once, 30% after 30 days, the next release date", async () => {
      const seller = await signedInPerson(app, { role: "therapist", name: "Carla Reiki" });
      const buyer = await cliente();
      const sell = async (title: string, priceCents: number, daysAgo: number) => {
        const product = await approvedProduct(app, seller, { title, priceCents });
        const { body } = await buyer.client.action<{ orderId: string }>(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
        await app.db
          .update(orders)
          .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
          .where(eq(orders.id, body.orderId));
        return body.orderId;
      };
      const old = await sell("Venda Antiga", 10000, 40);
      const recent = await sell("Venda Recente", 19700, 5);
      await sell("Ainda Pendente", 5000, 1);
      await approvedProduct(app, seller, { title: "Em Análise", status: "pending", category: "Vivência" });
      const adminViewer = await viewerOf(app, admin);
      for (const orderId of [old, recent]) await changeOrderStatus(requestContext(app.services), adminViewer, { orderId, action: "complete" });

      const html = await seller.client.page(ROUTES.therapist);
      expect(html).toContain(therapistTexts.title);
      expect(html).toMatch(/Produtos<\/dt><dd[^>]*>4</);
      expect(html).toMatch(/Vendas<\/dt><dd[^>]*>2</);
      expect(html).toMatch(/Receita<\/dt><dd[^>]*>R\$ 297,00</);
      expect(html).toMatch(/Avaliação média<\/dt><dd[^>]*>4,8</);
      expect(html).toMatch(/Em Análise[\s\S]*?Pendente/);
      // Tabs render their panels only when chosen, so the JSON endpoint and the service carry the rest.
      const own = await (await seller.client.get(MEMBER_ENDPOINTS.therapistProducts)).json();
      expect(own.products.map((p: { title: string }) => p.title).sort()).toEqual(["Ainda Pendente", "Em Análise", "Venda Antiga", "Venda Recente"]);
      const dashboard = await loadTherapistDashboard(requestContext(app.services), await viewerOf(app, seller));
      if (!dashboard.ok) throw new Error("painel recusado");
      expect(dashboard.sales.map((s) => s.title)).toEqual(["Venda Recente", "Venda Antiga"]);
      // 100,00 released whole; 197,00 → 137,90 now + 59,10 in 25 days.
      expect(dashboard.wallet).toMatchObject({ revenueCents: 29700, availableCents: 10000 + 13790, pendingCents: 5910 });
      const [{ createdAt }] = await app.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, recent));
      expect(dashboard.wallet.nextReleaseAt).toBe(new Date(createdAt.getTime() + WALLET_RELEASE_DAYS * DAY).toISOString());
      // Another therapist sees none of it.
      const other = await therapist.client.page(ROUTES.therapist);
      expect(other).not.toContain("Venda Antiga");
      expect(other).not.toContain("Em Análise");
    });

    it("stores a new product as 'Pendente' under the therapist's name, and refuses an incomplete form", async () => {
      const form = {
        title: "Mandala Pintada",
        category: "Produto",
        price: "149,90",
        points: "15",
        paymentLink: "https://pag.exemplo.org.br/mandala",
        image: PRODUCT_IMAGE_PLACEHOLDER,
      };
      const response = await therapist.client.action(MEMBER_ENDPOINTS.therapistProducts, form);
      expect(response.status).toBe(200);
      const rows = await app.db
        .select({
          title: products.title,
          category: products.category,
          priceCents: products.priceCents,
          points: products.points,
          paymentLink: products.paymentLink,
          image: products.image,
          status: products.status,
          instructor: products.instructor,
          instructorId: products.instructorId,
        })
        .from(products)
        .where(eq(products.title, "Mandala Pintada"));
      expect(rows).toEqual([
        {
          title: "Mandala Pintada",
          category: "Produto",
          priceCents: 14990,
          points: 15,
          paymentLink: "https://pag.exemplo.org.br/mandala",
          image: PRODUCT_IMAGE_PLACEHOLDER,
          status: "pending",
          instructor: "Tereza Cura",
          instructorId: therapist.id,
        },
      ]);
      // Not in the shop until an admin approves it.
      expect(await app.client().page(ROUTES.products)).not.toContain("Mandala Pintada");

      const before = await app.count(products);
      const missing = await therapist.client.action(MEMBER_ENDPOINTS.therapistProducts, { ...form, paymentLink: "" });
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual({ paymentLink: productFormMessages.missing.paymentLink });
      const http = await therapist.client.action(MEMBER_ENDPOINTS.therapistProducts, { ...form, paymentLink: "http://pag.exemplo.org.br/x" });
      expect(http.body.fieldErrors).toEqual({ paymentLink: productFormMessages.linkInvalid });
      const forged = await therapist.client.action(MEMBER_ENDPOINTS.therapistProducts, { ...form, status: "approved" });
      expect(forged.status).toBe(400);
      const client = await cliente();
      const notTherapist = await client.client.postJson(MEMBER_ENDPOINTS.therapistProducts, form);
      expect([notTherapist.status, notTherapist.headers.get("location")]).toEqual([302, ROUTES.clientArea]);
      expect(await app.count(products)).toBe(before);
    });

    it("/products shows the owner's current name as author", async () => {
      const owner = await signedInPerson(app, { role: "therapist", name: "Nome Atual" });
      await approvedProduct(app, owner, { title: "Cristal de Quartzo", instructor: "Nome Antigo" });
      const html = await app.client().page(ROUTES.products);
      expect(html).toMatch(/Cristal de Quartzo[\s\S]*?Nome Atual/);
      expect(html).not.toContain("Nome Antigo");
    });
  });
});

describe.each(DATABASES)("RELEASE_MODE=true (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;
  beforeAll(async () => {
    app = await createTestServices({ db, env: { RELEASE_MODE: "true" } });
    admin = await signedInPerson(app, { role: "admin" });
  });
  afterAll(() => app?.close());

  it("shows the points redemption and the courses card: paid registrations as bought, pending ones apart, cancelled ones nowhere", async () => {
    const person = await signedInPerson(app, { role: "cliente" });
    const signUp = async (courseIndex: number) =>
      (await person.client.action<{ orderId: string }>(MEMBER_ENDPOINTS.orders, { item: "course", courseId: courses[courseIndex].id })).body.orderId;
    const mark = async (orderId: string, action: "complete" | "cancel") =>
      changeOrderStatus(requestContext(app.services), await viewerOf(app, admin), { orderId, action });
    await signUp(1);
    await mark(await signUp(2), "complete");
    await mark(await signUp(3), "cancel");
    const html = await person.client.page(ROUTES.clientArea);
    expect(html).toContain(clientAreaTexts.points.redeem);
    const t = clientAreaTexts.courses;
    expect(listItems(html, t.title)).toEqual([expect.stringContaining(courses[2].registration_item.title)]);
    expect(listItems(html, t.awaitingPayment)).toEqual([expect.stringContaining(courses[1].registration_item.title)]);

    // With only a pending registration, nothing is listed as bought yet.
    const newcomer = await signedInPerson(app, { role: "cliente" });
    await newcomer.client.action(MEMBER_ENDPOINTS.orders, { item: "course", courseId: courses[1].id });
    const first = await newcomer.client.page(ROUTES.clientArea);
    expect(listItems(first, t.title)).toBeNull();
    expect(listItems(first, t.awaitingPayment)).toEqual([expect.stringContaining(courses[1].registration_item.title)]);
  });
});
