import { describe, expect, it } from "vitest";

import { DEFAULT_DISPLAY_NAME, guardTexts, TOAST_LONG_MS, TOAST_SHORT_MS, toasts, WELCOME_POPUP_DELAY_MS } from "./messages.ts";

// The spec's §8 wording, typed once more here on purpose: this is the check that
// the single source in messages.ts says exactly what the spec says.

describe("constants (spec §9)", () => {
  it("8 s for long toasts, 4 s for short ones, pop-up after 3 s, 'Alma Iluminada' as default name", () => {
    expect(TOAST_LONG_MS).toBe(8000);
    expect(TOAST_SHORT_MS).toBe(4000);
    expect(WELCOME_POPUP_DELAY_MS).toBe(3000);
    expect(DEFAULT_DISPLAY_NAME).toBe("Alma Iluminada");
  });
});

describe("failure toasts (destructive)", () => {
  it.each([
    ["sign-up", toasts.signupFailed(), "Falha no Cadastro", "Algo deu errado."],
    ["login", toasts.loginFailed(), "Falha no Login", "E-mail ou senha incorretos."],
    ["Google", toasts.googleFailed, "Falha no Login com Google", "Não foi possível autenticar com o Google."],
    ["logout", toasts.logoutFailed, "Falha ao Sair", "Algo deu errado."],
    ["reset e-mail", toasts.resetFailed(), "Falha ao enviar e-mail", "Não foi possível enviar o e-mail de recuperação."],
    ["admin login", toasts.adminLoginFailed(), "Acesso Negado", "E-mail ou senha incorretos."],
    ["non-admin on admin login", toasts.notAdmin, "Acesso Negado", "Você não tem permissão de administrador."],
    ["event link", toasts.eventLinkMissing, "Link Indisponível", "Não foi possível encontrar o link para este evento."],
    ["product link", toasts.productLinkMissing, "Link de Pagamento Indisponível", "Não foi possível encontrar o link para este produto."],
  ])("%s: %s", (_situation, toast, title, description) => {
    expect(toast).toEqual({ title, description, destructive: true });
  });

  it("use the service's message when there is one, else the fallback", () => {
    expect(toasts.signupFailed("CPF inválido.").description).toBe("CPF inválido.");
    expect(toasts.signupFailed("").description).toBe("Algo deu errado.");
    expect(toasts.loginFailed("E-mail inválido.").description).toBe("E-mail inválido.");
    expect(toasts.resetFailed("E-mail inválido.").description).toBe("E-mail inválido.");
    expect(toasts.adminLoginFailed("Senha é obrigatória.")).toEqual({ title: "Acesso Negado", description: "Senha é obrigatória.", destructive: true });
  });

  it("unimplemented feature: 4 s, no description", () => {
    expect(toasts.unimplemented).toEqual({ title: "Funcionalidade em desenvolvimento", duration: 4000 });
  });
});

describe("success toasts (not destructive)", () => {
  it("welcome back, with the name or 'Alma Iluminada'", () => {
    expect(toasts.welcomeBack("Maria")).toEqual({ title: "✨ Bem-vindo(a) de volta, Maria!", description: "É uma alegria ter você aqui novamente." });
    expect(toasts.welcomeBack(null).title).toBe("✨ Bem-vindo(a) de volta, Alma Iluminada!");
    expect(toasts.welcomeBack("").title).toBe("✨ Bem-vindo(a) de volta, Alma Iluminada!");
  });

  it("admin welcome", () => {
    expect(toasts.adminWelcome("Joana")).toEqual({ title: "Bem-vinda de volta, Joana!", description: "Painel de controle pronto para a mágica." });
  });

  it.each([
    ["sign-up", toasts.signupSucceeded, "✨ Cadastro realizado com sucesso!", "Agora você já pode fazer seu login."],
    ["welcome pop-up sign-up", toasts.quickSignupSucceeded, "Cadastro realizado com sucesso!", "Agora você já pode fazer seu login para gerar seu mapa."],
    [
      "reset e-mail sent",
      toasts.resetSent,
      "✉️ E-mail de recuperação enviado!",
      "Verifique sua caixa de entrada (e spam) para o link de redefinição de senha.",
    ],
  ])("%s: 8 s", (_situation, toast, title, description) => {
    expect(toast).toEqual({ title, description, duration: 8000 });
  });

  it("account confirmed", () => {
    expect(toasts.accountConfirmed).toEqual({ title: "Conta Confirmada!", description: "Seu e-mail foi verificado com sucesso. Bem-vindo(a)!" });
  });

  it("coming soon names the section, 4 s", () => {
    expect(toasts.comingSoon("Círculo de Cura")).toEqual({
      title: "🚧 Em breve!",
      description: 'A seção "Círculo de Cura" está sendo preparada com muito carinho e estará disponível em breve! 🚀',
      duration: 4000,
    });
  });

  it("logout", () => {
    expect(toasts.loggedOut).toEqual({ title: "Até logo!", description: "Esperamos ver você em breve." });
  });

  it("no success toast is marked destructive", () => {
    const successes = [
      toasts.signupSucceeded,
      toasts.quickSignupSucceeded,
      toasts.resetSent,
      toasts.accountConfirmed,
      toasts.loggedOut,
      toasts.passwordChanged,
      toasts.emailConfirmedSignIn,
      toasts.unimplemented,
    ];
    for (const toast of successes) expect(toast).not.toHaveProperty("destructive");
  });
});

describe("admin guard texts (spec §2)", () => {
  it("checking, restricted title and body", () => {
    expect(guardTexts).toEqual({
      checking: "Verificando suas credenciais...",
      restrictedTitle: "Acesso Restrito",
      restrictedBody: "Você não tem permissão para acessar esta página.",
    });
  });
});
