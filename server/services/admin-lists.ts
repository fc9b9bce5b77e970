/**
 * The admin lists (spec §2 "Admin screens"): one page of rows, newest first, filtered by an accent-
 * and case-insensitive search on name or e-mail, the whole filtered list for the CSV export, and the
 * counts of the /admin tiles. Admin only: every entry point asks `refuseUnless(viewer, "admin")`.
 */
import { and, count, desc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";

import type { Viewer } from "#domain/account/viewer.ts";
import { ADMIN_LIST_KEYS, ADMIN_LISTS, type AdminListKey, type ListFilters } from "#domain/admin/lists.ts";
import { type ListQuery, pageCount } from "#domain/admin/query.ts";
import type { AdminListRows } from "#domain/admin/rows.ts";
import { ADMIN_PAGE_SIZE, adminTexts } from "#domain/admin/texts.ts";
import type { Failure, Result } from "#domain/result.ts";

import type { Db } from "../db/client.ts";
import {
  adminListVisits,
  healingSubmissions,
  leads,
  orders,
  paymentCharges,
  products,
  profiles,
  rowCounts,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
} from "../db/schema.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

interface Source<Row> {
  /** The table the list counts, and its id, creation time and search key. */
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Where a selected row carries that creation time (the export's keyset reads it). */
  createdAtField: keyof Row & string;
  search: AnyPgColumn;
  from: PgTable;
  /** A dynamic select of the list's fields (joins included), ready for where/order/limit. */
  select: (db: Db) => PgSelect;
  /** Conditions every query of this list carries (e.g. only admins), and those of its filters (domain/admin/lists.ts). */
  where?: (filters: ListFilters) => SQL | undefined;
  /** What a search finds, when not just the search key (another table through a subquery: the count reads no joins). */
  matching?: (pattern: SQL) => SQL;
  /** Only ties the source to its row type. */
  row?: Row;
}

const clientFields = {
  id: profiles.id,
  createdAt: profiles.createdAt,
  fullName: profiles.fullName,
  email: profiles.email,
  points: profiles.points,
  role: profiles.role,
  isTherapistApplicant: profiles.isTherapistApplicant,
  hasIntegralMap: profiles.hasIntegralMap,
};

const SOURCES: { [K in AdminListKey]: Source<AdminListRows[K]> } = {
  freeMapSubmissions: {
    id: soulMapSubmissions.id,
    createdAt: soulMapSubmissions.submittedAt,
    createdAtField: "submittedAt",
    search: soulMapSubmissions.search,
    from: soulMapSubmissions,
    select: (db) =>
      db
        .select({
          id: soulMapSubmissions.id,
          submittedAt: soulMapSubmissions.submittedAt,
          name: soulMapSubmissions.name,
          birthDate: soulMapSubmissions.birthDate,
          birthTime: soulMapSubmissions.birthTime,
          birthCity: soulMapSubmissions.birthCity,
          email: soulMapSubmissions.email,
          whatsapp: soulMapSubmissions.whatsapp,
        })
        .from(soulMapSubmissions)
        .$dynamic(),
  },
  leads: {
    id: leads.id,
    createdAt: leads.createdAt,
    createdAtField: "createdAt",
    search: leads.search,
    from: leads,
    select: (db) =>
      db
        .select({ id: leads.id, createdAt: leads.createdAt, name: leads.name, email: leads.email, whatsapp: leads.whatsapp, reading: leads.reading })
        .from(leads)
        .$dynamic(),
  },
  healingSubmissions: {
    id: healingSubmissions.id,
    createdAt: healingSubmissions.createdAt,
    createdAtField: "createdAt",
    search: healingSubmissions.search,
    from: healingSubmissions,
    select: (db) =>
      db
        .select({
          id: healingSubmissions.id,
          createdAt: healingSubmissions.createdAt,
          name: healingSubmissions.name,
          email: healingSubmissions.email,
          whatsapp: healingSubmissions.whatsapp,
        })
        .from(healingSubmissions)
        .$dynamic(),
  },
  clients: {
    id: profiles.id,
    createdAt: profiles.createdAt,
    createdAtField: "createdAt",
    search: profiles.search,
    from: profiles,
    select: (db) => db.select(clientFields).from(profiles).$dynamic(),
    where: (filters) => (filters.applicants ? eq(profiles.isTherapistApplicant, true) : undefined),
  },
  products: {
    id: products.id,
    createdAt: products.createdAt,
    createdAtField: "createdAt",
    search: products.search,
    from: products,
    select: (db) =>
      db
        .select({
          id: products.id,
          createdAt: products.createdAt,
          title: products.title,
          // The owner's current name (it follows their profile, migration 0008), kept once the owner
          // is gone: what the search key holds, so search and column agree.
          author: products.instructor,
          category: products.category,
          priceCents: products.priceCents,
          points: products.points,
          status: products.status,
        })
        .from(products)
        .$dynamic(),
  },
  orders: {
    id: orders.id,
    createdAt: orders.createdAt,
    createdAtField: "createdAt",
    search: orders.search,
    from: orders,
    select: (db) =>
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          title: orders.title,
          buyerName: profiles.fullName,
          buyerEmail: users.email,
          sellerName: orders.sellerName,
          priceCents: orders.priceCents,
          points: orders.points,
          status: orders.status,
          paymentProblem: paymentCharges.problem,
        })
        .from(orders)
        .leftJoin(paymentCharges, eq(paymentCharges.orderId, orders.id))
        .leftJoin(users, eq(users.id, orders.buyerId))
        .leftJoin(profiles, eq(profiles.id, orders.buyerId))
        .$dynamic(),
    where: (filters) => (filters.pendingOrders ? eq(orders.status, "pending") : undefined),
    matching: (pattern) =>
      sql`(${orders.search} like ${pattern} or ${orders.buyerId} in (select ${profiles.id} from ${profiles} where ${profiles.search} like ${pattern}))`,
  },
  clubSubscriptions: {
    id: therapistClubSubscriptions.id,
    createdAt: therapistClubSubscriptions.createdAt,
    createdAtField: "createdAt",
    search: therapistClubSubscriptions.search,
    from: therapistClubSubscriptions,
    select: (db) =>
      db
        .select({
          id: therapistClubSubscriptions.id,
          createdAt: therapistClubSubscriptions.createdAt,
          name: therapistClubSubscriptions.name,
          email: therapistClubSubscriptions.email,
          whatsapp: therapistClubSubscriptions.whatsapp,
          cpf: therapistClubSubscriptions.cpf,
          address: therapistClubSubscriptions.address,
          birthDate: therapistClubSubscriptions.birthDate,
          serviceLocation: therapistClubSubscriptions.serviceLocation,
          socialMedia: therapistClubSubscriptions.socialMedia,
        })
        .from(therapistClubSubscriptions)
        .$dynamic(),
  },
  manageAdmins: {
    id: profiles.id,
    createdAt: profiles.createdAt,
    createdAtField: "createdAt",
    search: profiles.search,
    from: profiles,
    select: (db) =>
      db
        .select({ id: profiles.id, createdAt: profiles.createdAt, fullName: profiles.fullName, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .$dynamic(),
    where: () => eq(profiles.role, "admin"),
  },
};

/** `LIKE '%…%'` on the search key, the typed text put through the same function as the key. */
function matches<Row>(source: Source<Row>, q: string): SQL | undefined {
  if (!q) return undefined;
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = sql`'%' || essencia_search_text(${escaped}) || '%'`;
  return source.matching ? source.matching(pattern) : sql`${source.search} like ${pattern}`;
}

function conditions<Row>(source: Source<Row>, { q, filters }: Pick<ListQuery, "q" | "filters">): SQL | undefined {
  return and(source.where?.(filters), matches(source, q));
}

export interface AdminListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  /** Rows newer than this were added since the admin's previous visit (null on a first visit). */
  freshSince: Date | null;
}

/** One page of a list, newest first; records the visit for the tile counts of /admin. */
export async function readAdminList<K extends AdminListKey>(
  { app }: RequestContext,
  viewer: Viewer,
  { list: key, query }: { list: K; query: ListQuery },
): Promise<Result<AdminListPage<AdminListRows[K]>>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { db } = app.database;
  const source: Source<AdminListRows[K]> = SOURCES[key];
  const where = conditions(source, query);
  try {
    const total = where ? (await db.select({ n: count() }).from(source.from).where(where))[0].n : await storedRowCount(db, source.from);
    const pages = pageCount(total);
    const page = Math.min(query.page, pages);
    const rows = (await source
      .select(db)
      .where(where)
      .orderBy(desc(source.createdAt), desc(source.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)) as AdminListRows[K][];
    const freshSince = await recordVisit(db, viewer.id, key);
    return { ok: true, rows, total, page, pages, freshSince };
  } catch (err) {
    app.logger.error({ err, list: key }, "falha ao ler lista do painel");
    return readFailure(ADMIN_LISTS[key].fetchError);
  }
}

/** Visits close together are one visit: paging or searching a list keeps its 'Novo' marks. */
const VISIT_GAP = sql`interval '30 minutes'`;

/**
 * Records the visit and answers since when rows are marked 'Novo' (null: none are). A visit that
 * would change nothing anyone sees is not written: no row of the list arrived since the last one,
 * and the 'Novo' marks would not go (the visit is recent, or nothing is marked), so the /admin tile
 * and every later visit count the same either way. Unwritten, it raises no data version, and the
 * list stays kept for the admin (docs/decisions/063) instead of every view invalidating every page.
 */
async function recordVisit(db: Db, adminId: string, key: AdminListKey): Promise<Date | null> {
  const source = SOURCES[key];
  const base = source.where?.({});
  const arrivedAfter = (moment: SQL | AnyPgColumn) =>
    sql`exists (select 1 from ${source.from} where ${source.createdAt} > ${moment}${base ? sql` and ${base}` : sql``})`;
  const visit = sql`${adminListVisits.adminId} = ${adminId} and ${adminListVisits.list} = ${key}`;
  const stale = sql`${adminListVisits.visitedAt} < now() - ${VISIT_GAP}`;
  const result = await db.execute(sql`
    with written as (
      insert into ${adminListVisits} (admin_id, list, visited_at) values (${adminId}, ${key}, now())
      on conflict (admin_id, list) do update set
        previous_visited_at = case when ${stale} then ${adminListVisits.visitedAt} else ${adminListVisits.previousVisitedAt} end,
        visited_at = now()
      where ${arrivedAfter(adminListVisits.visitedAt)}
        or (${stale} and ${adminListVisits.previousVisitedAt} is not null and ${arrivedAfter(adminListVisits.previousVisitedAt)})
      returning previous_visited_at
    )
    select previous_visited_at as previous from written
    union all
    select case when ${stale} then ${adminListVisits.visitedAt} else ${adminListVisits.previousVisitedAt} end
      from ${adminListVisits} where ${visit} and not exists (select 1 from written)`);
  const [row] = (result as unknown as { rows: { previous: Date | string | null }[] }).rows;
  return row?.previous ? new Date(row.previous) : null;
}

const EXPORT_BATCH = 1000;

/**
 * The whole filtered list, newest first, in batches (keyset on creation time and id, so rows added
 * meanwhile neither repeat nor shift the export). Refused (403) for anyone but an admin.
 */
export function exportAdminList<K extends AdminListKey>(
  { app }: RequestContext,
  viewer: Viewer,
  { list: key, query }: { list: K; query: Pick<ListQuery, "q" | "filters"> },
): Result<{ batches: AsyncGenerator<AdminListRows[K][]> }> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { db } = app.database;
  const source: Source<AdminListRows[K]> = SOURCES[key];
  async function* batches(): AsyncGenerator<AdminListRows[K][]> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after ? sql`(${source.createdAt}, ${source.id}) < (${after.createdAt}, ${after.id})` : undefined;
      const rows = (await source
        .select(db)
        .where(and(conditions(source, query), keyset))
        .orderBy(desc(source.createdAt), desc(source.id))
        .limit(EXPORT_BATCH)) as (AdminListRows[K] & { id: string })[];
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1];
      after = { createdAt: last[source.createdAtField] as Date, id: last.id };
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return { ok: true, batches: batches() };
}

export interface TileCount {
  total: number;
  /** Rows added since this admin last opened the list (all of them on a first visit). */
  fresh: number;
}

/**
 * The counts on the /admin tiles, in one round-trip: per list, its total and the rows newer than
 * this admin's last visit to it, as `[total, fresh]`. A list without a condition takes its total
 * from `row_counts` (kept by triggers) and, never visited, all its rows are fresh; the rows since a
 * visit are a range of the created-at index.
 */
export async function adminTileCounts({ app }: RequestContext, viewer: Viewer): Promise<Result<{ counts: Record<AdminListKey, TileCount> }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const columns = ADMIN_LIST_KEYS.map((key) => {
    const source: Pick<Source<unknown>, "createdAt" | "from" | "where"> = SOURCES[key];
    const lastVisit = sql`(select ${adminListVisits.visitedAt} from ${adminListVisits} where ${adminListVisits.adminId} = ${viewer.id} and ${adminListVisits.list} = ${key})`;
    const where = source.where?.({});
    const total = where
      ? sql`(select count(*) from ${source.from} where ${where})`
      : sql`(select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = ${getTableName(source.from)})`;
    const since = sql`(select count(*) from ${source.from} where ${source.createdAt} > ${lastVisit}${where ? sql` and ${where}` : sql``})`;
    return sql`json_build_array(${total}, case when ${lastVisit} is null then ${total} else ${since} end) as ${sql.identifier(key)}`;
  });
  try {
    const result = await app.database.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
    const [row] = (result as unknown as { rows: Record<AdminListKey, [number, number]>[] }).rows;
    const counts = Object.fromEntries(ADMIN_LIST_KEYS.map((key) => [key, { total: Number(row[key][0]), fresh: Number(row[key][1]) }]));
    return { ok: true, counts: counts as Record<AdminListKey, TileCount> };
  } catch (err) {
    app.logger.error({ err }, "falha ao contar as listas do painel");
    return readFailure(adminTexts.loadFailed);
  }
}

/** A whole table's rows, as the triggers of migration 0014 keep them. */
async function storedRowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, getTableName(table)));
  if (!row) throw new Error(`row_counts não tem ${getTableName(table)}`);
  return row.n;
}

/** §8: a list (or the dashboard) the database did not answer for: its toast, 503. */
function readFailure(title: string): Failure {
  return { ok: false, status: 503, toast: { title, description: adminTexts.readFailed, destructive: true } };
}
