/**
 * What we store about a person, feature by feature (LGPD art. 18): 'Baixar meus dados' reads every
 * part into one JSON file; 'Excluir minha conta' runs every part's erasure before the account goes
 * (server/services/account-erasure.ts). A feature that stores personal data adds one part here.
 * Secrets are never exported: no password hashes, session tokens, OAuth tokens or e-mail bodies
 * (they carry one-time links).
 */
import { asc, desc, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Viewer } from "#domain/account/viewer.ts";
import { ANONYMISED_PERSON } from "#domain/orders.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";

import type { Db } from "../db/client.ts";
import {
  accounts,
  auditLog,
  compassAccess,
  compassConversations,
  compassMessages,
  healingSubmissions,
  integralSoulMaps,
  leads,
  mailOutbox,
  notifications,
  orders,
  pointsLedger,
  products,
  profiles,
  sessions,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
  verifications,
} from "../db/schema.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

export interface DataSubject {
  id: string;
  /** Lower-cased, as stored: forms filled in before signing in are found by it, once it is confirmed. */
  email: string;
  /**
   * Whether the person proved they hold `email`. Anyone can sign up with another person's address:
   * until it is confirmed, rows found only by that address are not theirs to read or erase.
   */
  emailConfirmed: boolean;
}

export interface PersonalDataPart {
  /** The key of this part in the downloaded file (pt-BR: the person reads it). */
  key: string;
  read(db: Db, subject: DataSubject): Promise<unknown>;
  /**
   * Deletes (or anonymises) this part when the person deletes their account, inside that
   * transaction, before the user row goes. Absent where the account's foreign keys already do it
   * (ON DELETE CASCADE / SET NULL) or where the row is kept for others (orders, the audit log).
   */
  erase?(db: Db, subject: DataSubject): Promise<unknown>;
}

/** The person's rows of a table: linked by their id, or, once the address is confirmed, sent with it. Undefined: none. */
function ownedRows({ id, email, emailConfirmed }: DataSubject, columns: { email: PgColumn; userId?: PgColumn }): SQL | undefined {
  return or(columns.userId && eq(columns.userId, id), emailConfirmed ? eq(columns.email, email) : undefined);
}

/** A public form's rows: what the person sent (by id or confirmed address), read whole and erased with the account. */
function formPart(key: string, table: PgTable, columns: { email: PgColumn; userId?: PgColumn }): PersonalDataPart {
  return {
    key,
    read: async (db, subject) => {
      const where = ownedRows(subject, columns);
      return where ? db.select().from(table).where(where) : [];
    },
    erase: async (db, subject) => {
      const where = ownedRows(subject, columns);
      if (where) await db.delete(table).where(where);
    },
  };
}

/** In the download of an unconfirmed account, where its forms are (pt-BR: the person reads it). */
export const UNCONFIRMED_NOTE =
  "Seu e-mail ainda não foi confirmado: os formulários enviados com este endereço e os e-mails que mandamos para ele aparecem aqui depois que você confirmar o seu e-mail.";

export const PERSONAL_DATA_PARTS: PersonalDataPart[] = [
  {
    key: "conta",
    async read(db, { id }) {
      const [user] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          emailConfirmedAt: users.emailConfirmedAt,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, id));
      const logins = await db.select({ provider: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, id));
      const activeSessions = await db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, id));
      return { ...user, formasDeLogin: logins, sessoes: activeSessions };
    },
    // Sessions and sign-in methods go with the user row; pending password-reset links do not.
    erase: (db, { id }) => db.delete(verifications).where(eq(verifications.value, id)),
  },
  {
    key: "perfil",
    read: async (db, { id }) => (await db.select().from(profiles).where(eq(profiles.id, id)))[0] ?? null,
  },
  formPart("mapaDaAlmaGratuito", soulMapSubmissions, { email: soulMapSubmissions.email, userId: soulMapSubmissions.userId }),
  {
    key: "mapaDaAlmaIntegral",
    read: async (db, { id }) => (await db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, id)))[0] ?? null,
  },
  // The Soul Compass access bought by Pix (docs/decisions/059): which order gave it, and when.
  {
    key: "acessoBussolaDaAlma",
    read: async (db, { id }) => (await db.select().from(compassAccess).where(eq(compassAccess.userId, id)))[0] ?? null,
  },
  // The Soul Compass: every conversation with its messages (they go with the account, by foreign key).
  {
    key: "bussolaDaAlma",
    async read(db, { id }) {
      const conversations = await db
        .select({ id: compassConversations.id, createdAt: compassConversations.createdAt, updatedAt: compassConversations.updatedAt })
        .from(compassConversations)
        .where(eq(compassConversations.personId, id))
        .orderBy(desc(compassConversations.updatedAt));
      return Promise.all(
        conversations.map(async (conversation) => ({
          ...conversation,
          mensagens: await db
            .select({ role: compassMessages.role, text: compassMessages.text, createdAt: compassMessages.createdAt })
            .from(compassMessages)
            .where(eq(compassMessages.conversationId, conversation.id))
            .orderBy(asc(compassMessages.seq)),
        })),
      );
    },
  },
  formPart("envioDeEnergia", healingSubmissions, { email: healingSubmissions.email }),
  formPart("clubeDeTerapeutas", therapistClubSubscriptions, { email: therapistClubSubscriptions.email, userId: therapistClubSubscriptions.userId }),
  formPart("contatos", leads, { email: leads.email }),
  // Orders stay for accounting: the buyer becomes NULL with the account (foreign key).
  {
    key: "pedidos",
    read: (db, { id }) => db.select().from(orders).where(eq(orders.buyerId, id)).orderBy(desc(orders.createdAt)),
  },
  {
    key: "pontos",
    read: (db, { id }) => db.select().from(pointsLedger).where(eq(pointsLedger.personId, id)).orderBy(desc(pointsLedger.createdAt)),
  },
  {
    key: "produtos",
    read: (db, { id }) => db.select().from(products).where(eq(products.instructorId, id)).orderBy(desc(products.createdAt)),
    // They leave the shop; orders keep their own snapshot of what was sold.
    erase: (db, { id }) => db.delete(products).where(eq(products.instructorId, id)),
  },
  {
    key: "vendas",
    read: (db, { id }) => db.select().from(orders).where(eq(orders.sellerId, id)).orderBy(desc(orders.createdAt)),
    erase: (db, { id }) => db.update(orders).set({ sellerName: ANONYMISED_PERSON }).where(eq(orders.sellerId, id)),
  },
  {
    key: "emails",
    async read(db, subject) {
      const where = ownedRows(subject, { email: mailOutbox.to });
      if (!where) return [];
      return db
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt));
    },
    async erase(db, subject) {
      const where = ownedRows(subject, { email: mailOutbox.to });
      if (where) await db.delete(mailOutbox).where(where);
    },
  },
  // The bell (docs/decisions/060): they go with the account, by foreign key.
  {
    key: "notificacoes",
    read: (db, { id }) =>
      db
        .select({
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, id))
        .orderBy(desc(notifications.createdAt)),
  },
  // Kept: who did what in the panel stays accountable (the actor's id becomes NULL with the account).
  {
    key: "acoesAdministrativas",
    read: (db, { id }) => db.select().from(auditLog).where(eq(auditLog.actorId, id)).orderBy(desc(auditLog.createdAt)),
  },
];

export const dataSubjectOf = (viewer: Viewer): DataSubject => ({ id: viewer.id, email: viewer.email.toLowerCase(), emailConfirmed: viewer.emailConfirmed });

export type PersonalDataExport = { geradoEm: string; titular: Pick<DataSubject, "id" | "email">; aviso?: string } & Record<string, unknown>;

export async function exportPersonalData(
  ctx: RequestContext,
  viewer: Viewer | null,
  parts = PERSONAL_DATA_PARTS,
): Promise<Result<{ data: PersonalDataExport }>> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const subject = dataSubjectOf(viewer);
  const { db } = ctx.app.database;
  const data: PersonalDataExport = {
    geradoEm: new Date().toISOString(),
    titular: { id: subject.id, email: subject.email },
    ...(subject.emailConfirmed ? {} : { aviso: UNCONFIRMED_NOTE }),
  };
  for (const part of parts) data[part.key] = await part.read(db, subject);
  return { ok: true, data };
}
