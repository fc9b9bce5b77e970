// The spec's toasts (§8): one place for each title, description and duration.

export const TOAST_LONG_MS = 8000;
export const TOAST_SHORT_MS = 4000;
export const WELCOME_POPUP_DELAY_MS = 3000;
export const DEFAULT_DISPLAY_NAME = "Alma Iluminada";

/** What the server says about admin accounts (manage-admins), in the failure toasts' descriptions. */
export const adminNotices = {
  alreadyAdmin: "Este e-mail já é de um administrador.",
  /** The add-admin form on an account whose e-mail was never confirmed: typing an address does not prove the person owns it. */
  unconfirmedAccount: "Esta conta ainda não tem o e-mail confirmado. Peça à pessoa que confirme o e-mail pelo link que recebeu e tente de novo.",
  notAnAdmin: "Esta conta não é de administrador.",
  /** Two admins removed each other at the same moment: the other one's removal came first. */
  removedMeanwhile: "Você não é mais administrador(a): outra pessoa acabou de remover a sua conta. Nada foi alterado.",
} as const;

/** What the server says about accounts, shown next to a field and in a toast. */
export const accountNotices = {
  duplicateEmail: "Este e-mail já está cadastrado. Faça login ou recupere sua senha.",
  resetLinkInvalid: "Este link de redefinição é inválido ou expirou. Peça um novo e-mail de recuperação.",
  signInFirst: "Entre na sua conta para receber o e-mail de confirmação.",
  alreadyConfirmed: "Seu e-mail já está confirmado. Recarregue a página.",
  resendFailed: "Não foi possível reenviar o e-mail. Tente novamente em instantes.",
  resendLimit: "Você já pediu alguns e-mails de confirmação nesta hora. Verifique sua caixa de entrada e o spam, ou tente mais tarde.",
} as const;

export type ToastMessage = { title: string; description?: string; duration?: number; destructive?: boolean };

// Spec §8: the titles of an admin's status change, for products and orders alike.
const STATUS_UPDATED = "Status atualizado!";
const STATUS_UPDATE_FAILED = "Erro ao atualizar status";

const error = (title: string, description?: string): ToastMessage => ({ title, description, destructive: true });

export const toasts = {
  signupFailed: (message?: string) => error("Falha no Cadastro", message || "Algo deu errado."),
  loginFailed: (message?: string) => error("Falha no Login", message || "E-mail ou senha incorretos."),
  googleFailed: error("Falha no Login com Google", "Não foi possível autenticar com o Google."),
  logoutFailed: error("Falha ao Sair", "Algo deu errado."),
  resetFailed: (message?: string) => error("Falha ao enviar e-mail", message || "Não foi possível enviar o e-mail de recuperação."),
  adminLoginFailed: (message?: string) => error("Acesso Negado", message || "E-mail ou senha incorretos."),
  notAdmin: error("Acesso Negado", "Você não tem permissão de administrador."),
  eventLinkMissing: error("Link Indisponível", "Não foi possível encontrar o link para este evento."),
  productLinkMissing: error("Link de Pagamento Indisponível", "Não foi possível encontrar o link para este produto."),
  unimplemented: { title: "Funcionalidade em desenvolvimento", duration: TOAST_SHORT_MS } satisfies ToastMessage,
  welcomeBack: (name?: string | null): ToastMessage => ({
    title: `✨ Bem-vindo(a) de volta, ${name || DEFAULT_DISPLAY_NAME}!`,
    description: "É uma alegria ter você aqui novamente.",
  }),
  adminWelcome: (name?: string | null): ToastMessage => ({
    title: `Bem-vinda de volta, ${name || DEFAULT_DISPLAY_NAME}!`,
    description: "Painel de controle pronto para a mágica.",
  }),
  signupSucceeded: {
    title: "✨ Cadastro realizado com sucesso!",
    description: "Agora você já pode fazer seu login.",
    duration: TOAST_LONG_MS,
  } satisfies ToastMessage,
  quickSignupSucceeded: {
    title: "Cadastro realizado com sucesso!",
    description: "Agora você já pode fazer seu login para gerar seu mapa.",
    duration: TOAST_LONG_MS,
  } satisfies ToastMessage,
  resetSent: {
    title: "✉️ E-mail de recuperação enviado!",
    description: "Verifique sua caixa de entrada (e spam) para o link de redefinição de senha.",
    duration: TOAST_LONG_MS,
  } satisfies ToastMessage,
  confirmationResent: {
    title: "✉️ E-mail de confirmação reenviado!",
    description: "Verifique sua caixa de entrada (e spam) e clique no link para confirmar seu e-mail.",
    duration: TOAST_LONG_MS,
  } satisfies ToastMessage,
  confirmationResendFailed: (message: string) => error("Falha ao reenviar e-mail", message),
  accountConfirmed: {
    title: "Conta Confirmada!",
    description: "Seu e-mail foi verificado com sucesso. Bem-vindo(a)!",
  } satisfies ToastMessage,
  comingSoon: (section: string): ToastMessage => ({
    title: "🚧 Em breve!",
    description: `A seção "${section}" está sendo preparada com muito carinho e estará disponível em breve! 🚀`,
    duration: TOAST_SHORT_MS,
  }),
  loggedOut: { title: "Até logo!", description: "Esperamos ver você em breve." } satisfies ToastMessage,
  // Beyond the spec: the reset page's outcome.
  passwordChanged: {
    title: "Senha redefinida!",
    description: "Sua nova senha já está valendo. Faça seu login.",
    duration: TOAST_LONG_MS,
  } satisfies ToastMessage,
  emailConfirmedSignIn: {
    title: "E-mail confirmado!",
    description: "Faça seu login para continuar sua jornada.",
  } satisfies ToastMessage,
  resetLinkInvalid: error("Link inválido", accountNotices.resetLinkInvalid),
  confirmationLinkInvalid: error("Link inválido", "Este link de confirmação é inválido ou expirou. Faça login para receber um novo."),
  tooManyRequests: error("Muitas tentativas", "Aguarde um minuto e tente novamente."),
  accountLocked: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return error(
      "Conta bloqueada temporariamente",
      `Muitas tentativas de login nesta conta. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"} ou redefina sua senha.`,
    );
  },
  // Requests the server refuses before reading them (docs/decisions/040).
  crossSiteRefused: error("Requisição recusada", "Por segurança, esta ação só pode ser feita a partir do próprio site. Recarregue a página e tente novamente."),
  unsupportedMediaType: error("Formato não suportado", "Os dados devem ser enviados no formato JSON."),
  payloadTooLarge: error("Envio muito grande", "O conteúdo enviado excede o limite permitido."),
  malformedRequest: error("Requisição inválida", "Não foi possível ler os dados enviados."),
  methodNotAllowed: error("Ação não permitida", "Este endereço não aceita esse tipo de requisição."),
  notFound: error("Não encontrado", "O endereço procurado não existe."),
  linkInvalid: error("Link inválido", "Este link é inválido ou expirou. Peça um novo."),
  requestFailed: error("Não foi possível concluir", "Algo deu errado. Tente novamente em instantes."),
  // Public forms (§5, §8): healing-energy sign-up, therapists' club sign-up, free soul map.
  healingRequired: error("Campos obrigatórios", "Por favor, preencha seu nome e e-mail."),
  healingConsentRequired: error("Aceite necessário", "Você precisa aceitar receber a energia de cura."),
  healingFailed: (message: string) => error("Erro ao enviar", `Não foi possível enviar seus dados: ${message}`),
  healingNotificationFailed: {
    title: "Inscrição recebida, mas a notificação falhou",
    description: "Seus dados foram salvos. Ocorreu um problema ao enviar o e-mail de notificação.",
  } satisfies ToastMessage,
  clubInvalid: error("Campos inválidos", "Por favor, preencha todos os campos obrigatórios e aceite os termos."),
  clubSucceeded: {
    title: "Inscrição enviada com sucesso!",
    description: "Seus dados foram recebidos. Entraremos em contato em breve com os próximos passos.",
  } satisfies ToastMessage,
  clubFailed: error("Erro na inscrição", "Não foi possível completar sua inscrição. Verifique se seus dados já não foram cadastrados."),
  soulMapInvalid: error("Ops! Faltam informações.", "Por favor, preencha todos os campos corretamente."),
  soulMapSaveFailed: error("Erro ao Enviar", "Não foi possível salvar seus dados. Tente novamente."),
  soulMapReceived: { title: "Dados Recebidos!" } satisfies ToastMessage,
  // Admin panel (§8).
  statusUpdated: (decision: "approved" | "rejected"): ToastMessage => ({
    title: "Status atualizado!",
    description: `O produto foi ${decision === "approved" ? "aprovado" : "rejeitado"}.`,
  }),
  statusUpdateFailed: (message?: string) => error(STATUS_UPDATE_FAILED, message || "Algo deu errado."),
  adminCreated: (email: string): ToastMessage => ({ title: "✨ Administrador criado!", description: `A conta de administrador de ${email} está pronta.` }),
  /** The add-admin form on an e-mail that already had an account: promoted, keeping its own name and way of signing in. */
  adminPromoted: (email: string): ToastMessage => ({
    title: "✨ Administrador criado!",
    description: `${email} já tinha uma conta e agora é administrador(a). O nome e a senha continuam os da pessoa; os digitados aqui não foram usados.`,
  }),
  adminCreateFailed: (message?: string) => error("Falha ao criar administrador", message || "Ocorreu um erro."),
  adminRemoved: { title: "🗑️ Administrador removido" } satisfies ToastMessage,
  adminRemoveFailed: (message?: string) => error("Falha ao remover administrador", message),
  selfRemovalRefused: error("Ação não permitida", "Você não pode remover sua própria conta de administrador."),
  roleChanged: (name: string, role: string): ToastMessage => ({ title: "Papel atualizado!", description: `${name} agora é ${role}.` }),
  roleChangeFailed: (message?: string) => error("Erro ao atualizar papel", message || "Algo deu errado."),
  // Members (client area, therapist dashboard, orders): spec §8 where it names one, ours otherwise.
  orderFailed: error("Não foi possível registrar seu pedido", "Tente novamente em instantes."),
  /** Beyond the spec (issue 19): a therapist's own product earns no points by buying it, so it is not sold to them. */
  ownProduct: error("Este produto é seu", "Não é possível comprar o próprio produto."),
  orderNotFound: error(STATUS_UPDATE_FAILED, "Pedido não encontrado."),
  orderStatusUpdated: (statusLabel: string): ToastMessage => ({ title: STATUS_UPDATED, description: `O pedido foi marcado como ${statusLabel}.` }),
  orderStatusUnchanged: (statusLabel: string): ToastMessage => ({ title: "Nada a mudar", description: `Este pedido já estava ${statusLabel}.` }),
  orderStatusRefused: (statusLabel: string) => error(STATUS_UPDATE_FAILED, `Este pedido já está ${statusLabel} e não pode mudar.`),
  pixFailed: error("Não foi possível gerar o Pix", "Tente novamente em instantes."),
  /** The Soul Compass offers by Pix (docs/decisions/059): the access goes with a confirmed e-mail, once. */
  compassConfirmFirst: error("Confirme seu e-mail primeiro", "Confirme o seu e-mail pelo link que enviamos antes de comprar o acesso à Bússola da Alma."),
  compassAlreadyOwned: error("Você já tem acesso à Bússola da Alma", "Abra a Bússola da Alma para conversar."),
  paymentsReconciled: (moved: number): ToastMessage => ({
    title: "Pagamentos conferidos",
    description: moved === 0 ? "Nenhum pedido mudou." : moved === 1 ? "1 pedido mudou de status." : `${moved} pedidos mudaram de status.`,
  }),
  reconcileFailed: error("Não foi possível conferir os pagamentos", "O Mercado Pago não respondeu. Tente novamente em instantes."),
  productSubmitted: {
    title: "Produto enviado para aprovação!",
    description: "Ele aparece na loja assim que um administrador aprovar.",
  } satisfies ToastMessage,
  profileUpdated: { title: "Perfil atualizado!", description: "Seus dados foram salvos." } satisfies ToastMessage,
  saveFailed: error("Não foi possível salvar", "Tente novamente em instantes."),
  orderPlaced: {
    title: "Pedido registrado!",
    description: "Conclua o pagamento na nova aba. Seus pontos entram quando o pagamento for confirmado.",
  } satisfies ToastMessage,
  accountDeleted: { title: "Conta excluída", description: "Seus dados pessoais foram apagados. Até logo!" } satisfies ToastMessage,
  accountDeleteFailed: (message?: string) => error("Não foi possível excluir a conta", message || "Tente novamente em instantes."),
} as const;

/** Better Auth answers its errors in English ({ code, message }); what a person reads instead. */
export function authErrorToast(code: string | undefined): ToastMessage {
  switch (code) {
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return toasts.linkInvalid;
    case "VALIDATION_ERROR":
    case "INVALID_REQUEST_BODY":
      return toasts.malformedRequest;
    default:
      return code?.includes("PROVIDER") || code?.includes("OAUTH") ? toasts.googleFailed : toasts.requestFailed;
  }
}

export const guardTexts = {
  checking: "Verificando suas credenciais...",
  restrictedTitle: "Acesso Restrito",
  restrictedBody: "Você não tem permissão para acessar esta página.",
} as const;

/** The error pages: the site's (app/root.tsx) and the admin panel's (app/routes/admin/layout.tsx). */
export const errorPageTexts = {
  notFoundTitle: "Página não encontrada",
  notFoundBody: "O endereço que você procurou não existe ou foi movido.",
  adminNotFoundBody: "Esta página do painel não existe.",
  failedTitle: "Algo deu errado",
  failedBody: "Tivemos um problema ao carregar esta página. Tente novamente em instantes.",
  backHome: "Voltar para o início",
  backToPanel: "Voltar ao painel",
} as const;
