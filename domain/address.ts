// A postal address and how it reads, apart from domain/br.ts (masks and checks that only forms
// need): the site's headquarters is one, every page's JSON-LD prints its street line, and a
// chunk that imports this module does not take br.ts along.

/** A person's address as sign-up stores it (CEP in digits, UF upper-cased), or the site's headquarters. */
export interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** 'Avenida Paulista, 1000, Apto 12' */
export const streetLine = (a: Address) => [a.street, a.number, a.complement].filter(Boolean).join(", ");

/** A whole CEP, stored as digits or already masked, as people read it: '01310-100'. */
const cepText = (cep: string) => cep.replace(/\D/g, "").replace(/^(\d{5})(\d{3})$/, "$1-$2");

/** 'Avenida Paulista, 1000, Apto 12 – Bela Vista, São Paulo/SP – CEP 01310-100' */
export function formatAddress(a: Address | null): string {
  if (!a) return "";
  return `${streetLine(a)} – ${a.neighborhood}, ${a.city}/${a.state} – CEP ${cepText(a.cep)}`;
}
