/**
 * Events of the movement (spec §3 "Event/nucleus"). Free nuclei live in
 * nuclei.ts; this file holds the type they share and the paid events list.
 */

type EventKind = "Núcleo" | "Evento";

/** Named CatalogEvent rather than Event so it never shadows the DOM's Event type. */
export interface CatalogEvent {
  id: string;
  title: string;
  description: string;
  /** Display text in pt-BR; nuclei recur, so this is a schedule rather than a calendar day. */
  date: string;
  time: string;
  location: string;
  type: EventKind;
  image: string;
  imageAlt: string;
  /** Opened in a new tab by 'Participar' / 'Participar Agora'; a missing link shows the 'Link Indisponível' toast. */
  paymentLink: string;
  isFree: boolean;
}

/** Paid (non-free) events: none at present (spec §2, Home). */
export const paidEvents: CatalogEvent[] = [];
