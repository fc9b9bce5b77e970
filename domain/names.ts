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

/** A scheme, 'www.', an e-mail address or a dotted host ('golpe.com', with look-alike dots too): mail clients turn these into links. */
const LINK_LIKE = /:\/\/|www[.\u2024\uff0e\u3002]|@|[\p{L}\p{N}-][.\u2024\uff0e\u3002][\p{L}\p{N}-]*\p{L}{2}/iu;
const CONTROL = /[\p{Cc}\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
/** Longer than any real name: the rest would only be text of someone's choosing in our mail. */
const MAIL_NAME_MAX = 60;

/**
 * A name as an e-mail may carry it (issue 19): the sign-up name goes to any address typed with it,
 * so it must not bring links or control characters into the institute's mail. Null when it cannot
 * be said safely: the e-mail then speaks to the person neutrally ('Olá!').
 */
export function nameForMail(name: string): string | null {
  const clean = name.replace(/\s+/g, " ").replace(CONTROL, "").trim();
  if (!clean || clean.length > MAIL_NAME_MAX || LINK_LIKE.test(clean)) return null;
  return clean;
}

/** The e-mails' greeting: 'Olá, Maria!', or 'Olá!' when the name cannot be said (`nameForMail`). */
export function mailGreeting(name: string): string {
  const safe = nameForMail(name);
  return safe ? `Olá, ${safe}!` : "Olá!";
}
