// Every word of the Soul Compass screen (spec §2 "Soul Compass screen", §4, §8).
/** Spec §9: the chat's fallback name. */
export const CHAT_FALLBACK_NAME = "Alma Viajante";

/** Spec §4: the bot greets by the first word of full_name. */
export function firstNameOf(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || CHAT_FALLBACK_NAME;
}

export const compassTexts = {
  title: "Bússola da Alma",
  checking: "Verificando sua jornada...",
  exclusiveTitle: "Acesso Exclusivo",
  exclusiveBody: "A Bússola da Alma é exclusiva para membros com o Mapa da Alma Integral. Entre ou crie sua conta para continuar.",
  exclusiveCta: "Entrar ou Criar Conta",
  confirmTitle: "Confirme seu E-mail",
  confirmBody: (email: string) => `Enviamos um link de confirmação para ${email}. Abra o e-mail e clique no link para liberar a sua jornada.`,
  salesTitle: "Sua alma tem respostas",
  salesSubtitle: "A Bússola da Alma é calibrada com o seu Mapa da Alma Integral para responder com a linguagem da sua essência.",
  salesNote: "Depois do pagamento confirmado, o instituto libera o seu Mapa da Alma Integral e a Bússola se abre aqui.",
  chatHeading: "Converse com a sua Bússola",
  placeholder: "Pergunte à sua alma...",
  inputLabel: "Sua pergunta",
  send: "Enviar",
  stop: "Parar resposta",
  typing: "A Bússola está respondendo...",
  newConversation: "Nova conversa",
  you: "Você",
  bot: "Bússola da Alma",
  /** Under the chat's title: the person's type from their integral map. */
  yourType: (type: string) => `Seu tipo: ${type}`,
  greeting: (firstName: string) =>
    `Olá, ${firstName}! ✨ Sou a sua Bússola da Alma, calibrada com o seu Mapa da Alma Integral. Pergunte sobre o seu tipo e a sua estratégia, a sua autoridade, o seu perfil, os seus centros, canais e portas, a sua cruz de encarnação, os seus relacionamentos ou o seu trabalho.`,
  /** Spec §8 "Soul map read failure (bot message)". */
  mapReadFailed: "Olá! Não consegui acessar os dados do seu Mapa da Alma Integral. Por favor, contate o suporte.",
  /** Spec §8 "Chat call failure": the bot message appended after a failed call. */
  connectionFailed: "Desculpe, não consegui me conectar com a sabedoria da alma neste momento. Por favor, tente novamente.",
  lengthHint: (max: number) => `Até ${max.toLocaleString("pt-BR")} caracteres.`,
};

/** Spec §8 "Chat call failure" toast: the server's message when it sent one, else the fallback. */
export const compassFailureToast = (message?: string) => ({
  title: "Erro ao contatar a Bússola",
  description: message || "Não foi possível obter uma resposta. Tente novamente.",
  destructive: true,
});

/** What staff see of the safety net on /admin: a count, never a conversation (docs/decisions/052). */
export const compassStaffTexts = {
  crisisHeading: "Bússola da Alma: rede de segurança",
  crisisTurns: (n: number) =>
    n === 0
      ? "Nenhuma mensagem de crise nos últimos 30 dias."
      : `${n} ${n === 1 ? "mensagem de crise respondida" : "mensagens de crise respondidas"} com o CVV (188) nos últimos 30 dias.`,
  crisisPrivacy: "O conteúdo das conversas não é mostrado à equipe.",
};

/** The hourly limit is a pause, not a failure: its toast says so, and the chat repeats its words. */
export const compassLimitToast = (message: string) => ({ title: "Hora de uma pausa", description: message });

/** What the chat endpoint answers when it refuses or fails (the toast's description). */
export const compassMessages = {
  signInRequired: "Entre na sua conta para conversar com a Bússola da Alma.",
  confirmRequired: "Confirme seu e-mail para conversar com a Bússola da Alma.",
  mapRequired: "A Bússola da Alma se abre depois que o instituto libera o seu Mapa da Alma Integral.",
  mapUnreadable: "Não consegui acessar os dados do seu Mapa da Alma Integral. Por favor, contate o suporte.",
  emptyQuestion: "Escreva sua pergunta antes de enviar.",
  questionTooLong: (max: number) => `Sua pergunta passou de ${max.toLocaleString("pt-BR")} caracteres. Tente resumi-la.`,
  /** `at` is the clock time the hour's window ends, as "15h20" (formatClockTime). */
  tooManyQuestions: (at: string) => `Você fez muitas perguntas nesta hora; volte às ${at}. Enquanto isso, respire e integre o que recebeu.`,
  conversationNotFound: "Esta conversa não foi encontrada. Comece uma nova conversa.",
  timeout: "A Bússola demorou demais para responder. Tente novamente.",
  unavailable: "Não foi possível obter uma resposta. Tente novamente.",
};
