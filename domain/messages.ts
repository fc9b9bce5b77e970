// The spec's toasts (§8): one place for each title, description and duration.

export const TOAST_LONG_MS = 8000;
export const TOAST_SHORT_MS = 4000;
export const WELCOME_POPUP_DELAY_MS = 3000;
export const DEFAULT_DISPLAY_NAME = "Alma Iluminada";

export type ToastMessage = { title: string; description?: string; duration?: number; destructive?: boolean };

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
  confirmationLinkInvalid: error("Link inválido", "Este link de confirmação é inválido ou expirou. Faça login para receber um novo."),
  tooManyRequests: error("Muitas tentativas", "Aguarde um minuto e tente novamente."),
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
} as const;

export const guardTexts = {
  checking: "Verificando suas credenciais...",
  restrictedTitle: "Acesso Restrito",
  restrictedBody: "Você não tem permissão para acessar esta página.",
} as const;
