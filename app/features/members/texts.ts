// What the client area and the therapist dashboard say (pt-BR), in one place for the pages and their tests.

export const clientAreaTexts = {
  title: "Área do Cliente",
  greeting: (name: string) => `Olá, ${name}! Que bom ter você por aqui.`,
  data: {
    title: "Meus dados",
    name: "Nome",
    email: "E-mail",
    whatsapp: "WhatsApp",
    cpf: "CPF",
    address: "Endereço",
    missing: "Não informado",
    edit: "Editar perfil",
    save: "Salvar alterações",
    saving: "Salvando...",
    cancel: "Cancelar",
    formTitle: "Editar perfil",
    emailNote: "E-mail e CPF não podem ser alterados aqui.",
  },
  points: {
    title: "Meus pontos",
    recent: "Movimentações recentes",
    empty: "Nenhum ponto ainda. Você ganha pontos quando um pedido é concluído.",
    redeem: "Resgatar pontos",
    redeemSection: "Resgate de pontos",
  },
  courses: {
    title: "Meus cursos",
    empty: "Você ainda não se inscreveu em nenhum curso.",
    browse: "Ver cursos",
    noneBought: "Nenhum curso com pagamento confirmado ainda.",
    awaitingPayment: "Aguardando pagamento",
    awaitingNote: "A inscrição passa para os seus cursos quando o pagamento for confirmado.",
  },
  orders: {
    title: "Histórico de pedidos",
    empty: "Nenhum pedido ainda.",
    points: "pontos",
    payByPix: "Pagar com Pix",
  },
  privacy: {
    title: "Privacidade e dados",
    intro: "Pela LGPD você pode baixar tudo o que guardamos sobre você ou excluir sua conta.",
    download: "Baixar meus dados",
    delete: "Excluir minha conta",
    dialogTitle: "Excluir minha conta",
    dialogBody:
      "Sua conta e seus dados pessoais serão apagados e você sairá de todos os dispositivos. Os pedidos ficam guardados para a contabilidade, sem o seu nome. Esta ação não pode ser desfeita.",
    password: "Sua senha",
    confirm: "Entendo que a exclusão é permanente.",
    submit: "Excluir minha conta definitivamente",
    submitting: "Excluindo...",
    adminNote: "Contas de administrador são removidas por outro administrador, em Administradores.",
  },
} as const;

export const therapistTexts = {
  title: "Área do Terapeuta",
  greeting: (name: string) => `Olá, ${name}! Aqui você acompanha seus produtos, vendas e carteira.`,
  kpis: { products: "Produtos", sales: "Vendas", revenue: "Receita", rating: "Avaliação média" },
  /** The rating card before the first sale: the spec's 4,8 would be a rating no one gave. */
  noRatings: "Sem avaliações ainda",
  tabs: { products: "Produtos", sales: "Vendas", wallet: "Carteira", reviews: "Avaliações" },
  products: {
    add: "Adicionar Produto",
    close: "Fechar formulário",
    empty: "Você ainda não cadastrou produtos.",
    pendingNote: "Novos produtos ficam pendentes até um administrador aprovar; só os aprovados aparecem na loja.",
  },
  form: {
    title: "Novo produto",
    fields: {
      title: "Título",
      category: "Categoria",
      price: "Preço (R$)",
      points: "Pontos",
      paymentLink: "Link de pagamento",
      image: "Foto do produto (opcional)",
    },
    categoryPlaceholder: "Selecione",
    /** Said before approval: only 'Produto' has a public page yet (spec: /products lists that category). */
    whereItAppears: (category: string) =>
      category === "Produto"
        ? "Depois de aprovado, aparece na loja (Produtos), com o seu nome e o botão 'Comprar Agora'."
        : category
          ? `Atenção: por enquanto só a categoria Produto aparece no site. Um item de ${category} aprovado fica visível só para você e para a equipe, que combina com você como divulgá-lo.`
          : "Só a categoria Produto aparece no site (na loja, em Produtos); as outras ficam visíveis só para você e para a equipe.",
    imageNote: "Sem foto, o produto usa a arte padrão da loja. Envie a foto antes de enviar o produto.",
    imageAttached: "Foto enviada: ela vai com o produto.",
    submit: "Enviar para aprovação",
    sending: "Enviando...",
  },
  sales: { empty: "Nenhuma venda concluída ainda.", buyerNote: "Vendas concluídas dos seus produtos." },
  wallet: {
    available: "Saldo disponível",
    pending: "Saldo pendente",
    nextRelease: "Próxima liberação",
    none: "Nenhum valor a liberar",
    rule: "70% de cada venda fica disponível na hora; os outros 30% são liberados 30 dias após a data da compra.",
    withdraw: "Solicitar saque",
    withdrawMessage: (amount: string) => `Olá! Sou terapeuta do Movimento Essência e gostaria de solicitar o saque do meu saldo disponível de ${amount}.`,
  },
  reviews: { soon: "Em breve", body: "As avaliações dos seus clientes aparecerão aqui." },
  soon: "Em breve",
} as const;
