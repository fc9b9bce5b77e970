// Where GeoNames files each of the 27 federative units (domain/br.ts lists them).
import type { Uf } from "../br.ts";

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
