/**
 * What we store about a person, feature by feature (LGPD art. 18): 'Baixar meus dados' reads every
 * part into one JSON file; 'Excluir minha conta' runs every part's erasure before the account goes
 * (server/services/account-erasure.ts). A feature that stores personal data adds one part here.
 * Secrets are never exported: no password hashes, session tokens, OAuth tokens or e-mail bodies
 * (they carry one-time links).
 */
import { asc, desc, eq, or } from "drizzle-orm";
import { ANONYMISED_PERSON } from "#domain/orders.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { ROLES } from "#domain/roles.ts";
import type { Failure, Result } from "#domain/result.ts";
import type { Db } from "../db/client.ts";
import {
  accounts,
  auditLog,
  compassConversations,
  compassMessages,
  healingSubmissions,
  integralSoulMaps,
  leads,
  mailOutbox,
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
import type { AppServices } from "./context.ts";

export interface DataSubject {
  id: string;
  /** Lower-cased, as stored: forms filled in before signing in are found by it. */
  email: string;
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
  {
    key: "mapaDaAlmaGratuito",
    read: (db, { id, email }) =>
      db
        .select()
        .from(soulMapSubmissions)
        .where(or(eq(soulMapSubmissions.userId, id), eq(soulMapSubmissions.email, email))),
    erase: (db, { id, email }) => db.delete(soulMapSubmissions).where(or(eq(soulMapSubmissions.userId, id), eq(soulMapSubmissions.email, email))),
  },
  {
    key: "mapaDaAlmaIntegral",
    read: async (db, { id }) => (await db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, id)))[0] ?? null,
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
  {
    key: "envioDeEnergia",
    read: (db, { email }) => db.select().from(healingSubmissions).where(eq(healingSubmissions.email, email)),
    erase: (db, { email }) => db.delete(healingSubmissions).where(eq(healingSubmissions.email, email)),
  },
  {
    key: "clubeDeTerapeutas",
    read: (db, { id, email }) =>
      db
        .select()
        .from(therapistClubSubscriptions)
        .where(or(eq(therapistClubSubscriptions.userId, id), eq(therapistClubSubscriptions.email, email))),
    erase: (db, { id, email }) =>
      db.delete(therapistClubSubscriptions).where(or(eq(therapistClubSubscriptions.userId, id), eq(therapistClubSubscriptions.email, email))),
  },
  {
    key: "contatos",
    read: (db, { email }) => db.select().from(leads).where(eq(leads.email, email)),
    erase: (db, { email }) => db.delete(leads).where(eq(leads.email, email)),
  },
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
    read: (db, { email }) =>
      db
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt)),
    erase: (db, { email }) => db.delete(mailOutbox).where(eq(mailOutbox.to, email)),
  },
  // Kept: who did what in the panel stays accountable (the actor's id becomes NULL with the account).
  {
    key: "acoesAdministrativas",
    read: (db, { id }) => db.select().from(auditLog).where(eq(auditLog.actorId, id)).orderBy(desc(auditLog.createdAt)),
  },
];

export type PersonalDataExport = { geradoEm: string; titular: DataSubject } & Record<string, unknown>;

export async function exportPersonalData(app: AppServices, viewer: Viewer | null, parts = PERSONAL_DATA_PARTS): Promise<Result<{ data: PersonalDataExport }>> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const subject: DataSubject = { id: viewer.id, email: viewer.email.toLowerCase() };
  const { db } = app.database;
  const data: PersonalDataExport = { geradoEm: new Date().toISOString(), titular: subject };
  for (const part of parts) data[part.key] = await part.read(db, subject);
  return { ok: true, data };
}
