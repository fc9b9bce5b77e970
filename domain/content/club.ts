/**
 * Therapists' club: landing, pricing, FAQ, journey and membership terms
 * (spec §2 "Club landing", §9 "Club pricing"). Every figure is stated once in
 * CLUB and the texts are built from it, so a price change touches one line.
 */
import { formatDateLong, formatPriceCompact } from "../format.ts";
import { ROUTES } from "../paths.ts";
import { SITE_DEFAULTS as site } from "../site.ts";
import { ART, imageOf } from "./art.ts";

export const CLUB = {
  /** Integer cents. */
  entryFee: 165000,
  entryFeeInstallments: 10,
  entryFeePixUpfront: 156750,
  /** Founder conditions hold until this day (display text as in the spec). */
  founderDeadline: "18/10",
  founderMonthlyFee: 24700,
  regularMonthlyFee: 29700,
  annualPlan: 177000,
  /** As stated by the institute, not annualPlan / 12. */
  annualPlanMonthlyEquivalent: 14700,
  certifiedFounders: 60,
  oracleDeckCards: 44,
  oracleDeliveryBusinessDays: 30,
  dinnerCredit: 24900,
  founderCourseScholarshipPercent: 40,
  followersText: "mais de 37 mil seguidores",
  suspensionAfterOverdueDays: 30,
  cancellationNoticeDays: 30,
} as const;

const money = formatPriceCompact;

export const clubLanding = {
  hero: {
    title: "Clube de Terapeutas",
    subtitle:
      "Uma comunidade para terapeutas que desejam crescer juntos: formação contínua, um espaço físico para atender e a força de um movimento inteiro ao seu lado.",
    primaryCta: { label: "Quero Fazer Parte", href: ROUTES.clubSignUp },
    secondaryCta: { label: "Conhecer a Jornada", href: ROUTES.clubJourney },
    ...imageOf(ART.club),
  },
  benefitsTitle: "Benefícios para todos os membros",
  benefits: [
    "Encontros mensais de estudo, supervisão e troca com outros terapeutas",
    "Divulgação do seu trabalho para a comunidade do Instituto, com " + CLUB.followersText,
    "Participação nos núcleos de ação do Clube",
    "Condições especiais em cursos, vivências e eventos do Instituto",
    "Uso do espaço físico para atendimentos, conforme agenda",
    "Grupo exclusivo de apoio e oportunidades entre membros",
  ],
  physicalSpace: {
    title: "Um espaço físico para atender",
    text: `Os membros contam com salas de atendimento e de vivências na sede do Instituto, em ${site.headquarters.city} (${site.headquarters.state}), um ambiente preparado com cuidado para acolher seus clientes e seus grupos.`,
  },
  foundersRecognition: {
    title: "Reconhecimento dos fundadores",
    text: `As vagas de membro fundador são limitadas. Os ${CLUB.certifiedFounders} primeiros membros recebem o certificado de Membro Fundador e têm seu nome registrado na história do Clube.`,
  },
  founderBenefitsTitle: "Benefícios exclusivos dos membros fundadores",
  founderBenefits: [
    `Mensalidade vitalícia de ${money(CLUB.founderMonthlyFee)} para quem aderir até ${CLUB.founderDeadline}`,
    `Certificado de Membro Fundador para os ${CLUB.certifiedFounders} primeiros membros`,
    `Baralho oráculo exclusivo de ${CLUB.oracleDeckCards} cartas, entregue em até ${CLUB.oracleDeliveryBusinessDays} dias úteis após a adesão`,
    `Crédito em jantar equivalente a ${money(CLUB.dinnerCredit)}`,
    `Bolsa de ${CLUB.founderCourseScholarshipPercent}% nos cursos da fundadora`,
  ],
  signUpCta: { title: "Faça parte desde o início", label: "Quero Fazer Parte", href: ROUTES.clubSignUp },
};

interface ClubPriceItem {
  id: string;
  title: string;
  price: string;
  details: string[];
}

/** Pricing as displayed on the landing and journey pages. */
export const clubPricing: ClubPriceItem[] = [
  {
    id: "adesao",
    title: "Taxa de adesão",
    price: money(CLUB.entryFee),
    details: [`em até ${CLUB.entryFeeInstallments}x sem juros`, `ou ${money(CLUB.entryFeePixUpfront)} à vista no Pix, até ${CLUB.founderDeadline}`],
  },
  {
    id: "mensalidade",
    title: "Mensalidade vitalícia de fundador",
    price: `${money(CLUB.founderMonthlyFee)}/mês`,
    details: [`para quem aderir até ${CLUB.founderDeadline}, garantida para sempre`, `após ${CLUB.founderDeadline}: ${money(CLUB.regularMonthlyFee)}/mês`],
  },
  {
    id: "plano-anual",
    title: "Plano anual",
    price: money(CLUB.annualPlan),
    details: ["pagamento único", `equivalente a ${money(CLUB.annualPlanMonthlyEquivalent)}/mês`],
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const clubFaq: FaqItem[] = [
  {
    question: "Quem pode participar do Clube de Terapeutas?",
    answer: "Terapeutas de qualquer abordagem integrativa ou holística, formados ou em formação, que desejam crescer com ética e em comunidade.",
  },
  {
    question: "Quais são as formas de pagamento?",
    answer: `A taxa de adesão de ${money(CLUB.entryFee)} pode ser parcelada em até ${CLUB.entryFeeInstallments}x sem juros ou paga à vista no Pix por ${money(CLUB.entryFeePixUpfront)}, até ${CLUB.founderDeadline}. Depois, você escolhe entre a mensalidade e o plano anual de ${money(CLUB.annualPlan)} em pagamento único.`,
  },
  {
    question: "O que acontece se eu atrasar a mensalidade?",
    answer: `A inadimplência superior a ${CLUB.suspensionAfterOverdueDays} dias pode causar a suspensão dos benefícios até a regularização.`,
  },
  {
    question: "Posso cancelar a minha adesão?",
    answer: `Sim. O cancelamento deve ser solicitado com ${CLUB.cancellationNoticeDays} dias de antecedência. Valores já pagos não são reembolsados.`,
  },
  {
    question: "Quando recebo o baralho oráculo?",
    answer: `O baralho de ${CLUB.oracleDeckCards} cartas dos membros fundadores é entregue em até ${CLUB.oracleDeliveryBusinessDays} dias úteis após a adesão.`,
  },
];

interface ClubPillar {
  name: string;
  meaning: string;
  inPractice: string;
}

export const clubPillarsTable = {
  columns: ["Pilar", "O que significa", "Como se vive no Clube"],
};

export const clubPillars: ClubPillar[] = [
  {
    name: "Formação contínua",
    meaning: "Aprender sempre, com profundidade e supervisão.",
    inPractice: "Encontros mensais de estudo e bolsas nos cursos da fundadora.",
  },
  {
    name: "Comunidade",
    meaning: "Ninguém cresce sozinho.",
    inPractice: "Grupo de membros, trocas de experiência e apoio mútuo.",
  },
  {
    name: "Ética",
    meaning: "Cuidar de quem nos procura com respeito e responsabilidade.",
    inPractice: "Código de conduta e supervisão de casos.",
  },
  {
    name: "Visibilidade",
    meaning: "Levar o seu trabalho a quem precisa dele.",
    inPractice: `Divulgação nos canais do Instituto, com ${CLUB.followersText}.`,
  },
  {
    name: "Espaço",
    meaning: "Um lugar preparado para a cura acontecer.",
    inPractice: `Salas de atendimento e vivências na sede em ${site.headquarters.city}.`,
  },
  {
    name: "Serviço",
    meaning: "A cura que recebemos é a cura que oferecemos.",
    inPractice: "Atuação nos núcleos de ação e nos atendimentos sociais.",
  },
];

interface ActionNucleus {
  name: string;
  description: string;
}

export const clubActionNuclei: ActionNucleus[] = [
  { name: "Atendimento Social", description: "Sessões a preço acessível para quem mais precisa." },
  { name: "Estudos e Supervisão", description: "Grupos de estudo e discussão de casos." },
  { name: "Eventos e Vivências", description: "Organização de encontros, retiros e vivências." },
  { name: "Comunicação", description: "Conteúdo e divulgação do trabalho dos membros." },
  { name: "Acolhimento", description: "Recepção e acompanhamento de novos membros." },
  { name: "Pesquisa", description: "Registro e estudo dos resultados das terapias." },
  { name: "Mentoria", description: "Terapeutas experientes apoiando quem está começando." },
  { name: "Expansão", description: "Abertura de novos núcleos em outras cidades." },
  { name: "Cura Planetária", description: "Meditações e envio de energia de cura coletiva." },
];

interface JourneyStage {
  stage: number;
  title: string;
  when: string;
  description: string;
}

export const clubJourney = {
  title: "A Jornada do Clube",
  subtitle: "Cinco etapas para construirmos juntos uma comunidade de terapeutas.",
  stages: [
    {
      stage: 1,
      title: "Lançamento",
      when: "18 e 19 de outubro de 2025 · formato híbrido",
      description: `Dois dias de abertura, presencialmente em ${site.headquarters.city} e on-line, com a fundadora e os primeiros membros.`,
    },
    {
      stage: 2,
      title: "Integração",
      when: "Após o lançamento",
      description: `Certificação dos ${CLUB.certifiedFounders} primeiros membros, entrega do baralho oráculo e formação dos núcleos de ação.`,
    },
    {
      stage: 3,
      title: "Formação",
      when: "Ao longo do primeiro ano",
      description: "Encontros mensais de estudo e supervisão, com cursos e vivências do Instituto.",
    },
    {
      stage: 4,
      title: "Atuação",
      when: "Em paralelo à formação",
      description: "Membros atendendo no espaço físico, nos atendimentos sociais e nos núcleos de ação.",
    },
    {
      stage: 5,
      title: "Expansão",
      when: "A partir do segundo ano",
      description: "Novos núcleos em outras cidades, levando o Movimento a cada vez mais pessoas.",
    },
  ] satisfies JourneyStage[],
  monthlyMeetings: {
    title: "Encontros mensais",
    text: `Toda segunda quinta-feira do mês, a partir de 14 de novembro de 2025, das 8h às 11h (horário de Brasília), presencialmente em ${site.headquarters.city} e on-line.`,
  },
};

interface TermsClause {
  title: string;
  paragraphs: string[];
}

const CLUB_TERMS_UPDATED_AT = "2025-10-04";

export const clubTerms = {
  title: "Termo de Adesão ao Clube de Terapeutas",
  lastUpdated: `Última atualização: ${formatDateLong(CLUB_TERMS_UPDATED_AT)}`,
  clauses: [
    {
      title: "1. Objeto",
      paragraphs: [
        `Este termo regula a adesão ao Clube de Terapeutas do ${site.instituteName}, comunidade de formação, apoio e atuação de terapeutas integrativos.`,
      ],
    },
    {
      title: "2. Adesão",
      paragraphs: [
        "A adesão é pessoal e intransferível e se completa com o envio do formulário de inscrição, o aceite deste termo e o pagamento da taxa de adesão.",
        "O Instituto pode entrar em contato para confirmar dados antes de concluir a inscrição.",
      ],
    },
    {
      title: "3. Valores e pagamento",
      paragraphs: [
        `Taxa de adesão: ${money(CLUB.entryFee)} em até ${CLUB.entryFeeInstallments}x sem juros, ou ${money(CLUB.entryFeePixUpfront)} à vista no Pix, até ${CLUB.founderDeadline}.`,
        `Mensalidade: ${money(CLUB.founderMonthlyFee)} por mês, vitalícia para os membros fundadores que aderirem até ${CLUB.founderDeadline}; após essa data, ${money(CLUB.regularMonthlyFee)} por mês.`,
        `Plano anual: ${money(CLUB.annualPlan)} em pagamento único, equivalente a ${money(CLUB.annualPlanMonthlyEquivalent)} por mês.`,
      ],
    },
    {
      title: "4. Benefícios dos membros fundadores",
      paragraphs: [
        `As vagas de membro fundador são limitadas. Os ${CLUB.certifiedFounders} primeiros membros recebem o certificado de Membro Fundador.`,
        `Os membros fundadores recebem um baralho oráculo de ${CLUB.oracleDeckCards} cartas em até ${CLUB.oracleDeliveryBusinessDays} dias úteis após a adesão, um crédito em jantar equivalente a ${money(CLUB.dinnerCredit)} e bolsa de ${CLUB.founderCourseScholarshipPercent}% nos cursos da fundadora.`,
      ],
    },
    {
      title: "5. Inadimplência",
      paragraphs: [
        `A inadimplência superior a ${CLUB.suspensionAfterOverdueDays} dias pode causar a suspensão do acesso aos benefícios do Clube até a regularização dos pagamentos.`,
      ],
    },
    {
      title: "6. Cancelamento",
      paragraphs: [
        `O membro pode cancelar a adesão a qualquer momento, mediante aviso com ${CLUB.cancellationNoticeDays} dias de antecedência.`,
        "Não há reembolso de valores já pagos, incluindo a taxa de adesão.",
      ],
    },
    {
      title: "7. Uso do espaço físico",
      paragraphs: ["O uso das salas da sede depende de agendamento prévio e das regras de convivência do espaço."],
    },
    {
      title: "8. Conduta ética",
      paragraphs: [
        "O membro se compromete a atender com ética, respeito e sigilo, e a não apresentar as terapias integrativas como substitutas de tratamento médico ou psicológico.",
        "A violação grave destes princípios pode levar ao desligamento do Clube.",
      ],
    },
    {
      title: "9. Dados pessoais",
      paragraphs: [
        "Os dados informados na inscrição são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), apenas para gerir a adesão e a comunicação com o membro.",
      ],
    },
    {
      title: "10. Disposições gerais",
      paragraphs: [`Este termo pode ser atualizado; a versão vigente fica sempre publicada nesta página. Dúvidas: ${site.emails.club}.`],
    },
  ] satisfies TermsClause[],
};
