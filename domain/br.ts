// Brazilian identifiers: the spec's masks and caps, and the checks behind 'CPF inválido.'.

/** The 27 federative units (26 states + DF). */
export const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type Uf = (typeof UFS)[number];

export function isUf(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value.toUpperCase());
}

/** ' sp' → 'SP'; null for anything that is not a UF. */
export function toUf(input: string): Uf | null {
  const uf = input.trim().toUpperCase();
  return isUf(uf) ? uf : null;
}

/** Input caps of spec §9, in digits (UF in letters). */
export const INPUT_CAPS = { cpf: 11, birthDate: 8, phone: 11, cep: 8, state: 2 } as const;

export const onlyDigits = (value: string) => value.replace(/\D/g, "");

function applyPattern(digits: string, pattern: string): string {
  let out = "";
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === "0") out += digits[i++];
    else out += ch;
  }
  return out;
}

export const maskCpf = (v: string) => applyPattern(onlyDigits(v).slice(0, INPUT_CAPS.cpf), "000.000.000-00");
export const maskBirthDate = (v: string) => applyPattern(onlyDigits(v).slice(0, INPUT_CAPS.birthDate), "00/00/0000");
export const maskWhatsapp = (v: string) => applyPattern(onlyDigits(v).slice(0, INPUT_CAPS.phone), "(00) 00000-0000");
export const maskCep = (v: string) => applyPattern(onlyDigits(v).slice(0, INPUT_CAPS.cep), "00000-000");

export const maskUf = (v: string) =>
  v
    .replace(/[^a-zA-Z]/g, "")
    .slice(0, INPUT_CAPS.state)
    .toUpperCase();

/** CPF check digits (mod 11); rejects the repeated-digit numbers that pass the arithmetic. */
export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** 'DD/MM/AAAA' → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function parseBrDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  return isCalendarDate(Number(yyyy), Number(mm), Number(dd)) ? `${yyyy}-${mm}-${dd}` : null;
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Today's date in Brazil (Brasília), 'YYYY-MM-DD', so "not in the future" agrees with the user's calendar. */
export function todayInBrazil(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

/** A stored CPF as the client area shows it: every digit hidden except the last two ('***.***.***-25'). */
export function hideCpf(cpf: string | null | undefined): string {
  const digits = onlyDigits(cpf ?? "");
  if (digits.length !== INPUT_CAPS.cpf) return "";
  return `***.***.***-${digits.slice(-2)}`;
}
