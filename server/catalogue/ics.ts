import { createEvents, type EventAttributes } from "ics";

import type { CatalogEvent } from "#domain/content/catalogue.ts";
import { rrule, saoPauloParts } from "#domain/recurrence.ts";

// "Adicionar à agenda" (RFC 5545) through the `ics` package, which writes the lines, escapes the
// texts, adds UID and DTSTAMP and folds at 75 octets with CRLF. It has no time zones, so times go
// in as São Paulo wall-clock strings and their lines are marked TZID=America/Sao_Paulo afterwards,
// with the zone's VTIMEZONE (UTC−3 all year since 2019): a weekly RRULE then falls on the right
// weekday in São Paulo even when the UTC day differs (a 22h meeting).

const TZID = "America/Sao_Paulo";
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** '20261207T200000': the São Paulo wall-clock time of an instant, as an ICS local date-time. */
const wallClock = (instant: Date) => {
  const { day, time } = saoPauloParts(instant);
  return `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;
};

export function calendarFile(events: readonly CatalogEvent[], options: { origin: string; pagePath: (e: CatalogEvent) => string; name: string }): string {
  const host = new URL(options.origin).host;
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event.id}@${host}`,
    title: event.title,
    description: event.description,
    location: event.location,
    url: new URL(`${options.pagePath(event)}#${event.id}`, options.origin).href,
    start: wallClock(event.startsAt),
    end: wallClock(event.endsAt),
    ...(event.recurrence
      ? {
          recurrenceRule: rrule(event.recurrence),
          ...(event.recurrence.skip.length > 0
            ? { exclusionDates: event.recurrence.skip.map((day) => `${day.replaceAll("-", "")}T${event.recurrence?.time.replace(":", "")}00`) }
            : {}),
        }
      : {}),
    productId: `-//${host}//agenda//PT-BR`,
    calName: options.name,
  }));
  const { error, value } = createEvents(attributes.length > 0 ? attributes : [], { productId: `-//${host}//agenda//PT-BR`, calName: options.name });
  if (error || !value) throw error ?? new Error("calendário vazio");
  const lines = value
    .replace(/\r\n[ \t]/g, "")
    .replace(/^(DTSTART|DTEND|EXDATE):(\d{8}T\d{6}(?:,\d{8}T\d{6})*)\r$/gm, `$1;TZID=${TZID}:$2\r`)
    .replace(/\r\nBEGIN:VEVENT|\r\nEND:VCALENDAR/, (first) => `\r\n${VTIMEZONE.join("\r\n")}${first}`)
    .split("\r\n");
  return lines.map(fold).join("\r\n");
}

/**
 * RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and a space. The package counts
 * characters, so a line with accents ran past 75 bytes; this folds on bytes, never inside a character.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
