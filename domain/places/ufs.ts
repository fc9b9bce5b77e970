// The 27 Brazilian federative units (26 states + DF).

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

/** GeoNames admin1 code → UF. */
export const UF_BY_ADMIN1: Readonly<Record<string, Uf>> = {
  "01": "AC",
  "02": "AL",
  "03": "AP",
  "04": "AM",
  "05": "BA",
  "06": "CE",
  "07": "DF",
  "08": "ES",
  "29": "GO",
  "13": "MA",
  "14": "MT",
  "11": "MS",
  "15": "MG",
  "16": "PA",
  "17": "PB",
  "18": "PR",
  "30": "PE",
  "20": "PI",
  "21": "RJ",
  "22": "RN",
  "23": "RS",
  "24": "RO",
  "25": "RR",
  "26": "SC",
  "27": "SP",
  "28": "SE",
  "31": "TO",
};

export function toUf(input: string): Uf | null {
  const uf = input.trim().toUpperCase();
  return (UFS as readonly string[]).includes(uf) ? (uf as Uf) : null;
}
