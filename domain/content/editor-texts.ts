/**
 * The staff editor's forms for the site's texts (/admin/conteudo/textos) and the club's prices and
 * journey (/admin/conteudo/clube): the shared schemas the browser and the server parse with, and
 * their Portuguese messages. Like the other editor forms (domain/content/editor.ts) they post flat
 * strings; each schema turns them into what `site_texts` stores. Long texts are in the Markdown
 * subset (domain/markdown.ts), paragraphs separated by a blank line.
 */
import { z } from "#domain/zod.ts";

import { formatPrice } from "../format.ts";
import { formMessages, formObject, refuse, safeString } from "../forms/common.ts";
import { parsePriceCents } from "../forms/product.ts";
import { isSafeLink } from "../links.ts";
import { LOCAL_DATE } from "../recurrence.ts";
import type { ClubPrice, ClubTexts } from "./club.ts";
import type { HomeTexts } from "./home.ts";
import type { InstituteTexts } from "./institute.ts";

export const textsMessages = {
  required: "Campo obrigatório.",
  versionInvalid: "Versão inválida. Recarregue a página.",
  markdownLinkInvalid: "Um link do texto não é aceito: use https://, wa.me, mailto: ou tel: completo, como [texto](https://…).",
  tooManyParagraphs: "No máximo 12 parágrafos.",
  credentialsInvalid: "Escreva de 1 a 10 credenciais, uma por linha (até 200 caracteres cada).",
  priceInvalid: "Informe o valor em reais, por exemplo R$ 1.290,00.",
  priceTooHigh: "O valor máximo é R$ 1.000.000,00.",
  dateInvalid: "Informe uma data válida.",
  untilWithoutPrice: "Informe o preço antes da data de validade.",
  nextWithoutUntil: "O preço seguinte só vale depois de uma data: informe 'válido até'.",
  nextRequired: "Informe o preço que vale depois dessa data.",
  installmentsInvalid: "Informe o número de parcelas (de 1 a 24).",
} as const;
const m = textsMessages;

/** What the editor tells staff about writing: the Markdown subset, in a sentence. */
export const markdownHint =
  "Separe os parágrafos com uma linha em branco. Aceita **negrito**, *itálico*, [links](https://…) e listas com '- ' no começo da linha.";
/** Every date of the club's prices is a day in São Paulo. */
export const clubDateHint = "Válido até o fim deste dia (horário de Brasília). Depois dele, o site mostra o preço seguinte sozinho.";

const LINK_TARGETS = /\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;
/** Every [text](target) in a Markdown text points where the site lets people go. */
export const markdownLinksSafe = (value: string) => [...value.matchAll(LINK_TARGETS)].every(([, href]) => isSafeLink(href));

const text = (max: number) => safeString({ error: formMessages.wrongType }).check(z.trim(), z.minLength(1, m.required), z.maxLength(max, formMessages.tooLong));
const markdown = (max: number) => text(max).check(z.refine(markdownLinksSafe, m.markdownLinkInvalid));
const version = () => safeString({ error: m.versionInvalid }).check(z.regex(/^\d{1,9}$/, m.versionInvalid));

/** A textarea of paragraphs separated by blank lines, each in the Markdown subset. */
const paragraphs = (max = 6000) =>
  z.pipe(
    markdown(max),
    z.transform((v, ctx) => {
      const list = splitParagraphs(v);
      return list.length <= 12 ? list : refuse(ctx, m.tooManyParagraphs);
    }),
  );
export const splitParagraphs = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
export const joinParagraphs = (list: readonly string[]) => list.join("\n\n");

/** The home's texts. */
export const homeTextsFormSchema = z.pipe(
  formObject({
    version: version(),
    heroTitle: text(120),
    heroSubtitle: text(300),
    nucleiTitle: text(80),
    nucleiSubtitle: text(300),
    healingTitle: text(80),
    healingText: text(600),
    movementParagraphs: paragraphs(),
  }),
  z.transform(({ version, ...texts }): { version: number; texts: HomeTexts } => ({ version: Number(version), texts })),
);
export type HomeTextsFormInput = z.input<typeof homeTextsFormSchema>;

export function homeTextsFormValues(t: HomeTexts, v: number): HomeTextsFormInput {
  return {
    version: String(v),
    heroTitle: t.heroTitle,
    heroSubtitle: t.heroSubtitle,
    nucleiTitle: t.nucleiTitle,
    nucleiSubtitle: t.nucleiSubtitle,
    healingTitle: t.healingTitle,
    healingText: t.healingText,
    movementParagraphs: joinParagraphs(t.movementParagraphs),
  };
}

/** The institute's three pillars (Missão, Visão, Valores): each a title and a text. */
export const PILLAR_COUNT = 3;

/** The institute's and the founder's texts (her name is a site setting, her photo a site image). */
export const instituteTextsFormSchema = z.pipe(
  formObject({
    version: version(),
    heroSubtitle: text(300),
    aboutTitle: text(80),
    aboutParagraphs: paragraphs(),
    pillar1Title: text(60),
    pillar1Text: markdown(600),
    pillar2Title: text(60),
    pillar2Text: markdown(600),
    pillar3Title: text(60),
    pillar3Text: markdown(600),
    founderRole: text(160),
    founderBio: paragraphs(),
    founderCredentials: z.pipe(
      text(2200),
      z.transform((v, ctx) => {
        const lines = v
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean);
        return lines.length >= 1 && lines.length <= 10 && lines.every((l) => l.length <= 200) ? lines : refuse(ctx, m.credentialsInvalid);
      }),
    ),
  }),
  z.transform((f): { version: number; texts: InstituteTexts } => ({
    version: Number(f.version),
    texts: {
      heroSubtitle: f.heroSubtitle,
      aboutTitle: f.aboutTitle,
      aboutParagraphs: f.aboutParagraphs,
      pillars: [
        { title: f.pillar1Title, text: f.pillar1Text },
        { title: f.pillar2Title, text: f.pillar2Text },
        { title: f.pillar3Title, text: f.pillar3Text },
      ],
      founderRole: f.founderRole,
      founderBio: f.founderBio,
      founderCredentials: f.founderCredentials,
    },
  })),
);
export type InstituteTextsFormInput = z.input<typeof instituteTextsFormSchema>;

export function instituteTextsFormValues(t: InstituteTexts, v: number): InstituteTextsFormInput {
  const pillar = (n: 1 | 2 | 3) => t.pillars[n - 1] ?? { title: "", text: "" };
  return {
    version: String(v),
    heroSubtitle: t.heroSubtitle,
    aboutTitle: t.aboutTitle,
    aboutParagraphs: joinParagraphs(t.aboutParagraphs),
    pillar1Title: pillar(1).title,
    pillar1Text: pillar(1).text,
    pillar2Title: pillar(2).title,
    pillar2Text: pillar(2).text,
    pillar3Title: pillar(3).title,
    pillar3Text: pillar(3).text,
    founderRole: t.founderRole,
    founderBio: joinParagraphs(t.founderBio),
    founderCredentials: t.founderCredentials.join("\n"),
  };
}

// ── The club ────────────────────────────────────────────────────────────────────────────────

const MAX_CENTS = 100_000_000;
/** "R$ 1.290,00", "1290", "1.290,5" → cents; '' → null. */
const money = () =>
  z.pipe(
    safeString({ error: formMessages.wrongType }).check(z.trim(), z.maxLength(40, m.priceInvalid)),
    z.transform((v, ctx): number | null => {
      if (v === "") return null;
      const cents = parsePriceCents(v);
      if (cents === null || cents <= 0) return refuse(ctx, m.priceInvalid);
      return cents <= MAX_CENTS ? cents : refuse(ctx, m.priceTooHigh);
    }),
  );
const realDay = (v: string) => LOCAL_DATE.test(v) && new Date(`${v}T12:00:00Z`).toISOString().slice(0, 10) === v;
/** 'AAAA-MM-DD' from a date picker; '' → null. */
const day = () =>
  safeString({ error: formMessages.wrongType }).check(
    z.trim(),
    z.refine((v) => v === "" || realDay(v), m.dateInvalid),
  );

/** The stages the journey page numbers 1 to 5. */
export const STAGE_COUNT = 5;
export const STAGE_NUMBERS = [1, 2, 3, 4, 5] as const;
const stageFields = Object.fromEntries(
  STAGE_NUMBERS.flatMap((n) => [
    [`stage${n}Title`, text(80)],
    [`stage${n}When`, text(160)],
    [`stage${n}Description`, text(600)],
  ]),
) as Record<`stage${(typeof STAGE_NUMBERS)[number]}${"Title" | "When" | "Description"}`, ReturnType<typeof text>>;

/** The four price ladders the form edits: a price, optionally valid until a day, and the price after it. */
export const LADDERS = ["entryFee", "entryFeePix", "monthlyFee", "annualPlan"] as const;
type Ladder = (typeof LADDERS)[number];
/** The Pix discount may be left out; the other prices are always shown. */
const OPTIONAL_LADDERS: readonly Ladder[] = ["entryFeePix"];

const ladderFields = Object.fromEntries(
  LADDERS.flatMap((k) => [
    [k, money()],
    [`${k}Until`, day()],
    [`${k}Next`, money()],
  ]),
) as Record<Ladder | `${Ladder}Next`, ReturnType<typeof money>> & Record<`${Ladder}Until`, ReturnType<typeof day>>;

export const clubTextsFormSchema = z.pipe(
  formObject({
    version: version(),
    ...ladderFields,
    entryFeeInstallments: safeString({ error: formMessages.wrongType }).check(
      z.trim(),
      z.refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 24, m.installmentsInvalid),
    ),
    annualPlanMonthlyEquivalent: money(),
    ...stageFields,
    meetingsTitle: text(80),
    meetingsText: markdown(600),
  }),
  z.transform((f, ctx): { version: number; texts: ClubTexts } => {
    const issues: { path: string; message: string }[] = [];
    const ladder = (k: Ladder): ClubPrice[] => {
      const price = f[k];
      const until = f[`${k}Until`] || null;
      const next = f[`${k}Next`];
      if (price === null) {
        if (!OPTIONAL_LADDERS.includes(k)) issues.push({ path: k, message: m.priceInvalid });
        else if (until || next !== null) issues.push({ path: k, message: m.untilWithoutPrice });
        return [];
      }
      if (next !== null && !until) issues.push({ path: `${k}Until`, message: m.nextWithoutUntil });
      if (until && next === null && !OPTIONAL_LADDERS.includes(k)) issues.push({ path: `${k}Next`, message: m.nextRequired });
      return [{ cents: price, validUntil: until }, ...(next !== null ? [{ cents: next, validUntil: null }] : [])];
    };
    const texts: ClubTexts = {
      entryFee: ladder("entryFee"),
      entryFeeInstallments: Number(f.entryFeeInstallments),
      entryFeePix: ladder("entryFeePix"),
      monthlyFee: ladder("monthlyFee"),
      annualPlan: ladder("annualPlan"),
      annualPlanMonthlyEquivalentCents: f.annualPlanMonthlyEquivalent ?? 0,
      stages: STAGE_NUMBERS.map((n) => ({ title: f[`stage${n}Title`], when: f[`stage${n}When`], description: f[`stage${n}Description`] })),
      meetingsTitle: f.meetingsTitle,
      meetingsText: f.meetingsText,
    };
    if (f.annualPlanMonthlyEquivalent === null) issues.push({ path: "annualPlanMonthlyEquivalent", message: m.priceInvalid });
    for (const issue of issues) ctx.issues.push({ code: "custom", message: issue.message, input: f, path: [issue.path] });
    return issues.length ? z.NEVER : { version: Number(f.version), texts };
  }),
);
export type ClubTextsFormInput = z.input<typeof clubTextsFormSchema>;

const priceInput = (cents: number | undefined) => (cents === undefined ? "" : formatPrice(cents));

export function clubTextsFormValues(c: ClubTexts, v: number): ClubTextsFormInput {
  const ladder = (k: Ladder) => {
    const [first, second] = c[k];
    return { [k]: priceInput(first?.cents), [`${k}Until`]: first?.validUntil ?? "", [`${k}Next`]: priceInput(second?.cents) };
  };
  const stage = (n: (typeof STAGE_NUMBERS)[number]) => {
    const s = c.stages[n - 1] ?? { title: "", when: "", description: "" };
    return { [`stage${n}Title`]: s.title, [`stage${n}When`]: s.when, [`stage${n}Description`]: s.description };
  };
  return {
    version: String(v),
    ...Object.assign({}, ...LADDERS.map(ladder)),
    entryFeeInstallments: String(c.entryFeeInstallments),
    annualPlanMonthlyEquivalent: priceInput(c.annualPlanMonthlyEquivalentCents),
    ...Object.assign({}, ...STAGE_NUMBERS.map(stage)),
    meetingsTitle: c.meetingsTitle,
    meetingsText: c.meetingsText,
  } as ClubTextsFormInput;
}
