import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { birthSourceNote, integralMapMessages } from "#domain/compass/integral-map.ts";
import { ADMIN_ROUTES } from "#domain/paths.ts";
import { orders, soulMapSubmissions } from "#server/db/schema.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { seedPerson } from "#tests/fixtures/people.ts";

import { seriousViolations } from "./support/axe.ts";
import { signedInAdmin } from "./support/flows.ts";

// Staff on a phone (360 px): the lists never widen the page, the 'Liberar Mapa Integral' dialog
// fits the screen and scrolls inside itself, and it arrives filled with what the person already gave.

const SHOTS = process.env.MEETS_SHOTS_DIR;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const MAPPED = "Pessoa Com Nome Bem Comprido Para Caber No Celular";
const SIGNED_UP = "Pessoa Só Com Cadastro";
const MAP_AT = minutesAgo(30);
const SIGNED_UP_AT = minutesAgo(90);

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);

describe.skipIf(!browserAvailable())("o painel num celular de 360 px", () => {
  const e2e = useE2e({
    seed: async (db) => {
      const mapped = await seedPerson(db, {
        name: MAPPED,
        email: "pessoa.com.um.endereco.de.email.bem.comprido@essencia.test",
        profile: { birthDate: "1990-03-05", updatedAt: minutesAgo(600) },
      });
      await seedPerson(db, { name: SIGNED_UP, profile: { birthDate: "1985-11-02", updatedAt: SIGNED_UP_AT } });
      const therapist = await seedPerson(db, { role: "therapist", name: "Terapeuta Vendedora Com Nome Longo" });
      await db.insert(soulMapSubmissions).values({
        userId: mapped.id,
        name: MAPPED,
        birthDate: "1991-07-20",
        birthTime: "14:30",
        birthCity: "Curitiba - PR",
        email: "pessoa.com.um.endereco.de.email.bem.comprido@essencia.test",
        submittedAt: MAP_AT,
      });
      const order = {
        buyerId: mapped.id,
        itemKind: "product",
        itemId: "x",
        sellerId: therapist.id,
        sellerName: "Terapeuta Vendedora Com Nome Longo",
        priceCents: 129_000,
        points: 129,
      } as const;
      await db.insert(orders).values([
        { ...order, title: "Baralho das Almas Gêmeas e Outras Conexões", createdAt: minutesAgo(5) },
        { ...order, title: "Pedido Concluído", status: "completed", createdAt: minutesAgo(50) },
      ]);
    },
  });

  async function adminAt(path: string) {
    const opened = await e2e.open({ viewport: MOBILE });
    await signedInAdmin(opened.context);
    await opened.page.goto(path);
    return opened;
  }

  it.each([ADMIN_ROUTES.clients, ADMIN_ROUTES.orders])("%s não alarga a página: a lista cabe em 360 px e passa no axe", async (path) => {
    const { page } = await adminAt(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page
      .getByText(path === ADMIN_ROUTES.clients ? MAPPED : "Baralho das Almas Gêmeas e Outras Conexões")
      .first()
      .waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${path.split("/").at(-1)}-360.png`, fullPage: true });
  });

  it("'Liberar Mapa Integral' cabe na tela, rola por dentro e vem preenchido com o mapa gratuito mais recente", async () => {
    const { page } = await adminAt(ADMIN_ROUTES.clients);
    await page.getByRole("button", { name: new RegExp(`^${integralMapMessages.grantTitle}\\s*: ${MAPPED}$`) }).click();
    const dialog = page.getByRole("dialog", { name: integralMapMessages.grantTitle });
    await dialog.getByText(birthSourceNote({ kind: "soulMap", at: MAP_AT.toISOString() }) as string).waitFor();
    expect(await dialog.getByLabel("Data de nascimento").inputValue()).toBe("1991-07-20");
    expect(await dialog.getByLabel("Horário de nascimento").inputValue()).toBe("14:30");
    expect(await dialog.getByRole("combobox", { name: "Cidade de nascimento" }).inputValue()).toBe("Curitiba");
    expect(await dialog.getByLabel("UF", { exact: true }).inputValue()).toBe("PR");
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height);
    // Whatever does not fit scrolls inside the dialog: its last control can be brought into view.
    const save = dialog.getByRole("button", { name: integralMapMessages.save });
    await save.scrollIntoViewIfNeeded();
    expect(await save.isVisible()).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/integral-map-dialog-360.png` });
  });

  it("sem mapa gratuito, traz a data do cadastro e diz o que falta", async () => {
    const { page } = await adminAt(ADMIN_ROUTES.clients);
    await page.getByRole("button", { name: new RegExp(`^${integralMapMessages.grantTitle}\\s*: ${SIGNED_UP}$`) }).click();
    const dialog = page.getByRole("dialog", { name: integralMapMessages.grantTitle });
    await dialog.getByText(birthSourceNote({ kind: "signUp", at: SIGNED_UP_AT.toISOString() }) as string).waitFor();
    expect(await dialog.getByLabel("Data de nascimento").inputValue()).toBe("1985-11-02");
    expect(await dialog.getByLabel("Horário de nascimento").inputValue()).toBe("");
  });
});
