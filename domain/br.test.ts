import { describe, expect, it } from "vitest";

import {
  INPUT_CAPS,
  isCalendarDate,
  isUf,
  isValidCpf,
  maskBirthDate,
  maskCep,
  maskCpf,
  maskUf,
  maskWhatsapp,
  onlyDigits,
  parseBrDate,
  todayInBrazil,
  UFS,
} from "./br.ts";

describe("input caps (spec §9)", () => {
  it("are CPF 11, birth date 8, phone 11, CEP 8, state 2", () => {
    expect(INPUT_CAPS).toEqual({ cpf: 11, birthDate: 8, phone: 11, cep: 8, state: 2 });
  });
});

describe("maskCpf", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982", "529.982"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["52998224725", "529.982.247-25"],
  ])("%j -> %j while typing", (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it("stops at 11 digits", () => {
    expect(maskCpf("529982247251234")).toBe("529.982.247-25");
  });

  it("drops everything that is not a digit, including a pasted mask", () => {
    expect(maskCpf("529.982.247-25")).toBe("529.982.247-25");
    expect(maskCpf("abc529x982 247/25")).toBe("529.982.247-25");
    expect(maskCpf("abc")).toBe("");
  });
});

describe("maskBirthDate", () => {
  it.each([
    ["0", "0"],
    ["05", "05"],
    ["050", "05/0"],
    ["0503", "05/03"],
    ["05031", "05/03/1"],
    ["05031990", "05/03/1990"],
  ])("%j -> %j while typing", (input, expected) => {
    expect(maskBirthDate(input)).toBe(expected);
  });

  it("stops at 8 digits and ignores non-digits", () => {
    expect(maskBirthDate("0503199012")).toBe("05/03/1990");
    expect(maskBirthDate("05-03-1990")).toBe("05/03/1990");
    expect(maskBirthDate("dd/mm")).toBe("");
  });
});

describe("maskWhatsapp", () => {
  it.each([
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["1198765", "(11) 98765"],
    ["11987654", "(11) 98765-4"],
    ["11987654321", "(11) 98765-4321"],
  ])("%j -> %j while typing", (input, expected) => {
    expect(maskWhatsapp(input)).toBe(expected);
  });

  it("stops at 11 digits and ignores non-digits", () => {
    expect(maskWhatsapp("1198765432199")).toBe("(11) 98765-4321");
    expect(maskWhatsapp("+55 (11) 98765-4321")).toBe("(55) 11987-6543");
    expect(maskWhatsapp("(11) 98765-4321")).toBe("(11) 98765-4321");
  });
});

describe("maskCep", () => {
  it.each([
    ["0", "0"],
    ["01310", "01310"],
    ["013101", "01310-1"],
    ["01310100", "01310-100"],
  ])("%j -> %j while typing", (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });

  it("stops at 8 digits and ignores non-digits", () => {
    expect(maskCep("0131010099")).toBe("01310-100");
    expect(maskCep("01310-100")).toBe("01310-100");
    expect(maskCep("cep: 01.310-100")).toBe("01310-100");
  });
});

describe("maskUf", () => {
  it("upper-cases letters and stops at 2", () => {
    expect(maskUf("s")).toBe("S");
    expect(maskUf("sp")).toBe("SP");
    expect(maskUf("spx")).toBe("SP");
  });

  it("keeps only letters", () => {
    expect(maskUf("1s-p")).toBe("SP");
    expect(maskUf("12")).toBe("");
  });
});

describe("onlyDigits", () => {
  it("keeps digits in order", () => {
    expect(onlyDigits("(11) 98765-4321")).toBe("11987654321");
  });
});

describe("isValidCpf", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35", "390.533.447-05", "123.456.789-09"])("accepts %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(["529.982.247-24", "529.982.247-15", "529.982.247-35", "123.456.789-00"])("rejects %s (wrong check digits)", (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(["000.000.000-00", "111.111.111-11", "999.999.999-99"])("rejects %s (repeated digits pass the arithmetic but are not CPFs)", (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(["", "529.982.247", "5299822472", "529982247251"])("rejects %j (not 11 digits)", (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe("UFs", () => {
  it("are the 26 states and the Federal District", () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(UFS).toEqual(expect.arrayContaining(["SP", "RJ", "MG", "DF", "AC", "TO"]));
  });

  it("isUf accepts any case and rejects what is not a state", () => {
    expect(isUf("SP")).toBe(true);
    expect(isUf("sp")).toBe(true);
    expect(isUf("XX")).toBe(false);
    expect(isUf("S")).toBe(false);
    expect(isUf("")).toBe(false);
  });
});

describe("parseBrDate", () => {
  it("turns DD/MM/AAAA into ISO", () => {
    expect(parseBrDate("05/03/1990")).toBe("1990-03-05");
    expect(parseBrDate(" 31/12/1999 ")).toBe("1999-12-31");
  });

  it("knows leap years", () => {
    expect(parseBrDate("29/02/2024")).toBe("2024-02-29");
    expect(parseBrDate("29/02/2000")).toBe("2000-02-29");
    expect(parseBrDate("29/02/2023")).toBeNull();
    expect(parseBrDate("29/02/1900")).toBeNull();
  });

  it.each(["31/02/2024", "30/02/2024", "31/04/2024", "00/01/2024", "01/00/2024", "01/13/2024", "32/01/2024"])("rejects the impossible date %s", (value) => {
    expect(parseBrDate(value)).toBeNull();
  });

  it.each(["1/3/1990", "05031990", "1990-03-05", "05/03/90", "", "aa/bb/cccc"])("rejects %j (not DD/MM/AAAA)", (value) => {
    expect(parseBrDate(value)).toBeNull();
  });
});

describe("isCalendarDate", () => {
  it("rejects non-integers and out-of-range parts", () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2024, 2.5, 1)).toBe(false);
    expect(isCalendarDate(2024, 1, 0)).toBe(false);
  });
});

describe("todayInBrazil", () => {
  it("uses Brasília's calendar, not UTC's", () => {
    // 02:00 UTC on 1 January is still 31 December in Brazil (UTC−3).
    expect(todayInBrazil(new Date("2024-01-01T02:00:00Z"))).toBe("2023-12-31");
    expect(todayInBrazil(new Date("2024-01-01T03:00:00Z"))).toBe("2024-01-01");
  });
});
