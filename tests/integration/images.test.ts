import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { IMAGE_WIDTHS, imageMessages, imageUrl, OG_IMAGE, type PublicImage } from "#domain/images.ts";
import { ADMIN_ACTIONS, CATALOGUE_PHOTO_PARAM, IMAGE_UPLOADS, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { auditLog, catalogueItems, images, products, siteImages } from "#server/db/schema.ts";
import { releaseImage, sweepUnusedImages } from "#server/images/service.ts";
import { metadataLeft, oversizedFile, PDF_BYTES, phonePhoto, solidPng, SVG_BYTES, uploadForm } from "#tests/fixtures/images.ts";
import { availableDatabases, createPostgresDatabase, postgresAvailable, type PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { startS3Server } from "#tests/support/s3.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";

// Issue 18: photos uploaded through the site's endpoints, re-encoded, stored (DATA_DIR or an S3
// bucket) and served under content-addressed URLs; refusals store nothing; removal deletes the
// files with the last use; only staff upload the site's photos and a therapist only their own products'.

const ALT = "Retrato da fundadora sorrindo no jardim da sede";
const FIELDS = { alt: ALT };

type UploadAnswer = {
  ok: boolean;
  imageId?: string;
  image?: PublicImage;
  toast?: { title: string; description?: string };
  fieldErrors?: Record<string, string>;
};

async function upload(client: TestClient, target: string, file: { bytes: Uint8Array; name: string; type: string } | null, fields: Record<string, string>) {
  const response = await client.request(target, { method: "POST", body: uploadForm(file, fields), headers: { accept: "application/json" } });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const jpeg = (bytes: Uint8Array, name = "IMG_2024.jpg") => ({ bytes, name, type: "image/jpeg" });

/** Every file under the local image folder. */
function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, "images");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

/** Every URL of an image: each width in each format, and the preview. */
const urlsOf = (image: PublicImage) => [
  ...image.widths.flatMap((w) => (["avif", "webp", "jpeg"] as const).map((f) => imageUrl(image.hash, w, f))),
  imageUrl(image.hash, "og", "jpeg"),
];

describe.each(await availableDatabases())("photos (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;
  let therapist: SignedInPerson;
  let otherTherapist: SignedInPerson;
  let cliente: SignedInPerson;
  let photo: Buffer;

  beforeAll(async () => {
    app = await createTestServices({ db });
    [admin, therapist, otherTherapist, cliente] = await Promise.all([
      signedInPerson(app, { role: "admin", name: "Ana Admin" }),
      signedInPerson(app, { role: "therapist", name: "Teresa Terapeuta" }),
      signedInPerson(app, { role: "therapist", name: "Outra Terapeuta" }),
      signedInPerson(app, { role: "cliente", name: "Carla Cliente" }),
    ]);
    photo = await phonePhoto({ width: 1600, height: 1200 });
  });
  afterAll(() => app?.close());

  it("staff upload a phone photo as the founder's: stored upright in every width and format, served immutable without EXIF or GPS, shown on the home and /instituto", async () => {
    const sent = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(photo), { ...FIELDS, slot: "founder", focalX: "0.5", focalY: "0.3" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const image = sent.body.image as PublicImage;
    // Stored sideways (EXIF orientation 6): 1600×1200 as a file, 1200×1600 upright.
    expect(image).toMatchObject({ alt: ALT, width: 1200, height: 1600, widths: [320, 640, 960, 1200], focalX: 0.5, focalY: 0.3 });
    expect(storedFiles(app.dataDir)).toHaveLength(4 * 3 + 1);

    for (const url of urlsOf(image)) {
      const response = await app.client().get(url, { "accept-encoding": "gzip, br" });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe(url.endsWith(".avif") ? "image/avif" : url.endsWith(".webp") ? "image/webp" : "image/jpeg");
      expect(response.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(response.headers.get("content-encoding"), url).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await metadataLeft(bytes), url).toEqual([]);
      const meta = await sharp(bytes).metadata();
      if (url.endsWith("-og.jpg")) expect([meta.width, meta.height]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
      else expect(meta.height, url).toBeGreaterThan(meta.width as number);
    }
    const head = await app.client().request(urlsOf(image)[0], { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, expect.stringMatching(/^\d+$/)]);

    const home = await app.client().page(ROUTES.home);
    expect(home).toContain(`${imageUrl(image.hash, 640, "avif")} 640w`);
    expect(home).toContain(`alt="${ALT}"`);
    expect(home).not.toContain('src="/art/founder.svg"');
    const institute = await app.client().page(ROUTES.institute);
    expect(institute).toContain(`${imageUrl(image.hash, 320, "webp")} 320w`);
    expect(institute).toContain(`<meta property="og:image" content="${app.services.config.APP_URL}${imageUrl(image.hash, "og", "jpeg")}"/>`);
    expect(institute).toContain('<meta property="og:image:width" content="1200"/>');
  });

  it("answers 404 for a file it does not have or a name that is not one of its files", async () => {
    for (const target of [imageUrl("f".repeat(32), 320, "jpeg"), "/imagens/qualquer.svg", "/imagens/..%2F..%2Fdb"]) {
      const response = await app.client().get(target);
      expect(response.status, target).toBe(404);
    }
  });

  it.each([
    ["a PDF renamed .jpg", () => jpeg(PDF_BYTES, "foto.jpg"), 422, { file: imageMessages.pdf }],
    ["an SVG", () => ({ bytes: SVG_BYTES, name: "logo.svg", type: "image/svg+xml" }), 422, { file: imageMessages.svg }],
    ["a 20,000×20,000 PNG", () => ({ bytes: solidPng(20_000), name: "enorme.png", type: "image/png" }), 422, { file: imageMessages.tooManyPixels }],
    ["a 30 MB file", () => jpeg(oversizedFile(30)), 413, { file: imageMessages.tooLarge(15 * 1024 * 1024) }],
  ] as const)("refuses %s with a Portuguese message and stores nothing", async (_name, file, status, fieldErrors) => {
    const before = { rows: await app.count(images), files: storedFiles(app.dataDir) };
    const sent = await upload(admin.client, IMAGE_UPLOADS.siteImage, file(), { ...FIELDS, slot: "headquarters-3" });
    expect([sent.status, sent.body.fieldErrors]).toEqual([status, fieldErrors]);
    expect(sent.body.toast).toEqual({ title: "Foto não enviada", description: Object.values(fieldErrors)[0], destructive: true });
    expect({ rows: await app.count(images), files: storedFiles(app.dataDir) }).toEqual(before);
    expect(await app.db.select().from(siteImages).where(eq(siteImages.slot, "headquarters-3"))).toEqual([]);
  });

  it("refuses a photo without alternative text, or without a file, saying so next to the field", async () => {
    const before = await app.count(images);
    const noAlt = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(photo), { alt: "   ", slot: "headquarters-3" });
    expect([noAlt.status, noAlt.body.fieldErrors]).toEqual([400, { alt: imageMessages.altRequired }]);
    const noFile = await upload(admin.client, IMAGE_UPLOADS.siteImage, null, { ...FIELDS, slot: "headquarters-3" });
    expect([noFile.status, noFile.body.fieldErrors]).toEqual([400, { file: imageMessages.fileMissing }]);
    expect(await app.count(images)).toBe(before);
  });

  it("takes uploads only as multipart from the site itself", async () => {
    const json = await admin.client.postJson(IMAGE_UPLOADS.siteImage, { slot: "founder", alt: ALT });
    expect(json.status).toBe(415);
    const foreign = await admin.client.request(IMAGE_UPLOADS.siteImage, {
      method: "POST",
      body: uploadForm(jpeg(photo), { ...FIELDS, slot: "founder" }),
      headers: { origin: "https://outro.exemplo" },
    });
    expect(foreign.status).toBe(403);
  });

  it("lets only staff upload the site's photos: a cliente and a therapist are turned away before anything is read", async () => {
    const before = await app.count(images);
    for (const person of [cliente, therapist]) {
      const sent = await person.client.request(IMAGE_UPLOADS.siteImage, { method: "POST", body: uploadForm(jpeg(photo), { ...FIELDS, slot: "founder" }) });
      expect(sent.status).toBe(403);
    }
    const anonymous = await app.client().request(IMAGE_UPLOADS.siteImage, { method: "POST", body: uploadForm(jpeg(photo), { ...FIELDS, slot: "founder" }) });
    expect(anonymous.status).toBe(302);
    // The product photo endpoint is the therapists': a cliente is sent to the client area.
    const fromCliente = await cliente.client.request(IMAGE_UPLOADS.productImage, { method: "POST", body: uploadForm(jpeg(photo), FIELDS) });
    expect([fromCliente.status, fromCliente.headers.get("location")]).toEqual([302, ROUTES.clientArea]);
    expect(await app.count(images)).toBe(before);
  });

  it("lets a therapist attach photos only to their own products", async () => {
    const [others] = await app.db
      .insert(products)
      .values({ title: "Produto de outra", instructor: otherTherapist.name, instructorId: otherTherapist.id, priceCents: 100, image: "x", category: "Produto" })
      .returning({ id: products.id });
    const before = await app.count(images);
    const sent = await upload(therapist.client, IMAGE_UPLOADS.productImage, jpeg(photo), { ...FIELDS, productId: others.id });
    expect([sent.status, sent.body.fieldErrors]).toEqual([403, { file: imageMessages.productNotYours }]);
    expect(await app.count(images)).toBe(before);

    // A photo the other therapist uploaded cannot go on this therapist's new product either.
    const theirs = await upload(otherTherapist.client, IMAGE_UPLOADS.productImage, jpeg(photo), { alt: "Cristal" });
    expect(theirs.status).toBe(200);
    const product = await therapist.client.action(MEMBER_ENDPOINTS.therapistProducts, {
      title: "Cristal roubado",
      category: "Produto",
      price: "50,00",
      points: "1",
      paymentLink: "https://pagamento.exemplo.org.br/x",
      image: theirs.body.imageId,
    });
    expect([product.status, product.body.fieldErrors]).toEqual([403, { image: imageMessages.imageNotYours }]);
  });

  it("a therapist's product photo: the shop shows it after approval, and the admin list shows its thumbnail", async () => {
    // A photo of its own: bytes another row shares keep their files (the next test shows it).
    const sent = await upload(therapist.client, IMAGE_UPLOADS.productImage, jpeg(await phonePhoto({ width: 1000, height: 750 })), {
      alt: "Vela aromática de lavanda",
    });
    expect(sent.status).toBe(200);
    const image = sent.body.image as PublicImage;
    const created = await therapist.client.action<{ ok: boolean; productId: string }>(MEMBER_ENDPOINTS.therapistProducts, {
      title: "Vela de Lavanda",
      category: "Produto",
      price: "45,00",
      points: "5",
      paymentLink: "https://pagamento.exemplo.org.br/vela",
      image: sent.body.imageId,
    });
    expect(created.status).toBe(200);
    expect(await app.client().page(ROUTES.products)).not.toContain(image.hash);
    const list = await admin.client.page("/admin/products");
    expect(list).toContain('data-testid="miniatura-produto"');
    expect(list).toContain(imageUrl(image.hash, 320, "avif"));
    const approved = await admin.client.action(ADMIN_ACTIONS.reviewProduct, { productId: created.body.productId, decision: "approved" });
    expect(approved.status).toBe(200);
    const shop = await app.client().page(ROUTES.products);
    expect(shop).toContain(`${imageUrl(image.hash, 640, "webp")} 640w`);
    expect(shop).toContain('alt="Vela aromática de lavanda"');

    // Replacing the photo of a product on sale sends it back to review, and removes the old photo.
    const replaced = await upload(therapist.client, IMAGE_UPLOADS.productImage, jpeg(await phonePhoto({ width: 900, height: 600 })), {
      alt: "Vela acesa",
      productId: created.body.productId,
    });
    expect(replaced.status).toBe(200);
    const [row] = await app.db.select({ status: products.status, imageId: products.imageId }).from(products).where(eq(products.id, created.body.productId));
    expect(row).toEqual({ status: "pending", imageId: replaced.body.imageId });
    expect(
      await app.db
        .select()
        .from(images)
        .where(eq(images.id, sent.body.imageId as string)),
    ).toEqual([]);
    expect((await app.client().get(imageUrl(image.hash, 320, "jpeg"))).status).toBe(404);
  });

  it("replacing or removing a site photo deletes its files, unless the same photo is still used elsewhere", async () => {
    const room = await phonePhoto({ width: 800, height: 600 });
    const first = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(room), {
      alt: "Sala de meditação",
      slot: "headquarters-1",
    });
    // The same bytes and focal point in a second slot: one set of files, two rows.
    const same = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(room), {
      alt: "Sala de meditação",
      slot: "headquarters-2",
    });
    const hash = (first.body.image as PublicImage).hash;
    expect((same.body.image as PublicImage).hash).toBe(hash);
    const url = imageUrl(hash, 320, "avif");
    expect((await app.client().get(url)).status).toBe(200);

    // headquarters-1 gets another photo: its old row goes, the files stay for headquarters-2.
    const other = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(await phonePhoto({ width: 700, height: 500 })), {
      alt: "Jardim",
      slot: "headquarters-1",
    });
    expect(other.status).toBe(200);
    expect(
      await app.db
        .select()
        .from(images)
        .where(eq(images.id, first.body.imageId as string)),
    ).toEqual([]);
    expect((await app.client().get(url)).status).toBe(200);

    // Removing headquarters-2 removes the last row of the hash: every file goes.
    const removed = await admin.client.action(ADMIN_ACTIONS.removeSiteImage, { slot: "headquarters-2" });
    expect(removed.status).toBe(200);
    for (const file of urlsOf(same.body.image as PublicImage)) expect((await app.client().get(file)).status, file).toBe(404);
    const page = await app.client().page(ROUTES.headquarters);
    expect(page).toContain('src="/art/sede-2.svg"');
    expect(page).toContain(imageUrl((other.body.image as PublicImage).hash, 320, "webp"));
  });

  it("staff put a photo on a nucleus and a course: their cards and link previews show it, the item's version is untouched, and 'Remover foto' brings the drawing back", async () => {
    const [before] = await app.db.select({ version: catalogueItems.version }).from(catalogueItems).where(eq(catalogueItems.id, "nucleo001"));
    const nucleus = await upload(admin.client, IMAGE_UPLOADS.catalogueItem, jpeg(await phonePhoto({ width: 1100, height: 800 })), {
      alt: "Roda de meditação no núcleo",
      itemId: "nucleo001",
    });
    expect(nucleus.status, JSON.stringify(nucleus.body)).toBe(200);
    const photo = nucleus.body.image as PublicImage;
    const [after] = await app.db
      .select({ version: catalogueItems.version, imageId: catalogueItems.imageId })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, "nucleo001"));
    // A photo is not one of the form's fields: an editor open on the item can still save its text.
    expect(after).toEqual({ version: before.version, imageId: nucleus.body.imageId });
    expect(
      await app.db
        .select({ summary: auditLog.summary })
        .from(auditLog)
        .where(and(eq(auditLog.action, "catalogue.photo.set"), eq(auditLog.targetId, "nucleo001"))),
    ).toHaveLength(1);

    // The editor's 'Foto' section reads it back.
    const current = await admin.client.get(`${IMAGE_UPLOADS.catalogueItem}?${CATALOGUE_PHOTO_PARAM}=nucleo001`, { accept: "application/json" });
    expect(((await current.json()) as { photo: PublicImage }).photo.hash).toBe(photo.hash);

    const og = (page: string, hash: string) => `<meta property="og:image" content="${app.services.config.APP_URL}${imageUrl(hash, "og", "jpeg")}"/>`;
    for (const target of [ROUTES.home, ROUTES.movement, ROUTES.events]) {
      const page = await app.client().page(target);
      expect(page, target).toContain(`${imageUrl(photo.hash, 640, "avif")} 640w`);
      expect(page, target).toContain('alt="Roda de meditação no núcleo"');
      expect(page, target).toMatch(
        new RegExp(`<img[^>]*src="/imagens/${photo.hash}-\\d+\\.jpg"[^>]*width="${photo.width}" height="${photo.height}"[^>]*loading="lazy"`),
      );
    }
    expect(await app.client().page(ROUTES.movement)).toContain(og(ROUTES.movement, photo.hash));

    const course = await upload(admin.client, IMAGE_UPLOADS.catalogueItem, jpeg(await phonePhoto({ width: 1300, height: 900 })), {
      alt: "Turma do curso em roda",
      itemId: "despertar-da-essencia",
    });
    expect(course.status).toBe(200);
    const coursesPage = await app.client().page(ROUTES.courses);
    expect(coursesPage).toContain(`${imageUrl((course.body.image as PublicImage).hash, 320, "webp")} 320w`);
    expect(coursesPage).toContain(og(ROUTES.courses, (course.body.image as PublicImage).hash));

    // A duplicated item shares the photo: removing it from the original keeps the files for the copy.
    const duplicated = await admin.client.action<{ ok: boolean; id: string }>(ADMIN_ACTIONS.contentItemAction, {
      id: "nucleo001",
      version: before.version,
      action: "duplicate",
    });
    expect(duplicated.status).toBe(200);
    const removed = await admin.client.action(ADMIN_ACTIONS.removeCatalogueImage, { itemId: "nucleo001" });
    expect(removed.status).toBe(200);
    expect((await app.client().get(imageUrl(photo.hash, 320, "avif"))).status).toBe(200);
    const movement = await app.client().page(ROUTES.movement);
    expect(movement).not.toContain(photo.hash);
    expect(movement).toContain('src="/art/');
    expect((await admin.client.action(ADMIN_ACTIONS.removeCatalogueImage, { itemId: duplicated.body.id })).status).toBe(200);
    for (const file of urlsOf(photo)) expect((await app.client().get(file)).status, file).toBe(404);

    // Replacing the course's photo removes the old one.
    const replaced = await upload(admin.client, IMAGE_UPLOADS.catalogueItem, jpeg(await phonePhoto({ width: 1200, height: 900 })), {
      alt: "Sala do curso",
      itemId: "despertar-da-essencia",
    });
    expect(replaced.status).toBe(200);
    expect(
      await app.db
        .select()
        .from(images)
        .where(eq(images.id, course.body.imageId as string)),
    ).toEqual([]);
  });

  it("the home hero's photo replaces the drawing as the page's one high-priority image and is the home's link preview", async () => {
    const sent = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(await phonePhoto({ width: 1600, height: 1000 })), {
      alt: "Sala da sede iluminada ao entardecer",
      slot: "home-hero",
    });
    expect(sent.status).toBe(200);
    const hero = sent.body.image as PublicImage;
    const home = await app.client().page(ROUTES.home);
    expect(home).toMatch(new RegExp(`<img[^>]*src="/imagens/${hero.hash}-\\d+\\.jpg"[^>]*loading="eager"[^>]*fetchPriority="high"`));
    // One image fetched first: no other picture (nor a preload of the drawing) competes with it.
    expect(home.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(home).not.toContain("/art/hero.svg");
    expect(home).toContain(`<meta property="og:image" content="${app.services.config.APP_URL}${imageUrl(hero.hash, "og", "jpeg")}"/>`);
    expect((await admin.client.action(ADMIN_ACTIONS.removeSiteImage, { slot: "home-hero" })).status).toBe(200);
    expect(await app.client().page(ROUTES.home)).toContain('src="/art/hero.svg"');
  });

  it("lets only staff put photos on catalogue items, on items that exist and draw a picture; a refusal stores nothing", async () => {
    const before = await app.count(images);
    for (const person of [cliente, therapist]) {
      const sent = await person.client.request(IMAGE_UPLOADS.catalogueItem, {
        method: "POST",
        body: uploadForm(jpeg(photo), { ...FIELDS, itemId: "nucleo002" }),
      });
      expect(sent.status).not.toBe(200);
      expect([302, 403]).toContain(sent.status);
      const removal = await person.client.action(ADMIN_ACTIONS.removeCatalogueImage, { itemId: "nucleo002" });
      expect([302, 403]).toContain(removal.status);
      const read = await person.client.get(`${IMAGE_UPLOADS.catalogueItem}?${CATALOGUE_PHOTO_PARAM}=nucleo002`, { accept: "application/json" });
      expect([302, 403]).toContain(read.status);
    }
    const anonymous = await app
      .client()
      .request(IMAGE_UPLOADS.catalogueItem, { method: "POST", body: uploadForm(jpeg(photo), { ...FIELDS, itemId: "nucleo002" }) });
    expect(anonymous.status).toBe(302);

    const missing = await upload(admin.client, IMAGE_UPLOADS.catalogueItem, jpeg(photo), { ...FIELDS, itemId: "nao-existe" });
    expect([missing.status, missing.body.fieldErrors]).toEqual([404, { file: imageMessages.itemNotFound }]);
    const stat = await upload(admin.client, IMAGE_UPLOADS.catalogueItem, jpeg(photo), { ...FIELDS, itemId: "numero-1" });
    expect([stat.status, stat.body.fieldErrors]).toEqual([400, { file: imageMessages.itemWithoutPhoto }]);
    const noAlt = await upload(admin.client, IMAGE_UPLOADS.catalogueItem, jpeg(photo), { itemId: "nucleo002" });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fieldErrors?.alt).toBe(imageMessages.altRequired);
    expect(await app.count(images)).toBe(before);
    expect((await app.db.select({ imageId: catalogueItems.imageId }).from(catalogueItems).where(eq(catalogueItems.id, "nucleo002")))[0].imageId).toBeNull();
  });

  it("keeps an image something uses, and sweeps uploads nothing used for a day", async () => {
    const used = await app.db.select({ imageId: siteImages.imageId }).from(siteImages).where(eq(siteImages.slot, "founder"));
    expect(await releaseImage(app.services, used[0].imageId)).toBe("kept");
    const stray = await upload(therapist.client, IMAGE_UPLOADS.productImage, jpeg(await phonePhoto({ width: 640, height: 480 })), { alt: "Nunca usada" });
    expect(await sweepUnusedImages(app.services)).toBe(0);
    const swept = await sweepUnusedImages(app.services, new Date(Date.now() + 25 * 3600_000));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(
      await app.db
        .select()
        .from(images)
        .where(eq(images.id, stray.body.imageId as string)),
    ).toEqual([]);
    expect((await app.client().get(imageUrl((stray.body.image as PublicImage).hash, 320, "jpeg"))).status).toBe(404);
    // The founder's photo and the product's stayed.
    expect(await app.db.select({ id: images.id }).from(images).where(eq(images.id, used[0].imageId))).toHaveLength(1);
  });
});

describe("photos in an S3-compatible bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: TestApp;
  let admin: SignedInPerson;

  beforeAll(async () => {
    s3 = await startS3Server();
    app = await createTestServices({ db: "pglite", env: s3.env });
    admin = await signedInPerson(app, { role: "admin" });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("stores the renditions in the bucket, not on disk, serves them and deletes them", async () => {
    expect(app.services.images.storage.kind).toBe("s3");
    const sent = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(await phonePhoto({ width: 1000, height: 800 })), {
      alt: "Fachada",
      slot: "headquarters-1",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const image = sent.body.image as PublicImage;
    expect(s3.keys().sort()).toEqual(
      urlsOf(image)
        .map((u) => u.replace("/imagens/", ""))
        .sort(),
    );
    expect(storedFiles(app.dataDir)).toEqual([]);
    const served = await app.client().get(imageUrl(image.hash, IMAGE_WIDTHS[0], "avif"));
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([
      200,
      "image/avif",
      "public, max-age=31536000, immutable",
    ]);
    expect(await metadataLeft(Buffer.from(await served.arrayBuffer()))).toEqual([]);
    await admin.client.action(ADMIN_ACTIONS.removeSiteImage, { slot: "headquarters-1" });
    expect(s3.keys()).toEqual([]);
    expect((await app.client().get(imageUrl(image.hash, IMAGE_WIDTHS[0], "avif"))).status).toBe(404);
  });
});

describe.skipIf(!(await postgresAvailable()))("two instances on one PostgreSQL with the S3 setting", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: PostgresDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createPostgresDatabase("images");
    // Both read DATABASE_URL from the environment: one PostgreSQL database, one bucket, two data folders.
    first = await createTestServices({ db: "pglite", env: { ...s3.env, DATABASE_URL: database.url } });
    second = await createTestServices({ db: "pglite", env: { ...s3.env, DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
    await s3?.close();
  });

  it("each serves, and shows on its pages, a photo uploaded through the other", async () => {
    expect([first.services.database.kind, second.services.database.kind]).toEqual(["postgres", "postgres"]);
    const admin = await signedInPerson(first, { role: "admin" });
    const throughFirst = await upload(admin.client, IMAGE_UPLOADS.siteImage, jpeg(await phonePhoto({ width: 1200, height: 900 })), {
      ...FIELDS,
      slot: "founder",
    });
    expect(throughFirst.status).toBe(200);
    const founder = throughFirst.body.image as PublicImage;
    for (const url of urlsOf(founder)) expect((await second.client().get(url)).status, url).toBe(200);
    expect(await second.client().page(ROUTES.institute)).toContain(imageUrl(founder.hash, 640, "avif"));

    const adminOnSecond = await signedInPerson(second, { role: "admin" });
    const throughSecond = await upload(adminOnSecond.client, IMAGE_UPLOADS.siteImage, jpeg(await phonePhoto({ width: 900, height: 700 })), {
      alt: "Jardim da sede",
      slot: "headquarters-1",
    });
    expect(throughSecond.status).toBe(200);
    const garden = throughSecond.body.image as PublicImage;
    for (const url of urlsOf(garden)) expect((await first.client().get(url)).status, url).toBe(200);

    // Removed through the first: gone from the bucket, so the second answers 404 too.
    await admin.client.action(ADMIN_ACTIONS.removeSiteImage, { slot: "headquarters-1" });
    expect((await second.client().get(imageUrl(garden.hash, 320, "webp"))).status).toBe(404);
  });
});
