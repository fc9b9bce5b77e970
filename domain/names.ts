/**
 * What a person's name may carry (issue 19). A name is shown to staff, in e-mails and on
 * certificates: it needs a visible letter, and no bidi control that would reorder what is
 * written around it ('Maria‮moc.evil' read backwards). Names stored before this rule are shown
 * with such characters spelled out (`showInvisible`).
 */

/** Bidi embeddings, overrides and isolates (and the Arabic letter mark): they reorder the text that follows. */
const BIDI_CONTROL = /[\u061c\u202a-\u202e\u2066-\u2069]/u;
/** Characters that draw nothing: format characters (zero-width joiners, bidi marks…) and the blank "letters" (Hangul fillers). */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
const VISIBLE_LETTER = /[\p{L}\p{N}]/u;

export const nameMessages = {
  unreadable: "O nome precisa ter letras visíveis e não pode ter caracteres que invertem o texto.",
} as const;

/** Whether a (trimmed) name has a visible letter or digit and no bidi control. */
export function isReadableName(name: string): boolean {
  return !BIDI_CONTROL.test(name) && VISIBLE_LETTER.test(name.replace(INVISIBLE, ""));
}

/** The text with every invisible character spelled out as ⟨U+XXXX⟩, so staff see what was typed. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}⟩`);
}
