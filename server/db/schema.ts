import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL. Better Auth owns users/sessions/accounts/verifications
// (plural names, snake_case columns); everything else is the product's.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

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

export type Address = {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
};

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull().default("cliente"),
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
  },
  (t) => [index("profiles_role_idx").on(t.role)],
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
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
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

export const healingSubmissions = pgTable("healing_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  whatsapp: text("whatsapp"),
  createdAt: createdAt(),
  // The browser's id for one submission of the form: a repeat of it stores nothing (docs/decisions/020).
  submissionId: uuid("submission_id").unique(),
});

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
      .$type<{ instagram?: string; youtube?: string; facebook?: string; linkedin?: string; website?: string }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The browser's id for one submission of the form: a repeat of it stores nothing (docs/decisions/020).
    submissionId: uuid("submission_id").unique(),
  },
  (t) => [uniqueIndex("therapist_club_subscriptions_email_idx").on(t.email)],
);

export const soulMapSubmissions = pgTable("soul_map_submissions", {
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
});

export const integralSoulMaps = pgTable("integral_soul_maps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  chartData: jsonb("chart_data").notNull(),
  createdAt: createdAt(),
});

export const leads = pgTable("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  whatsapp: text("whatsapp"),
  reading: text("reading"),
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
    description: text("description").notNull().default(""),
    points: integer("points").notNull().default(0),
    category: text("category", { enum: ["Atendimento", "Curso", "Produto", "Vivência"] }).notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    paymentLink: text("payment_link"),
    createdAt: createdAt(),
  },
  (t) => [index("products_status_category_idx").on(t.status, t.category)],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  mailOutbox,
  rateLimits,
  healingSubmissions,
  therapistClubSubscriptions,
  soulMapSubmissions,
  integralSoulMaps,
  leads,
  products,
};
