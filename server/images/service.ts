/**
 * Stored photos (decision 055, docs/decisions/055): upload (validate → authorize → re-encode → store),
 * the uses that point at them (site slots, a therapist's product), and their removal, which deletes
 * the files with the last row of their hash and never while something still uses the row.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import {
  catalogueItemIdSchema,
  imageDetailsSchema,
  type removeCatalogueImageSchema,
  type removeSiteImageSchema,
  siteImageSlotSchema,
} from "#domain/forms/image.ts";
import {
  hasPhoto,
  imageMessages,
  imageTexts,
  type PublicImage,
  SITE_IMAGE_LABELS,
  type SiteImages,
  type SiteImageSlot,
  type UploadedImage,
  UUID_PATTERN,
} from "#domain/images.ts";
import { type ToastMessage, toasts } from "#domain/messages.ts";
import { type Failure, fieldErrorsOf, invalid, type Result } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";

import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { catalogueItems, images, products, siteImages } from "../db/schema.ts";
import { personRateLimited } from "../rate-limit.ts";
import { recordAudit } from "../services/audit.ts";
import { refuseUnless } from "../services/authz.ts";
import type { AppServices, RequestContext } from "../services/context.ts";
import { createImageProcessor, type ImageProcessor, sourceHash } from "./process.ts";
import { createImageStorage, type ImageStorage } from "./storage.ts";

export interface ImageServices {
  storage: ImageStorage;
  processor: ImageProcessor;
}

export function createImageServices(config: Config): ImageServices {
  return { storage: createImageStorage(config), processor: createImageProcessor(config.IMAGE_CONCURRENCY) };
}

/** An upload as the endpoint read it: the file part and the text fields. */
export interface ImageUpload {
  file: File | null;
  fields: Record<string, string>;
}

/** An upload never used by anything (a product form left unsent) is removed after this. */
export const UNUSED_IMAGE_HOURS = 24;

/**
 * Every column that uses an image. A row referenced here is kept (and the foreign keys, RESTRICT,
 * refuse its deletion anyway); the catalogue's tables add their columns to this list.
 */
const IMAGE_USES = [
  { table: products, column: products.imageId },
  { table: siteImages, column: siteImages.imageId },
  { table: catalogueItems, column: catalogueItems.imageId },
] as const;

const failed = (status: number, toast: ToastMessage, fieldErrors?: Record<string, string>): Failure => ({ ok: false, status, toast, fieldErrors });
const refusedFile = (status: number, message: string) =>
  failed(status, { title: imageTexts.failedTitle, description: message, destructive: true }, { file: message });

export function publicImage(row: typeof images.$inferSelect): PublicImage {
  return {
    hash: row.hash,
    alt: row.alt,
    width: row.width,
    height: row.height,
    widths: row.widths,
    focalX: row.focalX,
    focalY: row.focalY,
    placeholder: row.placeholder,
  };
}

/** Whether anything uses the image (inside the caller's transaction). */
async function inUse(db: Db, imageId: string): Promise<boolean> {
  for (const use of IMAGE_USES) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(use.table)
      .where(eq(use.column, imageId))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** Serialises the row-and-files changes of one hash across instances (PostgreSQL advisory lock, this transaction). */
const lockHash = (db: Db, hash: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`image:${hash}`}))`);

/**
 * Validates, re-encodes and stores one photo; the row is the uploader's and unused until a use
 * points at it. A refusal stores nothing.
 */
async function storeImage(app: AppServices, viewer: Viewer, upload: ImageUpload): Promise<Result<UploadedImage>> {
  const details = imageDetailsSchema.safeParse({ alt: upload.fields.alt, focalX: upload.fields.focalX, focalY: upload.fields.focalY });
  const fileProblem = !upload.file || upload.file.size === 0 ? imageMessages.fileMissing : null;
  if (!details.success || fileProblem) {
    const fieldErrors = { ...(details.success ? {} : fieldErrorsOf(details.error)), ...(fileProblem ? { file: fileProblem } : {}) };
    return failed(400, { title: imageTexts.failedTitle, description: Object.values(fieldErrors)[0], destructive: true }, fieldErrors);
  }
  const file = upload.file as File;
  const maxBytes = app.config.IMAGE_MAX_BYTES;
  if (file.size > maxBytes) return refusedFile(413, imageMessages.tooLarge(maxBytes));
  const limited = await personRateLimited(app, "imageUploads", viewer.id);
  if (limited) return { ...failed(429, toasts.tooManyRequests), retryAfter: limited.retryAfter };

  const bytes = Buffer.from(await file.arrayBuffer());
  const focal = { focalX: details.data.focalX, focalY: details.data.focalY };
  const hash = await sourceHash(bytes, focal);
  const outcome = await app.images.processor.process(bytes, hash, focal);
  if (!outcome.ok) return refusedFile(422, imageMessages[outcome.reason]);

  const { database, images: services } = app;
  const processed = outcome.image;
  const row = await database.transaction(async (tx) => {
    await lockHash(tx, hash);
    const [inserted] = await tx
      .insert(images)
      .values({
        hash,
        alt: details.data.alt,
        ...focal,
        width: processed.width,
        height: processed.height,
        widths: processed.widths,
        placeholder: processed.placeholder,
        files: processed.files.map((f) => ({ key: f.key, bytes: f.body.length })),
        uploadedBy: viewer.id,
      })
      .returning();
    return inserted;
  });
  // After the row: a removal of another row of this hash, under the same lock, now sees this one and keeps the files.
  try {
    for (let i = 0; i < processed.files.length; i += 4) {
      await Promise.all(processed.files.slice(i, i + 4).map((f) => services.storage.put(f.key, f.body, f.contentType)));
    }
  } catch (err) {
    app.logger.error({ err, storage: services.storage.kind }, "falha ao gravar as imagens");
    await releaseImage(app, row.id).catch(() => undefined);
    return failed(503, toasts.saveFailed);
  }
  app.logger.info({ imageId: row.id, hash, files: processed.files.length, ms: Math.round(outcome.ms) }, "imagem processada");
  return { ok: true, imageId: row.id, image: publicImage(row) };
}

/**
 * Deletes the image row unless something uses it; its files go with the last row of the hash.
 * The files are deleted inside the transaction that holds the hash's lock, so an upload of the same
 * bytes either came first (its row keeps them) or writes them again afterwards.
 */
export async function releaseImage(app: Pick<AppServices, "database" | "images">, imageId: string): Promise<"deleted" | "kept" | "missing"> {
  return app.database.transaction(async (tx) => {
    const [row] = await tx.select({ hash: images.hash, files: images.files }).from(images).where(eq(images.id, imageId)).for("update");
    if (!row) return "missing";
    if (await inUse(tx, imageId)) return "kept";
    await lockHash(tx, row.hash);
    await tx.delete(images).where(eq(images.id, imageId));
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(images)
      .where(eq(images.hash, row.hash));
    if (others.n === 0) await app.images.storage.delete(row.files.map((f) => f.key));
    return "deleted";
  });
}

/** Housekeeping: uploads nothing used within UNUSED_IMAGE_HOURS (a product form never sent). */
export async function sweepUnusedImages(app: Pick<AppServices, "database" | "images">, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_IMAGE_HOURS * 3600_000);
  const old = await app.database.db.select({ id: images.id }).from(images).where(lt(images.createdAt, before));
  let deleted = 0;
  for (const { id } of old) if ((await releaseImage(app, id)) === "deleted") deleted++;
  return deleted;
}

/** The site's slots that hold a photo (the pages draw today's artwork for the others). */
export async function loadSiteImages(db: Db, slots?: readonly SiteImageSlot[]): Promise<SiteImages> {
  const rows = await db.select({ slot: siteImages.slot, image: images }).from(siteImages).innerJoin(images, eq(images.id, siteImages.imageId));
  const out: SiteImages = {};
  for (const row of rows) if (!slots || slots.includes(row.slot)) out[row.slot] = publicImage(row.image);
  return out;
}

/** Staff's upload to a site slot: the new photo takes the slot; the one it replaces is removed unless used elsewhere. */
export async function uploadSiteImage(
  ctx: RequestContext,
  viewer: Viewer | null,
  upload: ImageUpload,
): Promise<Result<UploadedImage & { slot: SiteImageSlot }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const slot = siteImageSlotSchema.safeParse(upload.fields.slot);
  if (!slot.success) return invalid({ issues: slot.error.issues.map((i) => ({ ...i, path: ["slot"] })) });
  const stored = await storeImage(ctx.app, viewer, upload);
  if (!stored.ok) return stored;
  const previous = await ctx.app.database.transaction(async (tx) => {
    const [before] = await tx.select({ imageId: siteImages.imageId }).from(siteImages).where(eq(siteImages.slot, slot.data)).for("update");
    await tx
      .insert(siteImages)
      .values({ slot: slot.data, imageId: stored.imageId, updatedBy: viewer.id })
      .onConflictDoUpdate({ target: siteImages.slot, set: { imageId: stored.imageId, updatedBy: viewer.id, updatedAt: new Date() } });
    await recordAudit(tx, viewer, {
      action: "site-image.set",
      targetType: "site-image",
      targetId: slot.data,
      summary: `${SITE_IMAGE_LABELS[slot.data].title}: nova foto`,
      detail: { imageId: stored.imageId },
    });
    return before?.imageId;
  });
  // The pages that show the slot are kept by the page cache: a change drops them, as a catalogue save does.
  ctx.app.catalogue.invalidate();
  if (previous && previous !== stored.imageId) await releaseImage(ctx.app, previous);
  return { ...stored, slot: slot.data };
}

/** 'Remover foto': the slot goes back to today's drawing. */
export async function removeSiteImage(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof removeSiteImageSchema>,
): Promise<Result<{ slot: SiteImageSlot }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { slot } = input;
  const removed = await ctx.app.database.transaction(async (tx) => {
    const [row] = await tx.delete(siteImages).where(eq(siteImages.slot, slot)).returning({ imageId: siteImages.imageId });
    if (row)
      await recordAudit(tx, viewer, {
        action: "site-image.remove",
        targetType: "site-image",
        targetId: slot,
        summary: `${SITE_IMAGE_LABELS[slot].title}: foto removida`,
      });
    return row?.imageId;
  });
  if (removed) {
    ctx.app.catalogue.invalidate();
    await releaseImage(ctx.app, removed);
  }
  return { ok: true, slot };
}

const notYours = (message: string, field = "file"): Failure =>
  failed(403, { title: imageTexts.failedTitle, description: message, destructive: true }, { [field]: message });

/**
 * A therapist's product photo. With `productId` it replaces that product's photo — only the
 * therapist's own product; a product on sale goes back to 'Pendente', so staff approve what the shop
 * shows. Without, it waits for the new product form to send its id (createProduct checks it).
 */
export async function uploadProductImage(
  ctx: RequestContext,
  viewer: Viewer | null,
  upload: ImageUpload,
): Promise<Result<UploadedImage & { productId: string | null }>> {
  const refused = refuseUnless(viewer, "therapist");
  if (refused || !viewer) return refused as Failure;
  const productId = upload.fields.productId?.trim() || null;
  if (productId !== null) {
    const [product] = UUID_PATTERN.test(productId)
      ? await ctx.app.database.db.select({ owner: products.instructorId }).from(products).where(eq(products.id, productId))
      : [];
    // Someone else's product and no product at all answer alike: nobody learns which ids exist.
    if (!product || product.owner !== viewer.id) return notYours(imageMessages.productNotYours);
  }
  const stored = await storeImage(ctx.app, viewer, upload);
  if (!stored.ok || productId === null) return stored.ok ? { ...stored, productId } : stored;
  const previous = await ctx.app.database.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageId: products.imageId })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.instructorId, viewer.id)))
      .for("update");
    if (!before) return undefined;
    await tx
      .update(products)
      .set({ imageId: stored.imageId, status: sql`case when ${products.status} = 'approved' then 'pending' else ${products.status} end` })
      .where(eq(products.id, productId));
    return before;
  });
  if (!previous) {
    await releaseImage(ctx.app, stored.imageId);
    return notYours(imageMessages.productNotYours);
  }
  if (previous.imageId && previous.imageId !== stored.imageId) await releaseImage(ctx.app, previous.imageId);
  return { ...stored, productId };
}

/**
 * The new product form's photo: an image this therapist uploaded (null when it is fine), checked
 * before the product row points at it.
 */
export async function refuseForeignImage(db: Db, viewer: Viewer, imageId: string): Promise<Failure | null> {
  const [row] = await db.select({ uploadedBy: images.uploadedBy }).from(images).where(eq(images.id, imageId));
  if (!row)
    return {
      ok: false,
      status: 400,
      toast: { title: imageTexts.failedTitle, description: imageMessages.imageNotFound, destructive: true },
      fieldErrors: { image: imageMessages.imageNotFound },
    };
  if (row.uploadedBy !== viewer.id) return notYours(imageMessages.imageNotYours, "image");
  return null;
}

/** The photo a product shows, by its image id (null: the shop's drawing). */
export async function imagesById(db: Db, ids: (string | null)[]): Promise<Map<string, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(images).where(inArray(images.id, wanted));
  return new Map(rows.map((row) => [row.id, publicImage(row)]));
}

/** /admin/products: the photo of each listed product, so staff see what they approve (admin only). */
export async function productPhotos(app: AppServices, viewer: Viewer | null, productIds: string[]): Promise<Record<string, PublicImage>> {
  if (refuseUnless(viewer, "admin") || productIds.length === 0) return {};
  const rows = await app.database.db
    .select({ productId: products.id, image: images })
    .from(products)
    .innerJoin(images, eq(images.id, products.imageId))
    .where(inArray(products.id, productIds));
  return Object.fromEntries(rows.map((row) => [row.productId, publicImage(row.image)]));
}

const itemMissing = (status = 404, message: string = imageMessages.itemNotFound): Failure =>
  failed(status, { title: imageTexts.failedTitle, description: message, destructive: true }, { file: message });

/** How the audit names an item: its title (or label) in quotes. */
const itemName = (data: unknown, id: string) => {
  const d = data as { title?: unknown; label?: unknown };
  return `"${String(d.title ?? d.label ?? id)}"`;
};

/**
 * A catalogue item's photo (staff, /admin/conteudo): the new photo replaces the item's drawing on
 * every card that shows it; the one it replaces is removed unless used elsewhere (a duplicated item
 * shares its photo). The item's version is not bumped: a photo is not one of the form's fields, so
 * an editor open on the item can still save its text.
 */
export async function uploadCatalogueImage(
  ctx: RequestContext,
  viewer: Viewer | null,
  upload: ImageUpload,
): Promise<Result<UploadedImage & { itemId: string }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const itemId = catalogueItemIdSchema.safeParse(upload.fields.itemId);
  if (!itemId.success) return itemMissing(400);
  const { database, catalogue } = ctx.app;
  const [item] = await database.db.select({ kind: catalogueItems.kind }).from(catalogueItems).where(eq(catalogueItems.id, itemId.data));
  if (!item) return itemMissing();
  if (!hasPhoto(item.kind)) return itemMissing(400, imageMessages.itemWithoutPhoto);
  const stored = await storeImage(ctx.app, viewer, upload);
  if (!stored.ok) return stored;
  const previous = await database.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageId: catalogueItems.imageId, kind: catalogueItems.kind, data: catalogueItems.data })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, itemId.data))
      .for("update");
    if (!before) return undefined;
    await tx.update(catalogueItems).set({ imageId: stored.imageId, updatedBy: viewer.id }).where(eq(catalogueItems.id, itemId.data));
    await recordAudit(tx, viewer, {
      action: "catalogue.photo.set",
      targetType: before.kind,
      targetId: itemId.data,
      summary: `Nova foto em ${itemName(before.data, itemId.data)}`,
      detail: { imageId: stored.imageId, before: before.imageId },
    });
    return before;
  });
  if (!previous) {
    // Deleted between the check and the update: nothing points at the upload.
    await releaseImage(ctx.app, stored.imageId);
    return itemMissing();
  }
  catalogue.invalidate();
  if (previous.imageId && previous.imageId !== stored.imageId) await releaseImage(ctx.app, previous.imageId);
  return { ...stored, itemId: itemId.data };
}

/** 'Remover foto' on a catalogue item: its cards draw today's artwork again. */
export async function removeCatalogueImage(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof removeCatalogueImageSchema>,
): Promise<Result<{ itemId: string }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { database, catalogue } = ctx.app;
  const removed = await database.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageId: catalogueItems.imageId, kind: catalogueItems.kind, data: catalogueItems.data })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, input.itemId))
      .for("update");
    if (!before) return { found: false as const };
    if (!before.imageId) return { found: true as const, imageId: null };
    await tx.update(catalogueItems).set({ imageId: null, updatedBy: viewer.id }).where(eq(catalogueItems.id, input.itemId));
    await recordAudit(tx, viewer, {
      action: "catalogue.photo.remove",
      targetType: before.kind,
      targetId: input.itemId,
      summary: `Removeu a foto de ${itemName(before.data, input.itemId)}`,
      detail: { before: before.imageId },
    });
    return { found: true as const, imageId: before.imageId };
  });
  if (!removed.found) return itemMissing();
  if (removed.imageId) {
    catalogue.invalidate();
    await releaseImage(ctx.app, removed.imageId);
  }
  return { ok: true, itemId: input.itemId };
}

/** The editor's 'Foto' section: the item's photo now (null: its drawing), admin only. */
export async function readCatalogueImage(
  ctx: RequestContext,
  viewer: Viewer | null,
  itemId: string,
): Promise<Result<{ photo: PublicImage | null; maxBytes: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const id = catalogueItemIdSchema.safeParse(itemId);
  const [row] = id.success
    ? await ctx.app.database.db
        .select({ kind: catalogueItems.kind, image: images })
        .from(catalogueItems)
        .leftJoin(images, eq(images.id, catalogueItems.imageId))
        .where(eq(catalogueItems.id, id.data))
    : [];
  if (!row) return itemMissing();
  return { ok: true, photo: row.image ? publicImage(row.image) : null, maxBytes: ctx.app.config.IMAGE_MAX_BYTES };
}
