import { stringify } from "csv-stringify/sync";
import type { Viewer } from "#domain/account/viewer.ts";
import { ADMIN_COLUMNS, ADMIN_LISTS, type AdminListKey, type Column, type ListQuery } from "#domain/admin.ts";
import { todayInBrazil } from "#domain/br.ts";
import { exportAdminList, type ListFilters } from "./admin-lists.ts";
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

/** The whole filtered list as a stream of CSV text, header first. */
export function adminListCsv(
  app: AppServices,
  viewer: Viewer,
  key: AdminListKey,
  query: Pick<ListQuery, "q">,
  filters: ListFilters = {},
): ReadableStream<Uint8Array> {
  const columns = ADMIN_COLUMNS[key] as Column<unknown>[];
  const encoder = new TextEncoder();
  const batches = exportAdminList(app, viewer, key, query, filters);
  let started = false;
  return new ReadableStream<Uint8Array>({
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
}
