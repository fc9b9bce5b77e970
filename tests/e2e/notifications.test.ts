import { tmpdir } from "node:os";
import path from "node:path";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { notificationTexts as t } from "#domain/notifications.ts";
import { orderMessages } from "#domain/orders.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { notifications, orders } from "#server/db/schema.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";

import { seriousViolations } from "./support/axe.ts";
import { signedInAdmin, signInViaHttp } from "./support/flows.ts";

// The bell at 360 px (issue 22 §8, docs/decisions/060): staff confirm a person's order on
// /admin/orders; on the person's next page the bell shows "1", its list opens with the new
// notification first (older ones below, scrolling inside the dialog), and 'Marcar como lida'
// clears the badge. axe passes with the list open.

const ORDER_TITLE = "Baralho do Sino";
const OLDER = [
  "Seu Mapa Integral foi liberado",
  "Produto aprovado",
  "Pedido cancelado",
  "Pedido concluído",
  "Seu Mapa Integral foi atualizado",
  "Pedido estornado",
];
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);

describe.skipIf(!browserAvailable())("o sino de notificações num celular de 360 px", () => {
  const e2e = useE2e({
    people: { buyer: { name: "Clara Compradora" }, quiet: { name: "Quieta Sem Avisos" } },
    seed: async (db) => {
      const people = e2e.people;
      await db.insert(orders).values({
        buyerId: people.buyer.id,
        itemKind: "product",
        itemId: "x",
        title: ORDER_TITLE,
        sellerName: "Instituto",
        priceCents: 4_900,
        points: 10,
      });
      // Older notifications, already read: the new one must come first, and the list scrolls inside the dialog.
      await db.insert(notifications).values(
        OLDER.map((title, i) => ({
          userId: people.buyer.id,
          kind: "order-completed" as const,
          title,
          body: `Um aviso antigo, de ${i + 1} ${i === 0 ? "hora" : "horas"} atrás, com um texto longo o bastante para ocupar duas linhas num celular.`,
          link: ROUTES.clientArea,
          createdAt: hoursAgo(i + 1),
          readAt: hoursAgo(i + 1),
        })),
      );
    },
  });

  const bell = (page: Page) => page.getByTestId("notifications-button");

  it("staff confirm an order → the buyer's bell shows 1, the list opens newest first, 'Marcar como lida' clears the badge", async () => {
    const buyer = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(buyer.context, e2e.people.buyer);
    await buyer.page.goto(ROUTES.home);
    expect(await bell(buyer.page).getAttribute("aria-label")).toBe("Notificações, nenhuma não lida");
    expect(await buyer.page.getByTestId("notifications-badge").count()).toBe(0);

    const staff = await e2e.open({ viewport: MOBILE });
    await signedInAdmin(staff.context);
    await staff.page.goto(ADMIN_ROUTES.orders);
    await staff.page.getByRole("button", { name: new RegExp(`^${orderMessages.complete}\\s*: ${ORDER_TITLE}$`) }).click();
    await staff.page.getByRole("button", { name: new RegExp(`^${orderMessages.complete}\\s*: ${ORDER_TITLE}$`) }).waitFor({ state: "detached" });

    // The buyer's next navigation brings the count.
    await buyer.page.goto(ROUTES.institute);
    await expect.poll(() => buyer.page.getByTestId("notifications-badge").textContent()).toBe("1");
    expect(await bell(buyer.page).getAttribute("aria-label")).toBe("Notificações, 1 não lida");

    await bell(buyer.page).click();
    const dialog = buyer.page.getByRole("dialog", { name: t.heading });
    const items = dialog.getByTestId("notification-list").getByRole("listitem");
    await expect.poll(() => items.count()).toBe(OLDER.length + 1);
    expect(await items.first().textContent()).toContain(`Seu pedido "${ORDER_TITLE}" foi confirmado.`);
    expect(await items.first().textContent()).toContain("Pedido concluído");
    expect((await items.nth(1).textContent()) ?? "").toContain(OLDER[0]);

    // The dialog fits the 360 px screen; what does not fit scrolls inside it.
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height);
    expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await scrollWidth(buyer.page)).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousViolations(buyer.page)).toEqual([]);
    // The issue asks for this screenshot in the report (what fits, what scrolls).
    await buyer.page.screenshot({ path: path.join(process.env.MEETS_SHOTS_DIR ?? tmpdir(), "bell-360.png") });

    // Keyboard: the focus is inside the dialog; 'Marcar como lida' is reachable and pressed with Enter.
    const markRead = dialog.getByRole("button", { name: t.markRead });
    expect(await markRead.count()).toBe(1);
    await markRead.focus();
    await buyer.page.keyboard.press("Enter");
    await markRead.waitFor({ state: "detached" });
    await expect.poll(() => buyer.page.getByTestId("notifications-badge").count()).toBe(0);
    expect(await bell(buyer.page).getAttribute("aria-label")).toBe("Notificações, nenhuma não lida");

    // Escape closes the list and gives the focus back to the bell; the next page agrees: nothing unread.
    await buyer.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await bell(buyer.page).evaluate((el) => el === document.activeElement)).toBe(true);
    await buyer.page.goto(ROUTES.home);
    expect(await bell(buyer.page).getAttribute("aria-label")).toBe("Notificações, nenhuma não lida");
  });

  it("someone with no notifications reads the empty state, and axe passes", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(context, e2e.people.quiet);
    await page.goto(ROUTES.home);
    await bell(page).click();
    const dialog = page.getByRole("dialog", { name: t.heading });
    await dialog.getByText(t.empty).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
