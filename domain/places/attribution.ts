// Apart from the places data itself, so the footer (on every page) does not pull the data in.

/** GeoNames asks for credit (CC BY 4.0): the footer prints it. */
export const PLACES_ATTRIBUTION = { lead: "Dados de cidades:", source: "GeoNames", href: "https://www.geonames.org/", license: "CC BY 4.0" } as const;
