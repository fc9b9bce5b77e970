import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";

import { RESEND_LABEL } from "#app/features/account/resend-confirmation.tsx";
import { integralMapToasts } from "#domain/compass/integral-map.ts";
import { compassTexts as t } from "#domain/compass/texts.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { integralSoulMaps } from "#server/db/schema.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { GENERATOR_BIRTH, integralMapRow } from "#tests/fixtures/integral-map.ts";
import type { SeedPersonOptions } from "#tests/fixtures/people.ts";

import { seriousViolations } from "./support/axe.ts";
import { authDialog, expectToast, signedInAdmin, signInThroughModal, signInViaHttp } from "./support/flows.ts";

// The Soul Compass in Chromium with the builtin responder (the default, offline): staff grant the
// map from /admin/clients, the person chats, reloads and finds the conversation, starts another.

const PEOPLE = {
  seeker: { name: "Clara Luz Divina" },
  unconfirmed: { name: "Dora Espera", confirmed: false },
  withoutMap: { name: "Eva Oferta" },
  reader: { name: "Fábia Leitora", profile: { hasIntegralMap: true } },
} satisfies Record<string, SeedPersonOptions>;

const log = (page: Page) => page.getByRole("log", { name: t.chatHeading });
const question = (page: Page) => page.getByRole("textbox", { name: t.inputLabel });
const botBubbles = (page: Page) => log(page).locator(".compass-markdown");

describe.skipIf(!browserAvailable())("Bússola da Alma", () => {
  const e2e: ReturnType<typeof useE2e<keyof typeof PEOPLE>> = useE2e({
    people: PEOPLE,
    // The reader's map is written as a grant would write it; the seeker's is granted through the panel.
    seed: async (db) => {
      await db.insert(integralSoulMaps).values(integralMapRow(e2e.people.reader.id, GENERATOR_BIRTH));
    },
  });
  const people = e2e.people;

  it("a visitor reads 'Acesso Exclusivo'; signing in from it comes back to the Compass", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.soulCompass);
    await expect.poll(() => page.getByRole("heading", { name: t.exclusiveTitle }).isVisible()).toBe(true);
    await page.getByRole("button", { name: t.exclusiveCta }).click();
    await signInThroughModal(authDialog(page), people.withoutMap.email, people.withoutMap.password);
    // Back on /soul-compass, past the gate: the offers of someone without a map.
    await page.getByRole("heading", { name: t.salesTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.soulCompass);
    expect(await page.getByRole("link", { name: /Transformação Completa/ }).getAttribute("target")).toBe("_blank");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("an unconfirmed e-mail sees 'Confirme seu E-mail' and can ask for the link again", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(context, people.unconfirmed);
    await page.goto(ROUTES.soulCompass);
    await page.getByRole("heading", { name: t.confirmTitle }).waitFor();
    await page.getByText(people.unconfirmed.email).waitFor();
    await page.getByRole("button", { name: RESEND_LABEL }).click();
    await expectToast(page, { title: "✉️ E-mail de confirmação reenviado!" });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("staff grant the integral map; the person chats, reloads, finds the conversation and starts a new one", async () => {
    // Staff: /admin/clients → 'Liberar Mapa Integral' → birth data with the city picker.
    const staff = await e2e.open();
    await signedInAdmin(staff.context);
    await staff.page.goto(`${ADMIN_ROUTES.clients}?q=Clara`);
    const row = staff.page.getByRole("row").filter({ hasText: PEOPLE.seeker.name });
    await row.getByRole("button", { name: /Liberar Mapa Integral/ }).click();
    const dialog = staff.page.getByRole("dialog", { name: "Liberar Mapa Integral" });
    await dialog.getByLabel("Data de nascimento").fill("1990-05-17");
    await dialog.getByLabel("Horário de nascimento").fill("10:45");
    await dialog.getByRole("combobox", { name: "Cidade de nascimento" }).pressSequentially("São Pau");
    await dialog.getByRole("option", { name: /São Paulo — SP/ }).click();
    expect(await dialog.getByLabel("UF").inputValue()).toBe("SP");
    await dialog.getByRole("button", { name: "Calcular e liberar" }).click();
    await expectToast(staff.page, integralMapToasts.granted(PEOPLE.seeker.name));
    await row.getByRole("button", { name: /Corrigir Mapa Integral/ }).waitFor();
    expect(await row.getByRole("cell", { name: "Liberado" }).count()).toBe(1);

    // The person: greeted by the first name, asks with Enter, reads a reply from their own chart.
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(context, people.seeker);
    await page.goto(ROUTES.soulCompass);
    await log(page).getByText(t.greeting("Clara")).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Empty and whitespace-only questions are ignored; Shift+Enter breaks the line.
    await question(page).press("Enter");
    await question(page).fill("   ");
    await question(page).press("Enter");
    expect(await log(page).locator(".justify-end").count()).toBe(0);
    await question(page).fill("Qual é a minha autoridade?");
    await question(page).press("Shift+Enter");
    expect(await question(page).inputValue()).toBe("Qual é a minha autoridade?\n");
    await question(page).press("Enter");

    // While the reply streams, the input is disabled and the stop button shows; then it is back.
    await expect.poll(() => question(page).isDisabled()).toBe(true);
    await page.getByRole("button", { name: t.stop }).waitFor();
    await botBubbles(page).nth(1).getByText("Sua autoridade interior é Emocional.").waitFor();
    await expect.poll(() => question(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await botBubbles(page).nth(1).locator("strong").first().innerText()).toBe("Sua autoridade interior é Emocional.");

    // The newest message is scrolled into view.
    const scrolled = await log(page).evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 4);
    expect(scrolled).toBe(true);

    // Reload: the conversation comes back from the server.
    await page.reload();
    await log(page).getByText("Qual é a minha autoridade?").waitFor();
    expect(await botBubbles(page).count()).toBe(2);

    // 'Nova conversa': a fresh one; after a question and a reload, only it shows.
    await page.getByRole("button", { name: t.newConversation }).click();
    expect(await botBubbles(page).count()).toBe(1);
    await question(page).fill("Qual é o meu perfil?");
    await page.getByRole("button", { name: t.send }).click();
    await botBubbles(page).nth(1).getByText("Seu perfil é 3/5").waitFor();
    await expect.poll(() => question(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await log(page).getByText("Qual é o meu perfil?").waitFor();
    expect(await log(page).getByText("Qual é a minha autoridade?").count()).toBe(0);

    // The client area shows the map the chat answers from.
    await page.goto(ROUTES.clientArea);
    const card = page.getByRole("region", { name: "Meu Mapa Integral" });
    await card.getByText("Projetor").waitFor();
    await card.getByRole("img", { name: /Seu mapa\. Centros definidos:/ }).waitFor();
  });

  it("the chat's code (AI SDK client, Markdown) loads only with the chat, never on a public page or the gate", async () => {
    const scriptsOf = async (signIn: { email: string; password: string } | null, paths: string[]) => {
      const { page, context } = await e2e.open();
      if (signIn) await signInViaHttp(context, signIn);
      const scripts = new Set<string>();
      page.on("request", (r: Request) => {
        if (r.resourceType() === "script") scripts.add(new URL(r.url()).pathname);
      });
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      }
      return scripts;
    };
    const gate = await scriptsOf(null, [ROUTES.home, ROUTES.readings, ROUTES.soulCompass]);
    const offers = await scriptsOf(people.withoutMap, [ROUTES.soulCompass]);
    const chat = await scriptsOf(people.reader, [ROUTES.soulCompass]);
    const chatOnly = [...chat].filter((file) => !gate.has(file) && !offers.has(file));
    // The lazy chunk exists (a static import would leave nothing chat-only) and nobody else fetched it.
    expect(chatOnly.length).toBeGreaterThan(0);
    expect(chatOnly.some((file) => /\/chat-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it("the stop button ends a reply midway and gives the input back", async () => {
    const { page, context } = await e2e.open();
    await signInViaHttp(context, people.reader);
    await page.goto(ROUTES.soulCompass);
    await question(page).fill("Fale dos meus centros definidos e abertos");
    await question(page).press("Enter");
    await page.getByRole("button", { name: t.stop }).click();
    await expect.poll(() => question(page).isEnabled()).toBe(true);
    const partial = await botBubbles(page).last().innerText();
    expect(partial.length).toBeGreaterThan(0);
    // The builtin reply to this question is long; stopped early, it is shorter than in full.
    await page.waitForTimeout(1_500);
    expect((await botBubbles(page).last().innerText()).length).toBe(partial.length);
  });
});
