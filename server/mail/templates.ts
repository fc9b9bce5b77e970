import { formatDateTime, formatPrice } from "#domain/format.ts";
import { mailGreeting, nameForMail } from "#domain/names.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";

// pt-BR e-mails. Plain typed templates: every message has a text part and a simple, inline-styled HTML part.

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#5b21b6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
       <p style="font-size:13px;color:#555;line-height:1.5">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1235;background:#faf7ff;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px;color:#4c1d95">${escapeHtml(title)}</h1>${body}${button}
<p style="font-size:12px;color:#666;margin-top:32px">${escapeHtml(site.movementName)} · ${escapeHtml(site.emails.contact)}</p>
</div></body></html>`;
}

function compose(kind: string, to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "", `${site.movementName}`].join("\n\n");
  return { kind, to, subject, text, html: layout(subject, paragraphs, action) };
}

export function confirmEmailMessage(to: string, name: string, url: string): MailMessage {
  return compose(
    "confirm-email",
    to,
    "Confirme seu e-mail",
    [
      mailGreeting(name),
      `Que alegria ter você no ${site.movementName}. Para confirmar seu e-mail e liberar suas leituras da alma, clique no botão abaixo.`,
      "Se você não criou esta conta, ignore esta mensagem.",
    ],
    { label: "Confirmar meu e-mail", url },
  );
}

export function resetPasswordMessage(to: string, name: string, url: string, validMinutes: number): MailMessage {
  return compose(
    "reset-password",
    to,
    "Redefinição de senha",
    [
      mailGreeting(name),
      "Recebemos um pedido para redefinir a senha da sua conta. Clique no botão abaixo para escolher uma nova senha.",
      `O link vale por ${validMinutes} minutos e pode ser usado uma única vez. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.`,
    ],
    { label: "Escolher nova senha", url },
  );
}

/** To the institute (NOTIFY_EMAIL): someone signed up for the healing energy. */
export function healingNotificationMessage(
  to: string,
  submission: { name: string; email: string; whatsapp: string | null; createdAt: Date },
  /** APP_URL: the button leads to the admin list of these sign-ups. */
  origin: string,
): MailMessage {
  const name = nameForMail(submission.name);
  return compose(
    "healing-notification",
    to,
    `Nova inscrição no Envio de Energia de Cura${name ? `: ${name}` : ""}`,
    [
      "Uma nova pessoa se inscreveu para receber a energia de cura.",
      `Nome: ${name ?? "(o nome tem um endereço; veja-o no painel)"}`,
      `E-mail: ${submission.email}`,
      `WhatsApp: ${submission.whatsapp ?? "não informado"}`,
      `Inscrição em ${formatDateTime(submission.createdAt)}`,
    ],
    { label: "Ver todas as inscrições", url: `${origin}${ADMIN_ROUTES.healingSubmissions}` },
  );
}

export function paymentReceiptMessage(
  to: string,
  name: string,
  order: { id: string; itemKind: string; title: string; priceCents: number; points: number; closedAt: Date | null },
  /** APP_URL: the button leads to the client area, where the order shows as 'Concluído' — or, for the Soul Compass, to it. */
  origin: string,
): MailMessage {
  const next =
    order.itemKind === "compass"
      ? { label: "Abrir a Bússola da Alma", url: `${origin}${ROUTES.soulCompass}` }
      : { label: "Ver na Área do Cliente", url: `${origin}${ROUTES.clientArea}` };
  return compose(
    "payment-receipt",
    to,
    `Pagamento confirmado: ${order.title}`,
    [
      `Olá, ${name || "tudo bem"}! Recebemos o seu pagamento por Pix.`,
      `Item: ${order.title}`,
      `Valor: ${formatPrice(order.priceCents)}`,
      ...(order.points > 0 ? [`Pontos: +${order.points}`] : []),
      `Pedido ${order.id}, confirmado em ${formatDateTime(order.closedAt ?? new Date())}.`,
    ],
    next,
  );
}

/** To the institute (NOTIFY_EMAIL): a 'Transformação Completa' was paid by Pix; the sessions are to be scheduled. */
export function sessionsToScheduleMessage(
  to: string,
  buyer: { name: string; email: string },
  order: { id: string; title: string; priceCents: number; closedAt: Date | null },
  sessions: number,
  /** APP_URL: the button leads to the admin panel, where the purchase is listed. */
  origin: string,
): MailMessage {
  const name = nameForMail(buyer.name);
  return compose(
    "sessions-to-schedule",
    to,
    `Agendar ${sessions} sessões: ${order.title}${name ? ` de ${name}` : ""}`,
    [
      `O pagamento por Pix de "${order.title}" foi confirmado. Entre em contato para agendar as ${sessions} sessões.`,
      `Nome: ${name ?? "(o nome tem um endereço; veja-o no painel)"}`,
      `E-mail: ${buyer.email}`,
      `Valor: ${formatPrice(order.priceCents)}`,
      `Pedido ${order.id}, confirmado em ${formatDateTime(order.closedAt ?? new Date())}.`,
    ],
    { label: "Abrir o painel", url: `${origin}${ROUTES.admin}` },
  );
}
