import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { Address } from "#domain/address.ts";
import { COMPASS_OFFER_IDS } from "#domain/compass/offers.ts";
import { CONTENT_KINDS, CONTENT_STATUSES } from "#domain/content/catalogue.ts";
import type { HumanDesignChart } from "#domain/hd/chart.ts";
import { SITE_IMAGE_SLOTS } from "#domain/images.ts";
import { NOTIFICATION_KINDS } from "#domain/notifications.ts";
import { ORDER_ITEM_KINDS, ORDER_STATUSES } from "#domain/orders.ts";
import { PAYMENT_PROVIDERS } from "#domain/payments.ts";
import { POINTS_REASONS } from "#domain/points.ts";
import { DEFAULT_ROLE, ROLES } from "#domain/roles.ts";
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from "#domain/shop.ts";
import type { SocialMedia } from "#domain/social-media.ts";

// One schema for PGlite and PostgreSQL. Better Auth owns users/sessions/accounts/verifications
// (plural names, snake_case columns); everything else is the product's.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/**
 * The admin lists' search key: the given columns, lower-cased and without accents
 * (essencia_search_text, migration 0004), kept by PostgreSQL itself and indexed for `LIKE '%…%'`.
 */
const searchKey = (...columns: string[]) =>
  text("search")
    .notNull()
    .generatedAlwaysAs(sql.raw(`essencia_search_text(${columns.map((c) => `coalesce("${c}", '')`).join(" || ' ' || ")})`));
const searchIndex = (table: string, column: ExtraConfigColumn) => index(`${table}_search_idx`).using("gin", column.op("gin_trgm_ops"));

const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const roleEnum = pgEnum("role", ROLES);

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  // The spec's email_confirmed_at: set once, when the confirmation link is followed.
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    role: roleEnum("role").notNull().default(DEFAULT_ROLE),
    points: integer("points").notNull().default(0),
    whatsapp: text("whatsapp"),
    cpf: text("cpf"),
    birthDate: date("birth_date"),
    address: jsonb("address").$type<Address>(),
    isTherapistApplicant: boolean("is_therapist_applicant").notNull().default(false),
    hasIntegralMap: boolean("has_integral_map").notNull().default(false),
    // When the 'Conta Confirmada!' greeting was shown: it is shown once, at the first sign-in after confirmation.
    confirmationGreetedAt: timestamp("confirmation_greeted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchKey("full_name", "email"),
  },
  (t) => [index("profiles_role_idx").on(t.role), index("profiles_created_at_idx").on(t.createdAt), searchIndex("profiles", t.search)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    transport: text("transport"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

// Fixed-window counters in the database, so limits hold across instances.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

// Sign-in attempts per account (server/rate-limit.ts): the key is a SHA-256 of the lower-cased
// e-mail, so addresses typed at the sign-in form are not kept in clear.
export const accountLockouts = pgTable("account_lockouts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const healingSubmissions = pgTable(
  "healing_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp"),
    createdAt: createdAt(),
    // The browser's id for one submission of the form: a repeat of it stores nothing (docs/decisions/020).
    submissionId: uuid("submission_id").unique(),
    search: searchKey("name", "email"),
  },
  (t) => [index("healing_submissions_created_at_idx").on(t.createdAt), searchIndex("healing_submissions", t.search)],
);

export const therapistClubSubscriptions = pgTable(
  "therapist_club_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp").notNull(),
    cpf: text("cpf").notNull(),
    address: text("address").notNull(),
    birthDate: text("birth_date").notNull(),
    serviceLocation: text("service_location"),
    socialMedia: jsonb("social_media")
      .$type<SocialMedia>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The browser's id for one submission of the form: a repeat of it stores nothing (docs/decisions/020).
    submissionId: uuid("submission_id").unique(),
    search: searchKey("name", "email"),
  },
  (t) => [
    uniqueIndex("therapist_club_subscriptions_email_idx").on(t.email),
    index("therapist_club_subscriptions_created_at_idx").on(t.createdAt),
    searchIndex("therapist_club_subscriptions", t.search),
  ],
);

export const soulMapSubmissions = pgTable(
  "soul_map_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    birthDate: text("birth_date").notNull(),
    birthTime: text("birth_time").notNull(),
    birthCity: text("birth_city").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp"),
    // The browser's id for one submission of the form: a repeat of it stores nothing (docs/decisions/020).
    submissionId: uuid("submission_id").unique(),
    search: searchKey("name", "email"),
  },
  (t) => [index("soul_map_submissions_submitted_at_idx").on(t.submittedAt), searchIndex("soul_map_submissions", t.search)],
);

/**
 * A person's integral soul map (spec §3), granted by an admin once the institute confirmed the
 * payment: the birth data staff typed and the chart our engine computed from it. The Soul Compass
 * answers from this chart; profiles.has_integral_map says the row exists (same transaction).
 */
export const integralSoulMaps = pgTable("integral_soul_maps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** YYYY-MM-DD, local civil date at the birthplace. */
  birthDate: text("birth_date").notNull(),
  /** HH:MM, local civil time. */
  birthTime: text("birth_time").notNull(),
  birthCity: text("birth_city").notNull(),
  birthState: text("birth_state").notNull(),
  /** The IANA zone the place resolved to, kept so a later zone-data change cannot move a stored chart silently. */
  timeZone: text("time_zone").notNull(),
  chartData: jsonb("chart_data").$type<HumanDesignChart>().notNull(),
  grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The Soul Compass's lifetime access bought by Pix (docs/decisions/059): written once, when the order is
 * completed, so the person may enter their birth data and have their integral map computed. Staff's
 * 'Revogar mapa' removes it with the map. `offerId` says which offer paid for it (the 'Transformação
 * Completa' asks staff to schedule the sessions).
 */
export const compassAccess = pgTable("compass_access", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  offerId: text("offer_id", { enum: COMPASS_OFFER_IDS }).notNull(),
  createdAt: createdAt(),
});

/** The Soul Compass's conversations: one person's, newest first; 'Nova conversa' starts another. */
export const compassConversations = pgTable(
  "compass_conversations",
  {
    id: uuid("id").primaryKey(),
    personId: text("person_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("compass_conversations_person_idx").on(t.personId, t.updatedAt)],
);

export const COMPASS_ROLES = ["user", "assistant"] as const;

export const compassMessages = pgTable(
  "compass_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => compassConversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: COMPASS_ROLES }).notNull(),
    text: text("text").notNull(),
    /** A question the safety net read as a crisis (domain/compass/crisis.ts): the next reply begins with the CVV reminder. */
    crisis: boolean("crisis").notNull().default(false),
    /** The order within a conversation: a question and its reply are written in one transaction, at one now(). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [index("compass_messages_conversation_idx").on(t.conversationId, t.seq)],
);

/**
 * How many Soul Compass turns the safety net answered with the crisis message, per day in
 * America/Sao_Paulo: a figure for staff without the content of any conversation.
 */
export const compassCrisisDays = pgTable("compass_crisis_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  turns: integer("turns").notNull(),
});

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp"),
    reading: text("reading"),
    search: searchKey("name", "email"),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt), searchIndex("leads", t.search)],
);

/**
 * A stored photo (decision 055, docs/decisions/055): re-encoded without metadata into every width of
 * domain/images.ts in AVIF, WebP and JPEG plus a 1200×630 preview, all under keys derived from
 * `hash` (the source's bytes and the focal point). The original is never kept. Two uploads of the same
 * bytes share the files: they are deleted with the last row of their hash. A row is "used" while a
 * column below points at it (products.image_id, site_images.image_id): those references refuse
 * its deletion (RESTRICT); an unused row older than a day is swept (server/images/service.ts).
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hash: text("hash").notNull(),
    /** The alternative text, in Portuguese: required, an upload without it is refused. */
    alt: text("alt").notNull(),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    /** The largest rendition's size. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The widths stored, ascending (each in every format). */
    widths: jsonb("widths").$type<number[]>().notNull(),
    /** A tiny blurred data: URI painted while the photo loads. */
    placeholder: text("placeholder").notNull(),
    /** Every file stored for it (key and bytes), so deletion removes exactly those. */
    files: jsonb("files").$type<{ key: string; bytes: number }[]>().notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("images_hash_idx").on(t.hash),
    index("images_uploaded_by_idx").on(t.uploadedBy),
    check("images_focal_check", sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
    check("images_alt_check", sql`length(btrim(${t.alt})) > 0`),
  ],
);

/** The site's own pictures staff replace (domain/images.ts SITE_IMAGE_SLOTS); no row: today's drawing. */
export const siteImages = pgTable("site_images", {
  slot: text("slot", { enum: SITE_IMAGE_SLOTS }).primaryKey(),
  imageId: uuid("image_id")
    .notNull()
    .references(() => images.id, { onDelete: "restrict" }),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    instructor: text("instructor").notNull(),
    instructorId: text("instructor_id").references(() => profiles.id, { onDelete: "set null" }),
    priceCents: integer("price_cents").notNull(),
    image: text("image").notNull(),
    /** The therapist's photo (decision 055); none: the shop's drawing (`image`). */
    imageId: uuid("image_id").references(() => images.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    points: integer("points").notNull().default(0),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull(),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("pending"),
    paymentLink: text("payment_link"),
    createdAt: createdAt(),
    search: searchKey("title", "instructor"),
  },
  (t) => [
    index("products_status_category_idx").on(t.status, t.category),
    index("products_created_at_idx").on(t.createdAt),
    index("products_image_id_idx").on(t.imageId),
    // The therapist's own products on /therapist, newest first.
    index("products_instructor_created_idx").on(t.instructorId, t.createdAt),
    searchIndex("products", t.search),
  ],
);

/**
 * What a person ordered (docs/decisions/004, 043): a snapshot of the item taken when they pressed
 * the button, so later edits or deletions of the product change nothing. The buyer and the seller
 * become NULL when their account is deleted: the order stays for accounting, anonymised.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: text("buyer_id").references(() => users.id, { onDelete: "set null" }),
    itemKind: text("item_kind", { enum: ORDER_ITEM_KINDS }).notNull(),
    /** The product's id, or the course's registration item id. */
    itemId: text("item_id").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    priceCents: integer("price_cents").notNull(),
    points: integer("points").notNull(),
    sellerId: text("seller_id").references(() => users.id, { onDelete: "set null" }),
    sellerName: text("seller_name").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    /** The purchase date (the wallet's 30 days count from it). */
    createdAt: createdAt(),
    /** When it was marked 'Concluído' or 'Cancelado'. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** /admin/orders' search; the buyer is searched through their profile. */
    search: searchKey("title", "seller_name"),
  },
  (t) => [
    searchIndex("orders", t.search),
    index("orders_buyer_created_idx").on(t.buyerId, t.createdAt),
    index("orders_seller_status_idx").on(t.sellerId, t.status),
    index("orders_created_at_idx").on(t.createdAt),
    // /admin's 'Agendar 24 sessões': the paid orders of one item, newest first.
    index("orders_item_status_closed_idx").on(t.itemKind, t.itemId, t.status, t.closedAt),
    check("orders_price_cents_check", sql`${t.priceCents} >= 0`),
    check("orders_points_check", sql`${t.points} >= 0`),
  ],
);

/**
 * A Pix charge at the payment provider for one order (docs/decisions/059): one per order, so the
 * order id is both the provider's external_reference and the idempotency key. The provider's payment
 * id is unique: a second notification for it finds this row. `problem` is why a payment that
 * arrived did not complete its order (amount, currency or reference differ), shown on /admin/orders.
 */
export const paymentCharges = pgTable(
  "payment_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    /** The provider's status as last read back (pending, approved, cancelled, refunded, charged_back…). */
    providerStatus: text("provider_status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    qrCode: text("qr_code").notNull(),
    qrCodeBase64: text("qr_code_base64").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    problem: text("problem"),
    createdAt: createdAt(),
    /** When the provider's payment was last read back. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payment_charges_amount_check", sql`${t.amountCents} > 0`)],
);

/**
 * Every change to a person's points; profiles.points is the sum of their rows, updated in the same
 * transaction. The unique key makes an order's credit impossible to write twice.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: text("person_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: POINTS_REASONS }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("points_ledger_person_created_idx").on(t.personId, t.createdAt), uniqueIndex("points_ledger_order_reason_idx").on(t.orderId, t.reason)],
);

/** Every admin action (spec: "every admin action re-checks the role"): who did what to whom, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    // Kept when the admin's account is removed later: the record stays readable by name.
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** What a person reads on /admin ('Atividade recente'): who or what was affected, in words. */
    summary: text("summary").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

/**
 * What staff edit under /admin/conteudo (docs/decisions/057): nuclei, events, courses, social
 * sessions and the home's highlights and stats, one table with a kind. What the database must
 * filter, order or guard is a column (status, publish window, dates, position, version); what
 * differs per kind is `data`, written only after the kind's shared zod schema accepted it.
 */
export const catalogueItems = pgTable(
  "catalogue_items",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    position: integer("position").notNull().default(0),
    /** Bumped by every save; a save names the version it started from (conditional update). */
    version: integer("version").notNull().default(1),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "restrict" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("catalogue_items_kind_idx").on(t.kind, t.position),
    check("catalogue_items_kind_check", sql`${t.kind} in (${sql.raw(CONTENT_KINDS.map((k) => `'${k}'`).join(", "))})`),
    check("catalogue_items_status_check", sql`${t.status} in (${sql.raw(CONTENT_STATUSES.map((k) => `'${k}'`).join(", "))})`),
    check("catalogue_items_window_check", sql`${t.unpublishAt} is null or ${t.publishAt} is null or ${t.unpublishAt} > ${t.publishAt}`),
    check("catalogue_items_dates_check", sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** The site's settings ('settings') and the home's and institute's texts ('home', 'institute'), one row each. */
export const siteTexts = pgTable("site_texts", {
  key: text("key").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * How many rows the admin lists' tables hold, kept exact by statement triggers in the same
 * transaction as every insert, delete and truncate (migration 0014): the /admin tiles and a list's
 * page count read one row instead of counting 100,000 (docs/decisions/062).
 */
export const rowCounts = pgTable("row_counts", {
  tableName: text("table_name").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

/**
 * The data version: one number, raised once by every transaction that changes a row of a table a
 * page shows, as it commits (migration 0017: a deferred trigger on each such table). A signed-in
 * page is kept under the version it was rendered at and no longer (server/viewer-page-cache.ts,
 * docs/decisions/063). One row, so raising it never deadlocks: a transaction takes its lock last,
 * while committing, and waits on nothing after it.
 */
export const dataVersion = pgTable(
  "data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  () => [check("data_version_one_row", sql`id = 1`)],
);

/**
 * A person's notifications (the header's bell, docs/decisions/060): written in the same transaction as
 * the change that causes them (an order confirmed or closed, a product reviewed, an integral map granted,
 * corrected or revoked). `read_at` is null until the person marks it read; the index serves the badge's
 * count and the list, both of one person's rows, newest first.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path of the site where the person sees what changed. */
    link: text("link").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_read_created_idx").on(t.userId, t.readAt, t.createdAt)],
);

/** When each admin last opened each list: the /admin tiles count what is new since then. */
export const adminListVisits = pgTable(
  "admin_list_visits",
  {
    adminId: text("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull(),
    /** The visit before the latest: rows newer than it are marked 'Novo' on the list. */
    previousVisitedAt: timestamp("previous_visited_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.list] })],
);

/**
 * Bookkeeping that no page shows and that changes on nearly every request (sign-ins, limits, the
 * mail queue): a change here makes no kept page stale, so it raises no data version. Every other
 * table has the trigger (tests/integration/data-version.test.ts).
 */
export const UNVERSIONED_TABLES = ["sessions", "verifications", "mail_outbox", "rate_limits", "account_lockouts"] as const;

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  mailOutbox,
  rateLimits,
  accountLockouts,
  healingSubmissions,
  therapistClubSubscriptions,
  soulMapSubmissions,
  integralSoulMaps,
  compassConversations,
  compassMessages,
  compassCrisisDays,
  leads,
  images,
  siteImages,
  products,
  orders,
  paymentCharges,
  pointsLedger,
  auditLog,
  adminListVisits,
  catalogueItems,
  siteTexts,
  notifications,
};
