import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { compassFailureToast, compassTexts as t } from "#domain/compass/texts.ts";
import { ROUTES } from "#domain/paths.ts";
import { integralSoulMaps, profiles } from "#server/db/schema.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";
import { integralMapRow } from "#tests/fixtures/integral-map.ts";
import { startChatCompletionsServer } from "#tests/support/chat-completions.ts";

import { expectToast, signInViaHttp } from "./support/flows.ts";

// The Soul Compass with AI_PROVIDER=openai-compatible against a Chat Completions peer on 127.0.0.1:
// a reply's Markdown is rendered, its unsafe links and raw HTML are not; a failed call shows the
// spec's toast and bot message (§8); an indirect crisis is answered by the safety net, and the model
// never hears of it.

const peer = await startChatCompletionsServer();

const log = (page: Page) => page.getByRole("log", { name: t.chatHeading });
const question = (page: Page) => page.getByRole("textbox", { name: t.inputLabel });

describe.skipIf(!browserAvailable())("Bússola da Alma com um provedor compatível com OpenAI", () => {
  const e2e = useE2e({
    people: { seeker: { name: "Helena Mar" } },
    env: { AI_PROVIDER: "openai-compatible", AI_BASE_URL: peer.baseUrl, AI_MODEL: "modelo-e2e" },
    seed: async (db) => {
      const seeker = e2e.people.seeker;
      await db.insert(integralSoulMaps).values(integralMapRow(seeker.id));
      await db.update(profiles).set({ hasIntegralMap: true }).where(eq(profiles.id, seeker.id));
    },
  });
  afterAll(() => peer.close());

  it("renders Markdown; a javascript: link and raw HTML in a reply stay harmless", async () => {
    peer.behave({
      kind: "reply",
      reply: "Você é **Projetor**. Veja [este link](javascript:alert(document.cookie)) e [o CVV](https://cvv.org.br). <img src=x onerror=alert(1)><b>cru</b>",
    });
    const { page, context } = await e2e.open();
    await signInViaHttp(context, e2e.people.seeker);
    await page.goto(ROUTES.soulCompass);
    await question(page).fill("Quem sou eu?");
    await question(page).press("Enter");
    const reply = log(page).locator(".compass-markdown").nth(1);
    await reply.getByRole("link", { name: "o CVV" }).waitFor();
    expect(await reply.locator("strong").innerText()).toBe("Projetor");
    const cvv = reply.getByRole("link", { name: "o CVV" });
    expect(await cvv.getAttribute("href")).toBe("https://cvv.org.br");
    expect(await cvv.getAttribute("target")).toBe("_blank");
    // react-markdown's URL filter empties the unsafe href: no link to follow.
    const unsafe = reply.locator("a", { hasText: "este link" });
    expect(await unsafe.getAttribute("href")).toBe("");
    expect(await reply.locator("img, b").count()).toBe(0);
    expect(await reply.innerText()).toContain("<b>cru</b>");
  });

  it("a failed call: 'Erro ao contatar a Bússola' and the bot's apology, and the next question works", async () => {
    peer.behave({ kind: "fail", status: 503, message: "sobrecarregado" });
    const { page, context } = await e2e.open();
    await signInViaHttp(context, e2e.people.seeker);
    await page.goto(ROUTES.soulCompass);
    await question(page).fill("Você me ouve?");
    await question(page).press("Enter");
    await expectToast(page, compassFailureToast());
    await log(page).getByText(t.connectionFailed).waitFor();
    peer.behave({ kind: "reply", reply: "Sim, estou aqui." });
    await expect.poll(() => question(page).isEnabled()).toBe(true);
    await question(page).fill("E agora?");
    await question(page).press("Enter");
    await log(page).getByText("Sim, estou aqui.").waitFor();
    expect(peer.requests.at(-1)?.messages.at(-1)).toEqual({ role: "user", content: "E agora?" });
  });

  it("an indirect crisis gets the CVV reply and the model receives no request; the next answer opens with the reminder", async () => {
    peer.behave({ kind: "reply", reply: "Resposta do modelo." });
    const { page, context } = await e2e.open();
    await signInViaHttp(context, e2e.people.seeker);
    await page.goto(ROUTES.soulCompass);
    // A conversation of its own: the reminder depends on this conversation's previous question only.
    const fresh = page.getByRole("button", { name: t.newConversation });
    if (await fresh.isEnabled()) await fresh.click();
    const sent = peer.requests.length;
    await question(page).fill("to pensando em acabar com tudo, sou um peso pra todo mundo");
    await question(page).press("Enter");
    const crisis = log(page).locator(".compass-markdown").last();
    await crisis.getByRole("link", { name: "cvv.org.br" }).waitFor();
    expect(await crisis.innerText()).toContain("188");
    expect(await crisis.innerText()).toContain("192");
    expect(peer.requests.length).toBe(sent);

    await expect.poll(() => question(page).isEnabled()).toBe(true);
    await question(page).fill("obrigada");
    await question(page).press("Enter");
    await log(page).getByText("Resposta do modelo.").waitFor();
    expect(peer.requests.length).toBe(sent + 1);
    const next = await log(page).locator(".compass-markdown").last().innerText();
    // The reminder comes first, then the model's own answer (after the bubble's hidden "Bússola da Alma:").
    expect(next).toMatch(/^Bússola da Alma:\s+Antes de tudo: se aquela dor voltar[\s\S]*188[\s\S]*Resposta do modelo\.$/);
  });
});
