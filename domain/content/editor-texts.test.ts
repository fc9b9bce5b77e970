import { describe, expect, it } from "vitest";

import { CLUB_TEXT_DEFAULTS } from "./club.ts";
import {
  clubTextsFormSchema,
  clubTextsFormValues,
  homeTextsFormSchema,
  homeTextsFormValues,
  instituteTextsFormSchema,
  instituteTextsFormValues,
  markdownLinksSafe,
} from "./editor-texts.ts";
import { HOME_TEXT_DEFAULTS } from "./home.ts";
import { INSTITUTE_TEXT_DEFAULTS } from "./institute.ts";

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("site texts forms", () => {
  it("today's texts round-trip through each form unchanged", () => {
    expect(homeTextsFormSchema.parse(homeTextsFormValues(HOME_TEXT_DEFAULTS, 3))).toEqual({ version: 3, texts: HOME_TEXT_DEFAULTS });
    expect(instituteTextsFormSchema.parse(instituteTextsFormValues(INSTITUTE_TEXT_DEFAULTS, 1)).texts).toEqual(INSTITUTE_TEXT_DEFAULTS);
    expect(clubTextsFormSchema.parse(clubTextsFormValues(CLUB_TEXT_DEFAULTS, 2))).toEqual({ version: 2, texts: CLUB_TEXT_DEFAULTS });
  });

  it("refuses a javascript: link inside a text and an empty title, with Portuguese messages", () => {
    const result = instituteTextsFormSchema.safeParse({
      ...instituteTextsFormValues(INSTITUTE_TEXT_DEFAULTS, 1),
      founderBio: "Olá [clique](javascript:alert(1))",
      aboutTitle: "  ",
    });
    expect(errors(result)).toMatchObject({ founderBio: expect.stringContaining("https://"), aboutTitle: "Campo obrigatório." });
    expect(markdownLinksSafe("[a](https://exemplo.com.br) e [b](mailto:a@b.com.br)")).toBe(true);
    expect(markdownLinksSafe("[a](http://exemplo.com.br)")).toBe(false);
  });

  it("club: money typed the Brazilian way, dates from the picker, and the ladder rules", () => {
    const base = clubTextsFormValues(CLUB_TEXT_DEFAULTS, 1);
    const ok = clubTextsFormSchema.parse({ ...base, monthlyFee: "R$ 1.290,00", monthlyFeeUntil: "2026-12-31", monthlyFeeNext: "1.390,5" });
    expect(ok.texts.monthlyFee).toEqual([
      { cents: 129000, validUntil: "2026-12-31" },
      { cents: 139050, validUntil: null },
    ]);
    const noPix = clubTextsFormSchema.parse({ ...base, entryFeePix: "", entryFeePixUntil: "", entryFeePixNext: "" });
    expect(noPix.texts.entryFeePix).toEqual([]);

    expect(errors(clubTextsFormSchema.safeParse({ ...base, annualPlan: "mil reais" }))).toEqual({
      annualPlan: "Informe o valor em reais, por exemplo R$ 1.290,00.",
    });
    expect(errors(clubTextsFormSchema.safeParse({ ...base, monthlyFeeUntil: "2026-02-30" }))).toEqual({ monthlyFeeUntil: "Informe uma data válida." });
    expect(errors(clubTextsFormSchema.safeParse({ ...base, monthlyFeeNext: "" }))).toEqual({ monthlyFeeNext: "Informe o preço que vale depois dessa data." });
    expect(errors(clubTextsFormSchema.safeParse({ ...base, annualPlanNext: "R$ 10,00" }))).toEqual({
      annualPlanUntil: "O preço seguinte só vale depois de uma data: informe 'válido até'.",
    });
    expect(errors(clubTextsFormSchema.safeParse({ ...base, entryFee: "" }))).toEqual({ entryFee: "Informe o valor em reais, por exemplo R$ 1.290,00." });
    expect(errors(clubTextsFormSchema.safeParse({ ...base, entryFee: "R$ 2.000.000,00" }))).toEqual({ entryFee: "O valor máximo é R$ 1.000.000,00." });
    expect(errors(clubTextsFormSchema.safeParse({ ...base, stage1When: "" }))).toEqual({ stage1When: "Campo obrigatório." });
  });
});
