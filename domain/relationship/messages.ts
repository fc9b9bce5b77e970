// Everything the relationship analysis says to a person: the spec's toasts
// (§8 "Timezone lookup", "Relationship data failure", the success toast) and
// the field messages of the shared schema.
import type { BirthErrorCode } from "../hd/birth.ts";
import { SUPPORTED_YEARS } from "../hd/chart.ts";
import type { ConnectionKind } from "../hd/relationship.ts";
import type { ToastMessage } from "../messages.ts";

export const RELATIONSHIP_ERROR_TITLE = "Erro ao gerar análise de relacionamento.";

export const relationshipMessages = {
  // Spec §8: the place lookup found no matching city in that UF / found one without a time zone.
  locationNotFound: "Localização exata não encontrada ou fuso horário indisponível. Verifique a cidade e o estado (UF).",
  timezoneNotFound: "Não foi possível encontrar o fuso horário. Verifique o nome da cidade e estado.",
  // Spec §8: any other failure (network, server error, rejected request).
  requestFailed: (status: number) => `Falha ao buscar dados de relacionamento. Status: ${status}.`,
  // Field rules (beyond the spec, which validated nothing).
  personMissing: "Preencha os dados das duas pessoas.",
  nameRequired: "Nome é obrigatório.",
  dayRequired: "Informe o dia.",
  dayInvalid: "Dia inválido.",
  monthRequired: "Informe o mês.",
  monthInvalid: "Mês inválido.",
  yearRequired: "Informe o ano.",
  yearInvalid: "Ano inválido.",
  dateInvalid: "Data de nascimento inválida.",
  dateFuture: "A data de nascimento não pode estar no futuro.",
  yearOutOfRange: `Só calculamos nascimentos entre ${SUPPORTED_YEARS.min} e ${SUPPORTED_YEARS.max}.`,
  timeRequired: "Horário é obrigatório.",
  timeInvalid: "Horário inválido. Use HH:MM, de 00:00 a 23:59.",
  cityRequired: "Cidade é obrigatória.",
  stateRequired: "UF é obrigatória.",
  stateInvalid: "UF inexistente. Use a sigla de um estado brasileiro, ex.: SP.",
  tooLong: "Texto muito longo.",
} as const;

export const PERSON_LABELS = { person1: "Pessoa 1", person2: "Pessoa 2" } as const;
export type PersonKey = keyof typeof PERSON_LABELS;

export const relationshipToasts = {
  succeeded: {
    title: "Análise Gerada com Sucesso!",
    description: "Confira abaixo os detalhes da conexão entre vocês.",
  } satisfies ToastMessage,
  failed: (description: string): ToastMessage => ({ title: RELATIONSHIP_ERROR_TITLE, description, destructive: true }),
} as const;

/** "Pessoa 1: Dia inválido." — which card a field error belongs to, for the toast. */
export function fieldErrorToast(fieldErrors: Record<string, string>): ToastMessage {
  const [key, message] = Object.entries(fieldErrors)[0] ?? ["", relationshipMessages.personMissing];
  const person = PERSON_LABELS[key.split(".")[0] as PersonKey];
  return relationshipToasts.failed(person ? `${person}: ${message}` : message);
}

type PersonField = "day" | "year" | "time" | "state" | "city";

/**
 * Where an engine error belongs on the form and what it says. The schema
 * already rules out the first four; the place lookup's two are the spec's.
 */
export const BIRTH_ERROR_FIELDS: Record<BirthErrorCode, { field: PersonField; message: string }> = {
  "invalid-date": { field: "day", message: relationshipMessages.dateInvalid },
  "invalid-time": { field: "time", message: relationshipMessages.timeInvalid },
  "out-of-range": { field: "year", message: relationshipMessages.yearOutOfRange },
  "unknown-uf": { field: "state", message: relationshipMessages.stateInvalid },
  "unknown-city": { field: "city", message: relationshipMessages.locationNotFound },
  "no-timezone": { field: "city", message: relationshipMessages.timezoneNotFound },
};

/** What each kind of connection means, under its heading in the result. */
export const CONNECTION_HINTS: Record<ConnectionKind, string> = {
  electromagnetic: "Cada um tem um portão do canal e, juntos, o completam: é a atração entre vocês.",
  companionship: "Os dois têm o canal inteiro: afinidade e convivência tranquila nesse tema.",
  dominance: "Só um tem o canal, e o outro nenhum dos portões: quem não tem aprende com quem tem.",
  compromise: "Um tem o canal inteiro e o outro só um portão: quem tem só um tende a ceder.",
};
