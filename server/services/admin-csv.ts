import { stringify } from "csv-stringify/sync";
import type { Viewer } from "#domain/account/viewer.ts";
import { ADMIN_COLUMNS, ADMIN_LISTS, adminTexts, type AdminListKey, type Column, type ListQuery } from "#domain/admin.ts";
import { todayInBrazil } from "#domain/br.ts";
import type { Result } from "#domain/result.ts";
import { exportAdminList, type ListFilters } from "./admin-lists.ts";
import { recordAudit } from "./audit.ts";
import type { AppServices } from "./context.ts";

// CSV a Brazilian spreadsheet opens as it is: UTF-8 with BOM (Excel reads the accents), ';' between
// fields (',' is the decimal separator there), CRLF line ends, dates as dd/mm/aaaa hh:mm.
const CSV_OPTIONS = { delimiter: ";", record_delimiter: "windows", quoted_string: false } as const;

/**
 * A cell that starts like a formula (=, +, -, @, tab, CR) would be run by the spreadsheet
 * (CSV injection): it is written as text with a leading apostrophe.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvFileName(key: AdminListKey): string {
  return `${ADMIN_LISTS[key].file}-${todayInBrazil()}.csv`;
}

/** 'Atividade recente': which list left the panel, with the search and filters it was taken with. */
function exportSummary(key: AdminListKey, query: Pick<ListQuery, "q">, filters: ListFilters): string {
  const narrowed = [query.q && `busca "${query.q}"`, filters.applicants && "só quem quer ser terapeuta", filters.pendingOrders && "só pendentes"].filter(
    Boolean,
  );
  return `Exportou a lista "${ADMIN_LISTS[key].title}" em CSV${narrowed.length ? ` (${narrowed.join(", ")})` : ""}`;
}

/**
 * The whole filtered list as a stream of CSV text, header first. A whole list of personal data
 * leaving the panel is an admin action: it is written to the audit log before the first byte.
 */
export async function adminListCsv(
  app: AppServices,
  viewer: Viewer,
  key: AdminListKey,
  query: Pick<ListQuery, "q">,
  filters: ListFilters = {},
): Promise<Result<{ stream: ReadableStream<Uint8Array> }>> {
  const exported = exportAdminList(app, viewer, key, query, filters);
  if (!exported.ok) return exported;
  try {
    await recordAudit(app.database.db, viewer, {
      action: "list.export",
      targetType: "list",
      targetId: key,
      summary: exportSummary(key, query, filters),
      detail: { q: query.q, ...filters },
    });
  } catch (err) {
    app.logger.error({ err, list: key }, "falha ao registrar a exportação");
    return { ok: false, status: 503, toast: { title: ADMIN_LISTS[key].fetchError, description: adminTexts.readFailed, destructive: true } };
  }
  const columns = ADMIN_COLUMNS[key] as Column<unknown>[];
  const encoder = new TextEncoder();
  const { batches } = exported;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\ufeff${stringify([columns.map((c) => c.header)], CSV_OPTIONS)}`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const records = next.value.map((row) => columns.map((c) => safeCell((c.csv ?? c.text)(row))));
      controller.enqueue(encoder.encode(stringify(records, CSV_OPTIONS)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { ok: true, stream };
}
