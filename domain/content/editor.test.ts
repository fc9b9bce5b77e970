import { describe, expect, it } from "vitest";

import { courseFormSchema, courseFormValues, highlightFormSchema, highlightFormValues, statFormSchema, statFormValues } from "./editor.ts";

// The shared schemas of the new editors, as the browser and the server both parse them.

const course = {
  ...courseFormValues(null),
  title: "Curso",
  subtitle: "Sub",
  instructor: "Ana",
  modality: "On-line",
  about: "Sobre.",
  firstDay: "2027-03-12",
  lastDay: "2027-03-14",
  registration: "R$ 197,00",
  courseFee: "R$ 1.290,00",
  paymentLink: "https://pagamento.exemplo.org.br/c",
};

describe("courseFormSchema", () => {
  it("reads money typed the Brazilian way, lists one per line, and the period as São Paulo days", () => {
    const out = courseFormSchema.parse({ ...course, included: "Apostila\n\n  Certificado  \n", contactWhatsapp: "(41) 99999-0000" });
    expect(out.data).toMatchObject({ registrationCents: 19700, courseFeeCents: 129000, included: ["Apostila", "Certificado"], valuesMulti: [] });
    expect(out.data.contactWhatsapp).toBe("5541999990000");
    expect(out.startsAt?.toISOString()).toBe("2027-03-12T03:00:00.000Z");
    expect(out.endsAt?.toISOString()).toBe("2027-03-14T03:00:00.000Z");
  });

  it("keeps the filled price options in order and refuses a half-filled one next to its field", () => {
    const ok = courseFormSchema.parse({ ...course, option2Label: "Presencial", option2Registration: "R$ 350,00", option2CourseFee: "R$ 4.400,00" });
    expect(ok.data.valuesMulti).toEqual([{ label: "Presencial", registration: 35000, course_fee: 440000, full_price_text: "", installments: "" }]);
    const half = courseFormSchema.safeParse({ ...course, option1Registration: "R$ 10,00" });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]).toMatchObject({ path: ["option1Label"] });
  });

  it("refuses a course without a sign-up link or with a javascript: link", () => {
    expect(courseFormSchema.safeParse({ ...course, paymentLink: "" }).error?.issues[0]).toMatchObject({
      path: ["paymentLink"],
      message: "Informe a página oficial ou o link de pagamento.",
    });
    expect(courseFormSchema.safeParse({ ...course, moreInfoLink: "javascript:alert(1)" }).success).toBe(false);
  });
});

describe("highlightFormSchema and statFormSchema", () => {
  const highlight = { ...highlightFormValues(null), title: "T", text: "x", cta: "Ver" };
  it("a highlight's button goes to a path of the site or a safe link, never another site by '//' nor javascript:", () => {
    expect(highlightFormSchema.safeParse({ ...highlight, href: "/courses" }).success).toBe(true);
    expect(highlightFormSchema.safeParse({ ...highlight, href: "https://wa.me/5541999990000" }).success).toBe(true);
    expect(highlightFormSchema.safeParse({ ...highlight, href: "//evil.example.com" }).success).toBe(false);
    expect(highlightFormSchema.safeParse({ ...highlight, href: "javascript:alert(1)" }).success).toBe(false);
  });
  it("a stat refuses what the database cannot store (a NUL character)", () => {
    expect(statFormSchema.safeParse({ ...statFormValues(null), value: "+50", label: "anos\u0000" }).success).toBe(false);
    expect(statFormSchema.parse({ ...statFormValues(null), value: "+50", label: "anos" }).data).toEqual({ value: "+50", label: "anos" });
  });
});
