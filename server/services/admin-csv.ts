import { stringify } from "csv-stringify/sync";

import type { Viewer } from "#domain/account/viewer.ts";
import { ADMIN_COLUMNS, type Column } from "#domain/admin/columns.ts";
import { ADMIN_LISTS, type AdminListKey, filtersOf, LIST_FILTERS } from "#domain/admin/lists.ts";
import type { ListQuery } from "#domain/admin/query.ts";
import { adminTexts } from "#domain/admin/texts.ts";
import { todayInBrazil } from "#domain/br.ts";
import type { Result } from "#domain/result.ts";

import { exportAdminList } from "./admin-lists.ts";
import { recordAudit } from "./audit.ts";
import type { RequestContext } from "./context.ts";

// CSV a Brazilian spreadsheet opens as it is: UTF-8 with BOM (Excel reads the accents), ';' between
// fields (',' is the decimal separator there), CRLF line ends, dates as dd/mm/aaaa hh:mm. A field with
// a CR or LF is quoted (csv-stringify quotes only the CRLF it was given otherwise): a bare one would
// end the row in Excel and LibreOffice, and the next line would start a row of its own.
const CSV_OPTIONS = { delimiter: ";", record_delimiter: "windows", quote_record_delimiter: true, quoted_string: false } as const;

/**
 * A line that starts like a formula (=, +, -, @, tab, CR) would be run by the spreadsheet (CSV
 * injection): it is written as text with a leading apostrophe. Every line of the cell, not only the
 * first: a reader that splits the cell at its line breaks must not find one either.
 */
export function safeCell(text: string): string {
  return text.replace(/(?<=^|[\r\n])(?=[=+\-@\t\r])/g, "'");
}

/** Records as CSV text, every cell made safe. */
export function csvText(records: string[][]): string {
  return stringify(
    records.map((record) => record.map(safeCell)),
    CSV_OPTIONS,
  );
}

export function csvFileName(key: AdminListKey): string {
  return `${ADMIN_LISTS[key].file}-${todayInBrazil()}.csv`;
}

type ExportQuery = Pick<ListQuery, "q" | "filters">;

/** 'Atividade recente': which list left the panel, with the search and filters it was taken with. */
function exportSummary(key: AdminListKey, { q, filters }: ExportQuery): string {
  const narrowed = [...(q ? [`busca "${q}"`] : []), ...filtersOf(key).flatMap((f) => (filters[f.id] ? [f.exportLabel] : []))];
  return `Exportou a lista "${ADMIN_LISTS[key].title}" em CSV${narrowed.length ? ` (${narrowed.join(", ")})` : ""}`;
}

/**
 * The whole filtered list as a stream of CSV text, header first. A whole list of personal data
 * leaving the panel is an admin action: it is written to the audit log before the first byte.
 */
export async function adminListCsv(
  ctx: RequestContext,
  viewer: Viewer,
  { list: key, query }: { list: AdminListKey; query: ExportQuery },
): Promise<Result<{ stream: ReadableStream<Uint8Array> }>> {
  const exported = exportAdminList(ctx, viewer, { list: key, query });
  const { app } = ctx;
  if (!exported.ok) return exported;
  try {
    await recordAudit(app.database.db, viewer, {
      action: "list.export",
      targetType: "list",
      targetId: key,
      summary: exportSummary(key, query),
      // Every filter the panel knows, on or off, so the entries of all lists read alike.
      detail: { q: query.q, ...Object.fromEntries(LIST_FILTERS.map((f) => [f.id, Boolean(query.filters[f.id])])) },
    });
  } catch (err) {
    app.logger.error({ err, list: key }, "falha ao registrar a exportação");
    return { ok: false, status: 503, toast: { title: ADMIN_LISTS[key].fetchError, description: adminTexts.readFailed, destructive: true } };
  }
  const columns = ADMIN_COLUMNS[key] as unknown as readonly Column<unknown>[];
  const encoder = new TextEncoder();
  const { batches } = exported;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\ufeff${csvText([columns.map((c) => c.header)])}`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(csvText(next.value.map((row) => columns.map((c) => (c.csv ?? c.text)(row))))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { ok: true, stream };
}
