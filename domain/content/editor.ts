/**
 * The staff editor's forms (/admin/conteudo): the shared schemas the browser and the server parse
 * with, and their Portuguese messages. The forms post flat strings (what the fields hold); each
 * schema turns them into what is stored (domain/content/catalogue.ts), dates read in São Paulo time.
 */
import { z } from "#domain/zod.ts";

import { formatPrice } from "../format.ts";
import { formMessages, formObject, refuse, safeString } from "../forms/common.ts";
import { parsePriceCents } from "../forms/product.ts";
import { isSafeLink } from "../links.ts";
import { LOCAL_DATE, LOCAL_TIME, type Ordinal, type Recurrence, saoPauloInstant, saoPauloParts, type Weekday } from "../recurrence.ts";
import type { SiteSettings } from "../site.ts";
import { ART } from "./art.ts";
import {
  ATTENDANCE,
  type ContentItem,
  type CourseData,
  type CourseValuesOption,
  type EventData,
  type HighlightData,
  type SocialSessionData,
  type StatData,
} from "./catalogue.ts";

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

/** How long a meeting lasts, typed in minutes: 5 minutes to a day. */
const durationMinutes = () =>
  safeString({ error: m.durationInvalid }).check(
    z.regex(/^\d{1,4}$/, m.durationInvalid),
    z.refine((v) => Number(v) >= 5 && Number(v) <= 1440, m.durationInvalid),
  );

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
    durationMinutes: durationMinutes(),
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

// ——— Courses, social sessions, home highlights and home stats ———

export const kindMessages = {
  subtitleRequired: "Informe o subtítulo.",
  instructorRequired: "Informe quem ministra o curso.",
  modalityRequired: "Informe a modalidade (por exemplo: Presencial em Curitiba).",
  aboutRequired: "Escreva o texto 'Sobre o curso'.",
  firstDayRequired: "Informe o primeiro dia do curso.",
  lastDayBeforeFirst: "O último dia deve ser igual ou depois do primeiro.",
  moneyRequired: "Informe o valor em reais, por exemplo R$ 1.290,00.",
  linesTooMany: "No máximo 30 linhas, cada uma com até 300 caracteres.",
  pointsInvalid: "Informe um número inteiro de 0 a 100000.",
  maxStudentsInvalid: "Informe um número inteiro de 1 a 10000 (vazio: sem limite).",
  signupLinkRequired: "Informe a página oficial ou o link de pagamento.",
  optionIncomplete: "Preencha o nome da opção, a inscrição e o valor do curso (ou deixe a opção toda em branco).",
  hrefInvalid: "Use um caminho do site começando com / (por exemplo /cursos) ou um link https://.",
  ctaRequired: "Informe o texto do botão.",
  textRequired: "Escreva o texto.",
  valueRequired: "Informe o número (por exemplo: +500).",
  labelRequired: "Informe a legenda.",
  whatsappTextRequired: "Escreva a mensagem que abre no WhatsApp.",
} as const;
const k = kindMessages;

/** Draft / published and the 'publicar em' / 'retirar em' window: every kind's form has them. */
const publicationFields = <K extends string>(kinds: readonly [K, ...K[]]) => ({
  id: safeString({ error: m.itemInvalid }).check(z.maxLength(80, m.itemInvalid)),
  kind: z.enum(kinds, { error: m.itemInvalid }),
  version: safeString({ error: m.versionInvalid }).check(z.regex(/^\d{0,9}$/, m.versionInvalid)),
  status: z.enum(["draft", "published"], { error: m.statusInvalid }),
  publishAt: dateTime(),
  unpublishAt: dateTime(),
});
interface PublicationOut<K> {
  id: string;
  kind: K;
  version: string;
  status: "draft" | "published";
  publishAt: Date | null;
  unpublishAt: Date | null;
}
/** The stored columns of the window, or a refusal on 'retirar em'. */
function publication<K>(f: PublicationOut<K>, ctx: z.core.ParsePayload) {
  if (f.publishAt && f.unpublishAt && f.unpublishAt <= f.publishAt) {
    ctx.issues.push({ code: "custom", message: m.unpublishBeforePublish, input: f, path: ["unpublishAt"] });
    return null;
  }
  return {
    id: f.id || null,
    kind: f.kind,
    version: f.version === "" ? null : Number(f.version),
    status: f.status,
    publishAt: f.publishAt,
    unpublishAt: f.unpublishAt,
  };
}
const fail = (ctx: z.core.ParsePayload, input: unknown, path: string, message: string) => {
  ctx.issues.push({ code: "custom", message, input, path: [path] });
  return z.NEVER;
};

const money = (required: boolean) =>
  z.pipe(
    optional(30),
    z.transform((v, ctx) => {
      if (v === "") return required ? refuse(ctx, k.moneyRequired) : 0;
      const cents = parsePriceCents(v);
      if (cents === null) return refuse(ctx, m.priceInvalid);
      if (cents > 100_000_000) return refuse(ctx, m.priceTooHigh);
      return cents;
    }),
  );
/** A list typed one item per line (blank lines dropped). */
const lines = () =>
  z.pipe(
    optional(9000),
    z.transform((v, ctx) => {
      const out = v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      return out.length > 30 || out.some((l) => l.length > 300) ? refuse(ctx, k.linesTooMany) : out;
    }),
  );
const wholeNumber = (message: string, min: number, max: number, blank: number | null) =>
  z.pipe(
    optional(9),
    z.transform((v, ctx) => {
      if (v === "" && blank !== null) return blank;
      if (v === "" || !/^\d+$/.test(v) || Number(v) < min || Number(v) > max) return refuse(ctx, message);
      return Number(v);
    }),
  );
const localDate = (message: string) => safeString({ error: message }).check(z.refine((v) => v === "" || LOCAL_DATE.test(v), message));
const altText = () => text(m.altRequired, 200);
const artPath = () => safeString({ error: m.itemInvalid }).check(z.regex(/^\/art\/[a-z0-9-]+\.svg$/, m.itemInvalid));

/** The multi-price variant: up to four options, each five fields, numbered 1 to 4. */
export const PRICE_OPTION_SLOTS = [1, 2, 3, 4] as const;
const OPTION_PARTS = ["Label", "Registration", "CourseFee", "FullPrice", "Installments"] as const;
type OptionKey = `option${(typeof PRICE_OPTION_SLOTS)[number]}${(typeof OPTION_PARTS)[number]}`;
export const optionKey = (slot: number, part: (typeof OPTION_PARTS)[number]) => `option${slot}${part}` as OptionKey;
const optionFields = Object.fromEntries(
  PRICE_OPTION_SLOTS.flatMap((slot) => [
    [optionKey(slot, "Label"), optional(80)],
    [optionKey(slot, "Registration"), optional(30)],
    [optionKey(slot, "CourseFee"), optional(30)],
    [optionKey(slot, "FullPrice"), optional(200)],
    [optionKey(slot, "Installments"), optional(200)],
  ]),
) as Record<OptionKey, ReturnType<typeof optional>>;

/** The course form, as the browser posts it. Period: first and last day (São Paulo dates). */
export const courseFormSchema = z.pipe(
  formObject({
    ...publicationFields(["course"]),
    title: text(m.titleRequired, 120),
    subtitle: text(k.subtitleRequired, 200),
    instructor: text(k.instructorRequired, 120),
    modality: text(k.modalityRequired, 120),
    observation: optional(500),
    firstDay: localDate(m.dateInvalid),
    lastDay: localDate(m.dateInvalid),
    schedule: lines(),
    prerequisites: lines(),
    about: text(k.aboutRequired, 4000),
    content: lines(),
    included: lines(),
    registration: money(true),
    courseFee: money(true),
    installments: optional(200),
    ...optionFields,
    paymentNote: optional(500),
    contactWhatsapp: optional(30).check(z.refine((v) => v === "" || /^55\d{10,11}$/.test(`55${digits(v)}`.replace(/^5555/, "55")), m.whatsappInvalid)),
    contactEmail: optional(254).check(z.refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), m.emailInvalid)),
    moreInfoLink: link(),
    paymentLink: link(),
    points: wholeNumber(k.pointsInvalid, 0, 100_000, 0),
    registrationPoints: wholeNumber(k.pointsInvalid, 0, 100_000, 0),
    maxStudents: z.pipe(
      optional(9),
      z.transform((v, ctx) => (v === "" ? null : /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 10_000 ? Number(v) : refuse(ctx, k.maxStudentsInvalid))),
    ),
    imageAlt: altText(),
    art: artPath(),
  }),
  z.transform((f, ctx) => {
    const base = publication(f, ctx);
    if (!base) return z.NEVER;
    if (!f.firstDay) return fail(ctx, f, "firstDay", k.firstDayRequired);
    if (f.lastDay && f.lastDay < f.firstDay) return fail(ctx, f, "lastDay", k.lastDayBeforeFirst);
    if (!f.moreInfoLink && !f.paymentLink) return fail(ctx, f, "paymentLink", k.signupLinkRequired);
    const valuesMulti: CourseValuesOption[] = [];
    for (const slot of PRICE_OPTION_SLOTS) {
      const get = (part: (typeof OPTION_PARTS)[number]) => f[optionKey(slot, part)];
      if (OPTION_PARTS.every((part) => get(part) === "")) continue;
      const registration = parsePriceCents(get("Registration"));
      const fee = parsePriceCents(get("CourseFee"));
      if (!get("Label")) return fail(ctx, f, optionKey(slot, "Label"), k.optionIncomplete);
      if (registration === null || registration > 100_000_000) return fail(ctx, f, optionKey(slot, "Registration"), m.priceInvalid);
      if (fee === null || fee > 100_000_000) return fail(ctx, f, optionKey(slot, "CourseFee"), m.priceInvalid);
      valuesMulti.push({
        label: get("Label"),
        registration,
        course_fee: fee,
        full_price_text: get("FullPrice"),
        installments: get("Installments"),
      });
    }
    const whatsappDigits = digits(f.contactWhatsapp);
    const data: CourseData = {
      title: f.title,
      subtitle: f.subtitle,
      instructor: f.instructor,
      modality: f.modality,
      observation: f.observation,
      schedule: f.schedule,
      prerequisites: f.prerequisites,
      registrationCents: f.registration,
      courseFeeCents: f.courseFee,
      installments: f.installments,
      valuesMulti,
      about: f.about,
      content: f.content,
      included: f.included,
      contactWhatsapp: whatsappDigits === "" ? "" : whatsappDigits.startsWith("55") && whatsappDigits.length >= 12 ? whatsappDigits : `55${whatsappDigits}`,
      contactEmail: f.contactEmail.toLowerCase(),
      points: f.points,
      registrationPoints: f.registrationPoints,
      paymentNote: f.paymentNote,
      maxStudents: f.maxStudents,
      moreInfoLink: f.moreInfoLink,
      paymentLink: f.paymentLink,
      art: f.art,
      imageAlt: f.imageAlt,
    };
    return {
      ...base,
      startsAt: saoPauloInstant(f.firstDay, "00:00"),
      endsAt: f.lastDay ? saoPauloInstant(f.lastDay, "00:00") : null,
      data,
    };
  }),
);
export type CourseFormInput = z.input<typeof courseFormSchema>;

/** The social session form. */
export const sessionFormSchema = z.pipe(
  formObject({
    ...publicationFields(["social_session"]),
    title: text(m.titleRequired, 120),
    description: text(m.descriptionRequired, 2000),
    price: money(true),
    durationMinutes: durationMinutes(),
    whatsappText: text(k.whatsappTextRequired, 500),
    imageAlt: altText(),
    art: artPath(),
  }),
  z.transform((f, ctx) => {
    const base = publication(f, ctx);
    if (!base) return z.NEVER;
    const data: SocialSessionData = {
      title: f.title,
      description: f.description,
      priceCents: f.price,
      durationMinutes: Number(f.durationMinutes),
      whatsappText: f.whatsappText,
      art: f.art,
      imageAlt: f.imageAlt,
    };
    return { ...base, startsAt: null, endsAt: null, data };
  }),
);
export type SessionFormInput = z.input<typeof sessionFormSchema>;

/** A highlight's button: a path of this site ('/cursos') or a safe outside link. */
export const isHighlightHref = (v: string) => /^\/(?!\/)[\w\-./?=&#%]*$/.test(v) || isSafeLink(v);

/** The home highlight form. */
export const highlightFormSchema = z.pipe(
  formObject({
    ...publicationFields(["home_highlight"]),
    title: text(m.titleRequired, 120),
    text: text(k.textRequired, 600),
    cta: text(k.ctaRequired, 60),
    href: text(k.hrefInvalid, 2000).check(z.refine(isHighlightHref, k.hrefInvalid)),
    imageAlt: altText(),
    art: artPath(),
  }),
  z.transform((f, ctx) => {
    const base = publication(f, ctx);
    if (!base) return z.NEVER;
    const data: HighlightData = { title: f.title, text: f.text, cta: f.cta, href: f.href, art: f.art, imageAlt: f.imageAlt };
    return { ...base, startsAt: null, endsAt: null, data };
  }),
);
export type HighlightFormInput = z.input<typeof highlightFormSchema>;

/** The home stat form ('+500' / 'pessoas atendidas'). */
export const statFormSchema = z.pipe(
  formObject({
    ...publicationFields(["home_stat"]),
    value: text(k.valueRequired, 20),
    label: text(k.labelRequired, 80),
  }),
  z.transform((f, ctx) => {
    const base = publication(f, ctx);
    if (!base) return z.NEVER;
    const data: StatData = { value: f.value, label: f.label };
    return { ...base, startsAt: null, endsAt: null, data };
  }),
);
export type StatFormInput = z.input<typeof statFormSchema>;

/** What every kind's schema hands the service: the row's columns and its data. */
export type CatalogueItemInput = z.output<
  typeof eventFormSchema | typeof courseFormSchema | typeof sessionFormSchema | typeof highlightFormSchema | typeof statFormSchema
>;

const publicationValues = <K extends string>(item: ContentItem | null, kind: K) => ({
  id: item?.id ?? "",
  kind,
  version: item ? String(item.version) : "",
  status: item?.status === "published" ? ("published" as const) : ("draft" as const),
  publishAt: localInput(item?.publishAt ?? null),
  unpublishAt: localInput(item?.unpublishAt ?? null),
});
const money0 = (cents: number | undefined) => (cents ? formatPrice(cents) : "");
const day = (instant: Date | null | undefined) => (instant ? saoPauloParts(instant).day : "");

export function courseFormValues(item: ContentItem<"course"> | null): CourseFormInput {
  const d = item?.data;
  const options = Object.fromEntries(
    PRICE_OPTION_SLOTS.flatMap((slot) => {
      const o = d?.valuesMulti[slot - 1];
      return [
        [optionKey(slot, "Label"), o?.label ?? ""],
        [optionKey(slot, "Registration"), o ? formatPrice(o.registration) : ""],
        [optionKey(slot, "CourseFee"), o ? formatPrice(o.course_fee) : ""],
        [optionKey(slot, "FullPrice"), o?.full_price_text ?? ""],
        [optionKey(slot, "Installments"), o?.installments ?? ""],
      ];
    }),
  ) as Record<OptionKey, string>;
  return {
    ...publicationValues(item, "course" as const),
    title: d?.title ?? "",
    subtitle: d?.subtitle ?? "",
    instructor: d?.instructor ?? "",
    modality: d?.modality ?? "",
    observation: d?.observation ?? "",
    firstDay: day(item?.startsAt),
    lastDay: day(item?.endsAt),
    schedule: (d?.schedule ?? []).join("\n"),
    prerequisites: (d?.prerequisites ?? []).join("\n"),
    about: d?.about ?? "",
    content: (d?.content ?? []).join("\n"),
    included: (d?.included ?? []).join("\n"),
    registration: money0(d?.registrationCents),
    courseFee: money0(d?.courseFeeCents),
    installments: d?.installments ?? "",
    ...options,
    paymentNote: d?.paymentNote ?? "",
    contactWhatsapp: d?.contactWhatsapp ?? "",
    contactEmail: d?.contactEmail ?? "",
    moreInfoLink: d?.moreInfoLink ?? "",
    paymentLink: d?.paymentLink ?? "",
    points: String(d?.points ?? 0),
    registrationPoints: String(d?.registrationPoints ?? 0),
    maxStudents: d?.maxStudents ? String(d.maxStudents) : "",
    imageAlt: d?.imageAlt ?? ART.courses[0].alt,
    art: d?.art ?? ART.courses[0].src,
  };
}

export function sessionFormValues(item: ContentItem<"social_session"> | null): SessionFormInput {
  const d = item?.data;
  return {
    ...publicationValues(item, "social_session" as const),
    title: d?.title ?? "",
    description: d?.description ?? "",
    price: money0(d?.priceCents),
    durationMinutes: String(d?.durationMinutes ?? 60),
    whatsappText: d?.whatsappText ?? "",
    imageAlt: d?.imageAlt ?? ART.session60.alt,
    art: d?.art ?? ART.session60.src,
  };
}

export function highlightFormValues(item: ContentItem<"home_highlight"> | null): HighlightFormInput {
  const d = item?.data;
  return {
    ...publicationValues(item, "home_highlight" as const),
    title: d?.title ?? "",
    text: d?.text ?? "",
    cta: d?.cta ?? "",
    href: d?.href ?? "",
    imageAlt: d?.imageAlt ?? ART.highlightEvents.alt,
    art: d?.art ?? ART.highlightEvents.src,
  };
}

export function statFormValues(item: ContentItem<"home_stat"> | null): StatFormInput {
  const d = item?.data;
  return { ...publicationValues(item, "home_stat" as const), value: d?.value ?? "", label: d?.label ?? "" };
}
