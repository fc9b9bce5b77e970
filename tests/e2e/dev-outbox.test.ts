import { describe, expect, it } from "vitest";

import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { registration } from "#tests/fixtures/people.ts";

import { seriousViolations } from "./support/axe.ts";
import { registerViaHttp } from "./support/flows.ts";

// The development outbox (MAIL_TRANSPORT=dev, never in production): what a newcomer reads there
// is the e-mail as the person will receive it.

describe.skipIf(!browserAvailable())("caixa de saída de desenvolvimento", () => {
  const e2e = useE2e({ env: { NODE_ENV: "development", MAIL_TRANSPORT: "dev", SMTP_URL: "" } });

  it("mostra o corpo da mensagem em HTML e em texto, sem erro de hidratação, e passa no axe", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await registerViaHttp(context, registration({ name: "Pessoa Recém-Chegada" }));
    await page.goto("/dev/outbox");
    const html = page.frameLocator('iframe[title="Mensagem em HTML: Confirme seu e-mail"]');
    await html.getByRole("link", { name: "Confirmar meu e-mail" }).waitFor();
    await page.getByText("Versão em texto").click();
    await page
      .getByText(/Olá, Pessoa Recém-Chegada/)
      .first()
      .waitFor();
    // The page hydrated (a mismatch fails the test through the console) and answers clicks.
    expect(await page.locator("details").first().getAttribute("open")).toBe("");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
