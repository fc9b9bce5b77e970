/**
 * The Soul Compass offers' ids (spec §9; docs/decisions/059): what 'Comprar' posts when Pix is on. The
 * price and title are the catalogue's (domain/content/readings.ts), read on the server; this module is
 * apart so the order schema does not bring the readings catalogue to the pages that post it.
 */
export const COMPASS_OFFER_IDS = ["bussola-acesso-vitalicio", "transformacao-completa"] as const;
export type CompassOfferId = (typeof COMPASS_OFFER_IDS)[number];

/** 'Transformação Completa': the lifetime access, and staff schedule the 24 sessions. */
export const COMPLETE_TRANSFORMATION: CompassOfferId = "transformacao-completa";

export const isCompassOfferId = (id: string): id is CompassOfferId => (COMPASS_OFFER_IDS as readonly string[]).includes(id);
