import { describe, expect, it } from "vitest";

import { cataloguePhotoTexts } from "#app/features/admin/catalogue-item-photo.tsx";
import { therapistTexts } from "#app/features/members/texts.ts";
import { imageMessages, imageTexts, SITE_IMAGE_LABELS } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { browserAvailable, DESKTOP, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { metadataLeft, phonePhoto } from "#tests/fixtures/images.ts";

import { seriousViolations } from "./support/axe.ts";
import { expectToast, fieldError, signedInAdmin, signInViaHttp } from "./support/flows.ts";

// Issue 18 in the browser: staff upload a phone photo (EXIF GPS, sideways) as the founder's → the
// home and /instituto show it, Chromium gets AVIF, the files carry no EXIF/GPS; a therapist adds a
// product with a photo → after approval the shop card shows it.

const FOUNDER_ALT = "Retrato da fundadora sorrindo no jardim";

describe.skipIf(!browserAvailable())("photos", () => {
  const e2e = useE2e({ people: { therapist: { role: "therapist", name: "Teresa Luz" } } });

  it("staff upload a phone photo as the founder's: the home and /instituto show it upright, as AVIF, without EXIF or GPS", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.siteImages);
    await page.getByRole("heading", { name: "Imagens do site" }).waitFor();
    const founder = page.getByRole("group", { name: SITE_IMAGE_LABELS.founder.title });
    await founder.getByLabel(new RegExp(`^${imageTexts.pick}`)).setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    // The preview, with the focal point a click away; no alternative text: refused beside the field, nothing sent.
    await founder.getByRole("img", { name: imageTexts.previewAlt }).waitFor();
    await founder.getByRole("button", { name: /^Ponto de foco/ }).press("ArrowUp");
    await founder.getByRole("button", { name: new RegExp(`^${imageTexts.upload}`) }).click();
    expect(await fieldError(founder, imageTexts.alt)).toBe(imageMessages.altRequired);
    expect(await seriousViolations(page)).toEqual([]);

    await founder.getByLabel(imageTexts.alt).fill(FOUNDER_ALT);
    await founder.getByRole("button", { name: new RegExp(`^${imageTexts.upload}`) }).click();
    // A 12 MP photo takes seconds of CPU to encode: on a loaded machine, more than a toast's wait.
    await founder.getByRole("img", { name: FOUNDER_ALT }).waitFor({ timeout: 45_000 });
    await expectToast(page, imageTexts.uploadedToast);

    for (const path of [ROUTES.home, ROUTES.institute]) {
      const visitor = await e2e.open({ viewport: DESKTOP });
      await visitor.page.goto(path);
      const img = visitor.page.getByRole("img", { name: FOUNDER_ALT });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      const { src, width, height } = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, width: el.naturalWidth, height: el.naturalHeight }));
      // Chromium reads AVIF, so it takes the first <source>; the photo was sideways with EXIF orientation 6.
      expect(src, path).toMatch(/\/imagens\/[0-9a-f]{32}-\d+\.avif$/);
      expect(height, path).toBeGreaterThan(width);
      const served = await visitor.context.request.get(src);
      expect(served.headers()["content-type"]).toBe("image/avif");
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await metadataLeft(await served.body()), path).toEqual([]);
    }
    // WhatsApp's preview of /instituto is the photo's 1200×630 crop.
    const institute = await e2e.html(ROUTES.institute);
    const og = /<meta property="og:image" content="([^"]+)"/.exec(institute.body)?.[1] ?? "";
    expect(og).toMatch(/\/imagens\/[0-9a-f]{32}-og\.jpg$/);
    const preview = await fetch(og);
    expect(preview.headers.get("content-type")).toBe("image/jpeg");
    expect(await metadataLeft(Buffer.from(await preview.arrayBuffer()))).toEqual([]);
  });

  it("a therapist adds a product with a photo: staff see the thumbnail, and after approval the shop card shows it", async () => {
    const title = "Vela de Lavanda";
    const alt = "Vela lilás acesa sobre uma mesa de madeira";
    const therapist = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(therapist.context, e2e.people.therapist);
    await therapist.page.goto(ROUTES.therapist);
    await therapist.page.getByRole("button", { name: therapistTexts.products.add }).click();
    const form = therapist.page.getByRole("form", { name: therapistTexts.form.title });
    await form.getByLabel(therapistTexts.form.fields.title).fill(title);
    await form.getByLabel(therapistTexts.form.fields.category).selectOption("Produto");
    await form.getByLabel(therapistTexts.form.fields.price).fill("45,00");
    await form.getByLabel(therapistTexts.form.fields.points).fill("5");
    await form.getByLabel(therapistTexts.form.fields.paymentLink).fill("https://pagamento.exemplo.org.br/vela");
    const photo = form.getByRole("group", { name: therapistTexts.form.fields.image });
    await photo
      .getByLabel(new RegExp(`^${imageTexts.pick}`))
      .setInputFiles({ name: "vela.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 1400, height: 1000 }) });
    await photo.getByLabel(imageTexts.alt).fill(alt);
    await photo.getByRole("button", { name: new RegExp(`^${imageTexts.upload}`) }).click();
    await expectToast(therapist.page, imageTexts.uploadedToast);
    await photo.getByText(therapistTexts.form.imageAttached).waitFor();
    expect(await seriousViolations(therapist.page)).toEqual([]);
    await form.getByRole("button", { name: therapistTexts.form.submit }).click();
    await expectToast(therapist.page, toasts.productSubmitted);

    const staff = await e2e.open();
    await signedInAdmin(staff.context);
    await staff.page.goto(ADMIN_ROUTES.products);
    const row = staff.page.getByRole("row").filter({ hasText: title });
    await row.getByTestId("miniatura-produto").getByRole("img", { name: alt }).waitFor();
    await row.getByRole("button", { name: `Aprovar ${title}` }).click();
    await expectToast(staff.page, toasts.statusUpdated("approved"));

    const visitor = await e2e.open({ viewport: DESKTOP });
    await visitor.page.goto(ROUTES.products);
    const card = visitor.page.locator("[id^=produto-]").filter({ hasText: title });
    const img = card.getByRole("img", { name: alt });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    expect(await card.locator('img[src^="/art/"]').count()).toBe(0);
  });

  it("staff put a photo on a nucleus from its editor: the movement page's card shows it at 360 px, and 'Remover foto' brings the drawing back", async () => {
    const alt = "Roda de meditação ao ar livre";
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.contentEdit.replace(":lista", "nucleos").replace(":id", "nucleo001"));
    const section = page.getByRole("group", { name: cataloguePhotoTexts.legend });
    await section
      .getByLabel(new RegExp(`^${imageTexts.pick}`))
      .setInputFiles({ name: "roda.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 1400, height: 1000 }) });
    await section.getByLabel(imageTexts.alt).fill(alt);
    await section.getByRole("button", { name: new RegExp(`^${imageTexts.upload}`) }).click();
    // Encoding every width in three formats takes seconds of CPU: on a loaded machine, more than a toast's wait.
    await section.getByRole("img", { name: alt }).waitFor({ timeout: 45_000 });
    await expectToast(page, imageTexts.uploadedToast);
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await e2e.open({ viewport: MOBILE });
    await visitor.page.goto(ROUTES.movement);
    const img = visitor.page.locator("#nucleo001").getByRole("img", { name: alt });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: imageTexts.remove }).click();
    await expectToast(page, imageTexts.removedToast);
    await visitor.page.reload();
    expect(await visitor.page.locator("#nucleo001").getByRole("img", { name: alt }).count()).toBe(0);
  });
});
