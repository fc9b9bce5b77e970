import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CRISIS_REMINDER, CRISIS_REPLY } from "#domain/compass/crisis.ts";
import { chartFacts } from "#domain/compass/facts.ts";
import { integralMapMessages } from "#domain/compass/integral-map.ts";
import { compassStaffTexts } from "#domain/compass/texts.ts";
import { formatClockTime, SITE_TIME_ZONE } from "#domain/format.ts";
import { computeChart } from "#domain/hd/chart.ts";
import { incarnationCrossLabel } from "#domain/hd/labels.ts";
import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, API, INTEGRAL_MAP_PERSON_PARAM, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { auditLog, compassConversations, compassCrisisDays, compassMessages, integralSoulMaps, mailOutbox, profiles } from "#server/db/schema.ts";
import { GENERATOR_BIRTH, PROJECTOR_BIRTH } from "#tests/fixtures/integral-map.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { type ChatCompletionsPeer, startChatCompletionsServer, uiStreamParts, uiStreamText } from "#tests/support/chat-completions.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";

// The Soul Compass end to end over HTTP (docs/decisions/050): the gate rendered on the server, the chat
// endpoint's checks, the stored conversations, the per-person limits, the admin's integral map,
// and the providers: the builtin responder and an OpenAI-compatible peer on 127.0.0.1.

const DATABASES = await availableDatabases();

/** What the dialog posts for a Projector born in São Paulo (Emotional authority, profile 3/5). */
const { utc, ...BIRTH } = PROJECTOR_BIRTH;
const BIRTH_CHART = computeChart(new Date(utc));

const ask = (client: TestClient, question: string, conversationId: string = randomUUID()) => client.postJson(API.soulCompassChat, { conversationId, question });

async function grantMap(admin: SignedInPerson, userId: string, birth: Record<string, string> = BIRTH) {
  const response = await admin.client.action(ADMIN_ACTIONS.grantIntegralMap, { userId, ...birth });
  if (response.status !== 200) throw new Error(`mapa integral não liberado: ${JSON.stringify(response.body)}`);
  return response.body;
}

describe.each(DATABASES)("Soul Compass (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db, env: { COMPASS_QUESTIONS_PER_HOUR: "4" } });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
  });
  afterAll(() => app?.close());

  const withMap = async (name = "Joana Raio de Sol") => {
    const person = await signedInPerson(app, { name });
    await grantMap(admin, person.id);
    return person;
  };

  describe("the gate, decided on the server in the spec's order", () => {
    it("a visitor sees 'Acesso Exclusivo' with 'Entrar ou Criar Conta'", async () => {
      const html = await app.client().page(ROUTES.soulCompass);
      expect(html).toContain("Acesso Exclusivo");
      expect(html).toContain("Entrar ou Criar Conta");
      expect(html).not.toContain("Pergunte à sua alma...");
    });

    it("an unconfirmed e-mail sees 'Confirme seu E-mail' naming the address, and the resend button", async () => {
      const person = await signedInPerson(app, { confirmed: false });
      const html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("Confirme seu E-mail");
      expect(html).toContain(person.email);
      expect(html).toContain("Reenviar e-mail de confirmação");
    });

    it("a confirmed person without a map sees the two offers, each a WhatsApp chat in a new tab", async () => {
      const person = await signedInPerson(app);
      const html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("R$ 49,00");
      expect(html).toContain("R$ 246,00");
      expect(html).toContain("Transformação Completa");
      const links = [...html.matchAll(/<a href="(https:\/\/wa\.me\/[^"]+)" target="_blank" rel="noopener noreferrer"/g)].map((m) => decodeURIComponent(m[1]));
      expect(links.some((l) => l.includes("Transformação Completa (R$ 246,00)"))).toBe(true);
      expect(links.some((l) => l.includes("R$ 49,00"))).toBe(true);
      expect(html).not.toContain("Pergunte à sua alma...");
    });

    it("with a map: the chat, greeting by the first word of the full name", async () => {
      const person = await withMap("Joana Raio de Sol");
      const html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("Olá, Joana!");
      expect(html).toContain("Pergunte à sua alma...");
    });

    it("a map that cannot be read greets with the spec's message (§8)", async () => {
      const person = await signedInPerson(app, { profile: { hasIntegralMap: true } });
      const html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("Olá! Não consegui acessar os dados do seu Mapa da Alma Integral. Por favor, contate o suporte.");
      const response = await ask(person.client, "Qual é o meu tipo?");
      expect(response.status).toBe(409);
    });
  });

  describe("the chat endpoint checks session, confirmed e-mail and map on every request", () => {
    it.each([
      ["a visitor", 401, "Entre na sua conta para conversar com a Bússola da Alma."],
      ["an unconfirmed e-mail", 403, "Confirme seu e-mail para conversar com a Bússola da Alma."],
      ["no integral map", 403, "A Bússola da Alma se abre depois que o instituto libera o seu Mapa da Alma Integral."],
    ])("refuses %s", async (who, status, message) => {
      const client = who === "a visitor" ? app.client() : (await signedInPerson(app, { confirmed: who !== "an unconfirmed e-mail" })).client;
      const response = await ask(client, "Qual é o meu tipo?");
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ ok: false, toast: { title: "Erro ao contatar a Bússola", description: message } });
    });

    it("a revoked map closes the chat at once", async () => {
      const person = await withMap();
      expect((await ask(person.client, "Oi")).status).toBe(200);
      expect((await admin.client.action(ADMIN_ACTIONS.revokeIntegralMap, { userId: person.id })).status).toBe(200);
      expect((await ask(person.client, "Oi")).status).toBe(403);
    });
  });

  describe("replies grounded in the person's chart, stored per person", () => {
    it("streams the builtin responder's reply token by token and keeps the exchange", async () => {
      const person = await withMap();
      const conversationId = randomUUID();
      const response = await ask(person.client, "Qual é a minha autoridade?", conversationId);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const body = await response.text();
      expect(uiStreamParts(body).filter((p) => p.type === "text-delta").length).toBeGreaterThan(10);
      const reply = uiStreamText(body);
      expect(reply).toContain("**Sua autoridade interior é Emocional.**");

      const stored = await app.db
        .select({ role: compassMessages.role, text: compassMessages.text })
        .from(compassMessages)
        .innerJoin(compassConversations, eq(compassConversations.id, compassMessages.conversationId))
        .where(and(eq(compassConversations.id, conversationId), eq(compassConversations.personId, person.id)))
        .orderBy(compassMessages.seq);
      expect(stored).toEqual([
        { role: "user", text: "Qual é a minha autoridade?" },
        { role: "assistant", text: reply },
      ]);
    });

    it("the conversation comes back on the next visit; 'Nova conversa' starts another", async () => {
      const person = await withMap();
      const first = randomUUID();
      await (await ask(person.client, "Qual é o meu perfil?", first)).text();
      let html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("Qual é o meu perfil?");
      expect(html).toContain("Seu perfil é 3/5");

      await (await ask(person.client, "Quais são os meus canais?", randomUUID())).text();
      html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("Quais são os meus canais?");
      expect(html).not.toContain("Qual é o meu perfil?");
      expect(await app.db.$count(compassConversations, eq(compassConversations.personId, person.id))).toBe(2);
    });

    it("nobody writes into another person's conversation", async () => {
      const owner = await withMap();
      const intruder = await withMap("Intrusa");
      const conversationId = randomUUID();
      await (await ask(owner.client, "Oi", conversationId)).text();
      const response = await ask(intruder.client, "Oi", conversationId);
      expect(response.status).toBe(404);
      expect((await response.json()).toast.description).toBe("Esta conversa não foi encontrada. Comece uma nova conversa.");
      expect(await app.db.$count(compassMessages, eq(compassMessages.conversationId, conversationId))).toBe(2);
    });

    it("an empty question and one over the length limit are refused in Portuguese", async () => {
      const person = await withMap();
      let response = await ask(person.client, "   \n ");
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.question).toBe("Escreva sua pergunta antes de enviar.");
      response = await ask(person.client, "a".repeat(1001));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.question).toBe("Sua pergunta passou de 1.000 caracteres. Tente resumi-la.");
      response = await ask(person.client, "tem um \u0000 aqui");
      expect(response.status).toBe(400);
    });

    it("questions per hour are limited per person (COMPASS_QUESTIONS_PER_HOUR): the refusal says when to come back, in Brasília time", async () => {
      const person = await withMap();
      const other = await withMap();
      for (let i = 0; i < 4; i++) expect((await ask(person.client, "Oi")).status).toBe(200);
      const conversationId = randomUUID();
      const response = await ask(person.client, "Oi", conversationId);
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      const body = await response.json();
      expect(body.toast).toEqual({
        title: "Hora de uma pausa",
        description: `Você fez muitas perguntas nesta hora; volte às ${formatClockTime(Date.now() + retryAfter * 1000)}. Enquanto isso, respire e integre o que recebeu.`,
      });
      expect(body.toast.description).not.toContain("tente novamente");
      // A refused question leaves no empty conversation behind for the page to open.
      expect(await app.db.$count(compassConversations, eq(compassConversations.id, conversationId))).toBe(0);
      // Someone else's limit is their own.
      expect((await ask(other.client, "Oi")).status).toBe(200);
    });
  });

  describe("the safety net", () => {
    const crisisTurns = async () => (await app.db.select({ turns: compassCrisisDays.turns }).from(compassCrisisDays)).reduce((sum, row) => sum + row.turns, 0);

    it("an indirect crisis gets the CVV message instead of a reading; it is flagged and counted, with no content kept for staff", async () => {
      const person = await withMap();
      const conversationId = randomUUID();
      const before = await crisisTurns();
      const reply = uiStreamText(await (await ask(person.client, "penso em sumir de vez, não vejo sentido em nada", conversationId)).text());
      expect(reply).toBe(CRISIS_REPLY);
      const stored = await app.db
        .select({ role: compassMessages.role, crisis: compassMessages.crisis })
        .from(compassMessages)
        .where(eq(compassMessages.conversationId, conversationId))
        .orderBy(compassMessages.seq);
      expect(stored).toEqual([
        { role: "user", crisis: true },
        { role: "assistant", crisis: false },
      ]);
      expect(await crisisTurns()).toBe(before + 1);
      const [today] = await app.db
        .select()
        .from(compassCrisisDays)
        .where(eq(compassCrisisDays.day, new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(new Date())));
      expect(today.turns).toBeGreaterThanOrEqual(1);
      // Staff see the figure on /admin, never the words.
      const dashboard = await admin.client.page(ROUTES.admin);
      expect(dashboard).toContain(compassStaffTexts.crisisTurns(await crisisTurns()));
      expect(dashboard).not.toContain("sumir de vez");
    });

    it("the conversation stays open: the next reply begins with the CVV reminder, the one after does not", async () => {
      const person = await withMap();
      const conversationId = randomUUID();
      await (await ask(person.client, "queria dormir e não acordar mais", conversationId)).text();
      const next = uiStreamText(await (await ask(person.client, "qual é a minha autoridade?", conversationId)).text());
      expect(next.startsWith(`${CRISIS_REMINDER}\n\n`)).toBe(true);
      expect(next).toContain("**Sua autoridade interior é Emocional.**");
      const after = uiStreamText(await (await ask(person.client, "e o meu perfil?", conversationId)).text());
      expect(after).not.toContain("CVV");
      // What the page shows on the next visit is what was streamed, reminder included.
      expect(await person.client.page(ROUTES.soulCompass)).toContain("se aquela dor voltar");
    });

    it("a crisis is answered even past the hourly limit", async () => {
      const person = await withMap();
      for (let i = 0; i < 4; i++) await (await ask(person.client, "Oi")).text();
      expect((await ask(person.client, "Oi")).status).toBe(429);
      const response = await ask(person.client, "to pensando em acabar com tudo");
      expect(response.status).toBe(200);
      expect(uiStreamText(await response.text())).toBe(CRISIS_REPLY);
    });
  });

  describe("the integral map, granted by staff", () => {
    it("computes the chart from the birth data, sets has_integral_map and audits", async () => {
      const person = await signedInPerson(app, { name: "Lia Estrela" });
      const result = await grantMap(admin, person.id, { ...BIRTH, city: "sao paulo", state: "sp" });
      expect(result).toMatchObject({ ok: true, name: "Lia Estrela", updated: false });
      const [row] = await app.db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, person.id));
      expect(row).toMatchObject({
        birthDate: "1990-05-17",
        birthTime: "10:45",
        birthCity: "São Paulo",
        birthState: "SP",
        timeZone: "America/Sao_Paulo",
        grantedBy: admin.id,
      });
      expect(row.chartData).toEqual(JSON.parse(JSON.stringify(BIRTH_CHART)));
      const [profile] = await app.db.select({ has: profiles.hasIntegralMap }).from(profiles).where(eq(profiles.id, person.id));
      expect(profile.has).toBe(true);
      const [audit] = await app.db.select({ summary: auditLog.summary, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.targetId, person.id));
      expect(audit).toEqual({ summary: "Mapa Integral liberado para Lia Estrela", actorId: admin.id });
    });

    it("a correction recomputes the chart; the dialog reads back what is stored", async () => {
      const person = await signedInPerson(app);
      await grantMap(admin, person.id);
      const { utc: generatorUtc, ...generator } = GENERATOR_BIRTH;
      const corrected = await grantMap(admin, person.id, generator);
      expect(corrected).toMatchObject({ ok: true, updated: true });
      const [row] = await app.db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, person.id));
      expect(row.chartData).toEqual(JSON.parse(JSON.stringify(computeChart(new Date(generatorUtc)))));
      const read = await admin.client.get(`${ADMIN_ACTIONS.grantIntegralMap}?${INTEGRAL_MAP_PERSON_PARAM}=${person.id}`);
      expect(await read.json()).toEqual({
        ok: true,
        birth: { birthDate: "1978-03-21", birthTime: "19:30", city: "Rio de Janeiro", state: "RJ" },
        source: { kind: "integralMap", at: null },
      });
    });

    it("a place the data does not know is refused next to the city field", async () => {
      const person = await signedInPerson(app);
      const response = await admin.client.action(ADMIN_ACTIONS.grantIntegralMap, { userId: person.id, ...BIRTH, city: "Gotham" });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ city: "Cidade não encontrada neste estado." });
      expect(await app.db.$count(integralSoulMaps, eq(integralSoulMaps.userId, person.id))).toBe(0);
    });

    it("revoking removes the map and the flag; revoking again says there is none", async () => {
      const person = await withMap();
      expect((await admin.client.action(ADMIN_ACTIONS.revokeIntegralMap, { userId: person.id })).body).toMatchObject({ ok: true });
      expect(await app.db.$count(integralSoulMaps, eq(integralSoulMaps.userId, person.id))).toBe(0);
      const [profile] = await app.db.select({ has: profiles.hasIntegralMap }).from(profiles).where(eq(profiles.id, person.id));
      expect(profile.has).toBe(false);
      const again = await admin.client.action(ADMIN_ACTIONS.revokeIntegralMap, { userId: person.id });
      expect(again.status).toBe(409);
      expect(again.body.toast?.description).toBe(integralMapMessages.noMap);
    });

    it("only admins grant, read or revoke", async () => {
      const target = await signedInPerson(app);
      for (const role of ["cliente", "therapist"] as const) {
        const person = await signedInPerson(app, { role });
        expect((await person.client.postJson(ADMIN_ACTIONS.grantIntegralMap, { userId: target.id, ...BIRTH })).status).toBe(403);
        expect((await person.client.postJson(ADMIN_ACTIONS.revokeIntegralMap, { userId: target.id })).status).toBe(403);
        expect((await person.client.get(`${ADMIN_ACTIONS.grantIntegralMap}?${INTEGRAL_MAP_PERSON_PARAM}=${target.id}`)).status).toBe(403);
      }
      const anonymous = await app.client().postJson(ADMIN_ACTIONS.grantIntegralMap, { userId: target.id, ...BIRTH });
      expect(anonymous.status).toBe(302);
      expect(await app.db.$count(integralSoulMaps, eq(integralSoulMaps.userId, target.id))).toBe(0);
    });

    it("the person sees 'Meu Mapa Integral' in the client area, in Portuguese", async () => {
      const person = await withMap();
      const html = await person.client.page(ROUTES.clientArea);
      expect(html).toContain("Meu Mapa Integral");
      expect(html).toContain("Projetor");
      expect(html).toContain("Emocional");
      // The term once, then the value: never 'Perfil: Perfil 3/5'.
      expect(html).toContain('<dt class="font-semibold text-brand-900">Perfil</dt><dd>3/5</dd>');
      expect(html).not.toContain("Perfil 3/5");
      expect(html).toContain(incarnationCrossLabel(BIRTH_CHART.incarnationCross));
      expect(html).toContain("data-bodygraph");
      const without = await signedInPerson(app);
      expect(await without.client.page(ROUTES.clientArea)).not.toContain("Meu Mapa Integral");
    });

    it("the data export carries the chat history", async () => {
      const person = await withMap();
      await (await ask(person.client, "Qual é o meu tipo?")).text();
      const response = await person.client.get(MEMBER_ENDPOINTS.personalData);
      const data = (await response.json()) as { bussolaDaAlma: { mensagens: { role: string; text: string }[] }[]; mapaDaAlmaIntegral: { birthDate: string } };
      expect(data.bussolaDaAlma[0].mensagens.map((m) => m.role)).toEqual(["user", "assistant"]);
      expect(data.bussolaDaAlma[0].mensagens[0].text).toBe("Qual é o meu tipo?");
      expect(data.mapaDaAlmaIntegral.birthDate).toBe("1990-05-17");
    });
  });

  describe("'Reenviar e-mail de confirmação'", () => {
    it("sends a fresh confirmation link to an unconfirmed person, a few times an hour", async () => {
      const person = await signedInPerson(app, { confirmed: false });
      const before = await app.db.$count(mailOutbox, eq(mailOutbox.to, person.email));
      for (let i = 0; i < 3; i++) expect((await person.client.action(ACCOUNT_ACTIONS.resendConfirmation, {})).status).toBe(200);
      expect(await app.db.$count(mailOutbox, eq(mailOutbox.to, person.email))).toBe(before + 3);
      const limited = await person.client.action(ACCOUNT_ACTIONS.resendConfirmation, {});
      expect(limited.status).toBe(429);
      expect(limited.body.toast?.title).toBe("Falha ao reenviar e-mail");
    });

    it("refuses a visitor and a confirmed address", async () => {
      expect((await app.client().action(ACCOUNT_ACTIONS.resendConfirmation, {})).status).toBe(401);
      expect((await (await signedInPerson(app)).client.action(ACCOUNT_ACTIONS.resendConfirmation, {})).status).toBe(409);
    });
  });
});

describe("Soul Compass providers (PGlite)", () => {
  let peer: ChatCompletionsPeer;
  let app: TestApp;
  let person: SignedInPerson;

  beforeAll(async () => {
    peer = await startChatCompletionsServer();
    app = await createTestServices({
      db: "pglite",
      captureLogs: true,
      env: { AI_PROVIDER: "openai-compatible", AI_BASE_URL: peer.baseUrl, AI_MODEL: "modelo-de-teste", AI_TIMEOUT_SECONDS: "1", COMPASS_HISTORY_MESSAGES: "2" },
    });
    const admin = await signedInPerson(app, { role: "admin" });
    person = await signedInPerson(app, { name: "Marina Sol" });
    await grantMap(admin, person.id);
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it("speaks Chat Completions, with the chart's facts in the system prompt, and streams the reply", async () => {
    peer.behave({ kind: "reply", reply: "Você é **Projetor**: espere o convite." });
    const response = await ask(person.client, "Quem sou eu?");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(uiStreamParts(body).filter((p) => p.type === "text-delta").length).toBeGreaterThan(3);
    expect(uiStreamText(body)).toBe("Você é **Projetor**: espere o convite.");

    const request = peer.requests.at(-1)!;
    expect(request.model).toBe("modelo-de-teste");
    expect(request.stream).toBe(true);
    const system = request.messages[0];
    expect(system.role).toBe("system");
    const facts = chartFacts(BIRTH_CHART);
    for (const fact of [
      "- Tipo: Projetor",
      "- Estratégia: Esperar o convite",
      "- Autoridade interior: Emocional",
      "- Perfil: 3/5",
      `- Cruz de encarnação: ${facts.cross.label}`,
      "Porta 8.3 — Sol (Personalidade, linha 3)",
      "Responda sempre em português do Brasil",
      "CVV",
    ]) {
      expect(system.content).toContain(fact);
    }
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "Quem sou eu?" });
  });

  it("sends only the last COMPASS_HISTORY_MESSAGES messages of the conversation with a question", async () => {
    peer.behave({ kind: "reply", reply: "Resposta." });
    const conversationId = randomUUID();
    for (const q of ["Primeira", "Segunda", "Terceira"]) await (await ask(person.client, q, conversationId)).text();
    const sent = peer.requests.at(-1)!.messages.slice(1);
    expect(sent).toEqual([
      { role: "user", content: "Segunda" },
      { role: "assistant", content: "Resposta." },
      { role: "user", content: "Terceira" },
    ]);
  });

  it("a provider error ends in the spec's message, stores nothing and logs no question", async () => {
    peer.behave({ kind: "fail", status: 500, message: "falha interna do provedor" });
    const conversationId = randomUUID();
    const response = await ask(person.client, "Pergunta secreta que não pode ir para o log", conversationId);
    expect(response.status).toBe(200);
    const errors = uiStreamParts(await response.text()).filter((p) => p.type === "error");
    expect(errors.map((e) => e.errorText)).toEqual(["Não foi possível obter uma resposta. Tente novamente."]);
    expect(await app.db.$count(compassMessages, eq(compassMessages.conversationId, conversationId))).toBe(0);
    expect(app.logs.join("\n")).toContain("a Bússola não obteve resposta do modelo");
    expect(app.logs.join("\n")).not.toContain("Pergunta secreta");
  });

  it("a crisis turn never reaches the model; the next question does, and its reply opens with the CVV reminder", async () => {
    peer.behave({ kind: "reply", reply: "Resposta do modelo." });
    const conversationId = randomUUID();
    const sent = peer.requests.length;
    const crisis = uiStreamText(await (await ask(person.client, "sou um peso pra minha família, todos ficariam melhor sem mim", conversationId)).text());
    expect(crisis).toBe(CRISIS_REPLY);
    expect(peer.requests.length).toBe(sent);
    const next = uiStreamText(await (await ask(person.client, "obrigada por me ouvir", conversationId)).text());
    expect(peer.requests.length).toBe(sent + 1);
    expect(next).toBe(`${CRISIS_REMINDER}\n\nResposta do modelo.`);
  });

  it("a provider that never answers ends at AI_TIMEOUT_SECONDS with its own message", async () => {
    peer.behave({ kind: "hang" });
    const started = Date.now();
    const response = await ask(person.client, "Você está aí?");
    const errors = uiStreamParts(await response.text()).filter((p) => p.type === "error");
    expect(errors.map((e) => e.errorText)).toEqual(["A Bússola demorou demais para responder. Tente novamente."]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
