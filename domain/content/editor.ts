/**
 * The staff editor's forms (/admin/conteudo): the shared schemas the browser and the server parse
 * with, and their Portuguese messages. The forms post flat strings (what the fields hold); each
 * schema turns them into what is stored (domain/content/catalogue.ts), dates read in São Paulo time.
 */
import { z } from "#domain/zod.ts";

import { formatPrice } from "../format.ts";
import { formMessages, formObject, refuse, safeString } from "../forms/common.ts";
import { parsePriceCents } from "../forms/product.ts";
import { LOCAL_DATE, LOCAL_TIME, type Ordinal, type Recurrence, saoPauloInstant, saoPauloParts, type Weekday } from "../recurrence.ts";
import type { SiteSettings } from "../site.ts";
import { ART } from "./art.ts";
import { ATTENDANCE, type ContentItem, type EventData } from "./catalogue.ts";

export const editorMessages = {
  titleRequired: "Informe o título.",
  descriptionRequired: "Escreva a descrição.",
  locationRequired: "Informe o local (por exemplo: On-line, ou o endereço).",
  altRequired: "Descreva a imagem em poucas palavras (texto alternativo).",
  linkInvalid: "Use um link https://, wa.me, mailto: ou tel: completo.",
  linkRequired: "Informe o link de 'Participar' ou marque o grupo da comunidade.",
  priceInvalid: "Informe o valor em reais, por exemplo R$ 1.290,00 (vazio: gratuito).",
  priceTooHigh: "O valor máximo é R$ 1.000.000,00.",
  dateTimeInvalid: "Informe data e horário válidos.",
  startRequired: "Informe quando começa.",
  endBeforeStart: "O fim deve ser depois do início.",
  unpublishBeforePublish: "'Retirar em' deve ser depois de 'Publicar em'.",
  weekdayInvalid: "Escolha o dia da semana.",
  ordinalInvalid: "Escolha a frequência.",
  timeInvalid: "Informe o horário no formato hh:mm, por exemplo 20:00.",
  durationInvalid: "Informe a duração em minutos (de 5 a 1440).",
  dateInvalid: "Informe uma data válida.",
  skipInvalid: "Informe as datas sem encontro como dd/mm/aaaa, separadas por vírgula.",
  statusInvalid: "Escolha rascunho ou publicado.",
  versionInvalid: "Versão inválida. Recarregue a página.",
  itemInvalid: "Item inválido. Recarregue a página.",
  emailInvalid: "E-mail inválido.",
  phoneInvalid: "Informe o telefone com DDD, por exemplo (41) 3000-0000.",
  whatsappInvalid: "Informe o WhatsApp com DDD, só números ou com máscara: (41) 90000-0000.",
  videoInvalid: "Informe o código do vídeo do YouTube (11 caracteres) ou o link do vídeo.",
  cepInvalid: "CEP inválido: use 00000-000.",
  stateInvalid: "UF inválida: duas letras, por exemplo PR.",
  required: "Campo obrigatório.",
} as const;
const m = editorMessages;

/** What the editor says when another person saved the item first (HTTP 409). */
export const conflictToast = (version: number) => ({
  title: "Outra pessoa salvou este item antes",
  description: `Suas alterações não foram gravadas, para não apagar as dela. A versão atual é a ${version}: recarregue a página para vê-la e refaça suas alterações.`,
  destructive: true,
});

/**
 * A link people may follow from the site: https (wa.me included), mailto: or tel:. Anything else —
 * javascript:, data:, plain http — is refused.
 */
export function isSafeLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return url.hostname.includes(".");
  if (url.protocol === "mailto:") return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(decodeURIComponent(url.pathname));
  if (url.protocol === "tel:") return /^\+?[\d-]{8,20}$/.test(url.pathname);
  return false;
}

const text = (required: string, max: number) =>
  safeString({ error: formMessages.wrongType }).check(z.trim(), z.minLength(1, required), z.maxLength(max, formMessages.tooLong));
const optional = (max: number) => safeString({ error: formMessages.wrongType }).check(z.trim(), z.maxLength(max, formMessages.tooLong));
const link = () => optional(2000).check(z.refine((v) => v === "" || isSafeLink(v), m.linkInvalid));

/** 'AAAA-MM-DDThh:mm' as typed in a datetime-local field, read in São Paulo; '' → null. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
function instantOrNull(value: string): Date | null | undefined {
  if (value === "") return null;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match || !LOCAL_DATE.test(match[1]) || !LOCAL_TIME.test(match[2])) return undefined;
  const instant = saoPauloInstant(match[1], match[2]);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
const dateTime = () =>
  z.pipe(
    safeString({ error: m.dateTimeInvalid }),
    z.transform((v, ctx) => {
      const instant = instantOrNull(v.trim());
      return instant === undefined ? refuse(ctx, m.dateTimeInvalid) : instant;
    }),
  );

/** 'dd/mm/aaaa, dd/mm/aaaa' → ['aaaa-mm-dd', …]. */
function skipDates(value: string): string[] | null {
  const parts = value
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(part);
    const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : part;
    if (!LOCAL_DATE.test(iso)) return null;
    out.push(iso);
  }
  return out.length > 100 ? null : out;
}

const ORDINALS = ["0", "1", "2", "3", "4", "-1"] as const;

/** The nucleus / event form, as the browser posts it. */
export const eventFormSchema = z.pipe(
  formObject({
    id: safeString({ error: m.itemInvalid }).check(z.maxLength(80, m.itemInvalid)),
    kind: z.enum(["nucleus", "event"], { error: m.itemInvalid }),
    version: safeString({ error: m.versionInvalid }).check(z.regex(/^\d{0,9}$/, m.versionInvalid)),
    status: z.enum(["draft", "published"], { error: m.statusInvalid }),
    publishAt: dateTime(),
    unpublishAt: dateTime(),
    title: text(m.titleRequired, 120),
    description: text(m.descriptionRequired, 2000),
    attendance: z.enum(ATTENDANCE, { error: m.locationRequired }),
    location: text(m.locationRequired, 200),
    viaCommunityGroup: z.boolean({ error: formMessages.wrongType }),
    link: link(),
    price: z.pipe(
      optional(30),
      z.transform((v, ctx) => {
        if (v === "") return null;
        const cents = parsePriceCents(v);
        if (cents === null) return refuse(ctx, m.priceInvalid);
        if (cents > 100_000_000) return refuse(ctx, m.priceTooHigh);
        return cents === 0 ? null : cents;
      }),
    ),
    schedule: z.enum(["dated", "recurring"], { error: m.startRequired }),
    startsAt: dateTime(),
    endsAt: dateTime(),
    weekday: z.enum(["0", "1", "2", "3", "4", "5", "6"], { error: m.weekdayInvalid }),
    ordinal: z.enum(ORDINALS, { error: m.ordinalInvalid }),
    time: safeString({ error: m.timeInvalid }).check(z.regex(LOCAL_TIME, m.timeInvalid)),
    durationMinutes: safeString({ error: m.durationInvalid }).check(
      z.regex(/^\d{1,4}$/, m.durationInvalid),
      z.refine((v) => Number(v) >= 5 && Number(v) <= 1440, m.durationInvalid),
    ),
    until: safeString({ error: m.dateInvalid }).check(z.refine((v) => v === "" || LOCAL_DATE.test(v), m.dateInvalid)),
    skip: z.pipe(
      optional(1500),
      z.transform((v, ctx) => skipDates(v) ?? refuse(ctx, m.skipInvalid)),
    ),
    imageAlt: text(m.altRequired, 200),
    art: safeString({ error: m.itemInvalid }).check(z.regex(/^\/art\/[a-z0-9-]+\.svg$/, m.itemInvalid)),
  }),
  z.transform((f, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.issues.push({ code: "custom", message, input: f, path: [path] });
      return z.NEVER;
    };
    if (!f.viaCommunityGroup && f.link === "") return fail("link", m.linkRequired);
    if (f.schedule === "dated" && !f.startsAt) return fail("startsAt", m.startRequired);
    if (f.schedule === "dated" && f.startsAt && f.endsAt && f.endsAt < f.startsAt) return fail("endsAt", m.endBeforeStart);
    if (f.publishAt && f.unpublishAt && f.unpublishAt <= f.publishAt) return fail("unpublishAt", m.unpublishBeforePublish);
    const recurrence: Recurrence | null =
      f.schedule === "recurring"
        ? {
            weekday: Number(f.weekday) as Weekday,
            ordinal: f.ordinal === "0" ? null : (Number(f.ordinal) as Ordinal),
            time: f.time,
            durationMinutes: Number(f.durationMinutes),
            until: f.until || null,
            skip: f.skip,
          }
        : null;
    const data: EventData = {
      title: f.title,
      description: f.description,
      attendance: f.attendance,
      location: f.location,
      viaCommunityGroup: f.viaCommunityGroup,
      link: f.viaCommunityGroup ? "" : f.link,
      priceCents: f.price,
      recurrence,
      art: f.art,
      imageAlt: f.imageAlt,
    };
    return {
      id: f.id || null,
      kind: f.kind,
      version: f.version === "" ? null : Number(f.version),
      status: f.status,
      publishAt: f.publishAt,
      unpublishAt: f.unpublishAt,
      startsAt: recurrence ? null : f.startsAt,
      endsAt: recurrence ? null : f.endsAt,
      data,
    };
  }),
);
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormOutput = z.output<typeof eventFormSchema>;

/** Duplicate, archive, or move one place up or down in its list. */
export const ITEM_ACTIONS = ["duplicate", "archive", "up", "down"] as const;
export const itemActionSchema = formObject({
  id: safeString({ error: m.itemInvalid }).check(z.minLength(1, m.itemInvalid), z.maxLength(80, m.itemInvalid)),
  version: z.number({ error: m.versionInvalid }).check(z.int(m.versionInvalid), z.minimum(1, m.versionInvalid)),
  action: z.enum(ITEM_ACTIONS, { error: m.itemInvalid }),
});

const digits = (v: string) => v.replace(/\D/g, "");
const YOUTUBE_ID = /^[\w-]{11}$/;
/** The 11-character id, from the id itself or a watch / youtu.be / embed link. */
export function youtubeId(value: string): string | null {
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  const match = /(?:v=|youtu\.be\/|embed\/)([\w-]{11})/.exec(v);
  return match ? match[1] : null;
}

const email = () =>
  z.pipe(
    text(m.emailInvalid, 254).check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.emailInvalid)),
    z.transform((v) => v.toLowerCase()),
  );
const whatsapp = () =>
  z.pipe(
    text(m.whatsappInvalid, 30),
    z.transform((v, ctx) => {
      const d = digits(v);
      const full = d.startsWith("55") && d.length >= 12 ? d : `55${d}`;
      return /^55\d{10,11}$/.test(full) ? full : refuse(ctx, m.whatsappInvalid);
    }),
  );
const httpsLink = () => text(m.linkInvalid, 500).check(z.refine((v) => isSafeLink(v) && v.startsWith("https://"), m.linkInvalid));

/** The site settings form (names, contacts, links, headquarters). */
export const settingsFormSchema = z.pipe(
  formObject({
    version: safeString({ error: m.versionInvalid }).check(z.regex(/^\d{1,9}$/, m.versionInvalid)),
    movementName: text(m.required, 80),
    instituteName: text(m.required, 80),
    founderName: text(m.required, 80),
    phone: text(m.phoneInvalid, 30).check(z.refine((v) => digits(v).length >= 10 && digits(v).length <= 13, m.phoneInvalid)),
    emailContact: email(),
    emailCourses: email(),
    emailClub: email(),
    whatsappMain: whatsapp(),
    whatsappCourses: whatsapp(),
    communityGroupUrl: httpsLink(),
    anthemVideo: z.pipe(
      text(m.videoInvalid, 200),
      z.transform((v, ctx) => youtubeId(v) ?? refuse(ctx, m.videoInvalid)),
    ),
    instagram: httpsLink(),
    youtube: httpsLink(),
    facebook: httpsLink(),
    street: text(m.required, 120),
    number: text(m.required, 20),
    complement: optional(60),
    neighborhood: text(m.required, 80),
    city: text(m.required, 80),
    state: z.pipe(
      text(m.stateInvalid, 2).check(z.regex(/^[A-Za-z]{2}$/, m.stateInvalid)),
      z.transform((v) => v.toUpperCase()),
    ),
    cep: text(m.cepInvalid, 9).check(z.regex(/^\d{5}-?\d{3}$/, m.cepInvalid)),
    mapUrl: optional(500).check(z.refine((v) => v === "" || (isSafeLink(v) && v.startsWith("https://")), m.linkInvalid)),
  }),
  z.transform((f): { version: number; settings: SiteSettings } => ({
    version: Number(f.version),
    settings: {
      movementName: f.movementName,
      instituteName: f.instituteName,
      founderName: f.founderName,
      phone: f.phone,
      emails: { contact: f.emailContact, courses: f.emailCourses, club: f.emailClub },
      whatsapp: { main: f.whatsappMain, courses: f.whatsappCourses },
      communityGroupUrl: f.communityGroupUrl,
      anthemVideoId: f.anthemVideo,
      social: { instagram: f.instagram, youtube: f.youtube, facebook: f.facebook },
      headquarters: {
        street: f.street,
        number: f.number,
        complement: f.complement,
        neighborhood: f.neighborhood,
        city: f.city,
        state: f.state,
        cep: f.cep.replace(/^(\d{5})(\d{3})$/, "$1-$2"),
      },
      mapUrl: f.mapUrl,
    },
  })),
);
export type SettingsFormInput = z.input<typeof settingsFormSchema>;

/** The settings as the form's fields hold them. */
export function settingsFormValues(s: SiteSettings, version: number): SettingsFormInput {
  return {
    version: String(version),
    movementName: s.movementName,
    instituteName: s.instituteName,
    founderName: s.founderName,
    phone: s.phone,
    emailContact: s.emails.contact,
    emailCourses: s.emails.courses,
    emailClub: s.emails.club,
    whatsappMain: s.whatsapp.main,
    whatsappCourses: s.whatsapp.courses,
    communityGroupUrl: s.communityGroupUrl,
    anthemVideo: s.anthemVideoId,
    instagram: s.social.instagram,
    youtube: s.social.youtube,
    facebook: s.social.facebook,
    street: s.headquarters.street,
    number: s.headquarters.number,
    complement: s.headquarters.complement,
    neighborhood: s.headquarters.neighborhood,
    city: s.headquarters.city,
    state: s.headquarters.state,
    cep: s.headquarters.cep,
    mapUrl: s.mapUrl,
  };
}

const localInput = (instant: Date | null) => {
  if (!instant) return "";
  const { day, time } = saoPauloParts(instant);
  return `${day}T${time}`;
};

/** An item (or a new one of `kind`) as the event form's fields hold it. */
export function eventFormValues(item: ContentItem<"nucleus" | "event"> | null, kind: "nucleus" | "event"): EventFormInput {
  const d = item?.data;
  const rule = d?.recurrence ?? null;
  return {
    id: item?.id ?? "",
    kind,
    version: item ? String(item.version) : "",
    status: item?.status === "published" ? "published" : "draft",
    publishAt: localInput(item?.publishAt ?? null),
    unpublishAt: localInput(item?.unpublishAt ?? null),
    title: d?.title ?? "",
    description: d?.description ?? "",
    attendance: d?.attendance ?? "online",
    location: d?.location ?? "",
    viaCommunityGroup: d ? d.viaCommunityGroup : kind === "nucleus",
    link: d?.link ?? "",
    price: d?.priceCents ? formatPrice(d.priceCents) : "",
    schedule: item ? (rule ? "recurring" : "dated") : kind === "nucleus" ? "recurring" : "dated",
    startsAt: localInput(item?.startsAt ?? null),
    endsAt: localInput(item?.endsAt ?? null),
    weekday: String(rule?.weekday ?? 1) as EventFormInput["weekday"],
    ordinal: String(rule?.ordinal ?? 0) as EventFormInput["ordinal"],
    time: rule?.time ?? "20:00",
    durationMinutes: String(rule?.durationMinutes ?? 90),
    until: rule?.until ?? "",
    skip: (rule?.skip ?? []).map((day) => day.split("-").reverse().join("/")).join(", "),
    imageAlt: d?.imageAlt ?? ART.highlightEvents.alt,
    art: d?.art ?? ART.highlightEvents.src,
  };
}
