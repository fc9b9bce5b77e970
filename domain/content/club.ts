/**
 * Therapists' club: landing, pricing, FAQ, journey and membership terms
 * (spec §2 "Club landing", §9 "Club pricing"). The prices and the journey's stages are staff's
 * (`site_texts`, key 'club', edited at /admin/conteudo/clube); this module keeps their types, the
 * read-time rule that lets a price expire (`currentPrice`), the defaults the seed writes, and the
 * texts the spec fixes. CLUB states today's figures once; the defaults and the terms are built
 * from it.
 */
import { formatDateLong, formatPriceCompact } from "../format.ts";
import { ROUTES } from "../paths.ts";
import { saoPauloParts } from "../recurrence.ts";
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
  /** The lifetime monthly fee heads this list while it holds (founderBenefitsView). */
  founderBenefits: [
    `Certificado de Membro Fundador para os ${CLUB.certifiedFounders} primeiros membros`,
    `Baralho oráculo exclusivo de ${CLUB.oracleDeckCards} cartas, entregue em até ${CLUB.oracleDeliveryBusinessDays} dias úteis após a adesão`,
    `Crédito em jantar equivalente a ${money(CLUB.dinnerCredit)}`,
    `Bolsa de ${CLUB.founderCourseScholarshipPercent}% nos cursos da fundadora`,
  ],
  signUpCta: { title: "Faça parte desde o início", label: "Quero Fazer Parte", href: ROUTES.clubSignUp },
};

/**
 * One step of a price ladder: the price holds through `validUntil` (a day in São Paulo,
 * 'YYYY-MM-DD', inclusive) or for good when null. A founder price "até 18/10" is a step with a
 * valid-until date; the step after it is the price from the next day on.
 */
export interface ClubPrice {
  cents: number;
  validUntil: string | null;
}

export interface ClubStage {
  title: string;
  /** When, as the page states it: "18 e 19 de outubro de 2025 · formato híbrido". */
  when: string;
  description: string;
}

/** What staff edit of the club: its prices and its journey. */
export interface ClubTexts {
  entryFee: ClubPrice[];
  entryFeeInstallments: number;
  /** The Pix discount on the entry fee; none once its last step expired. */
  entryFeePix: ClubPrice[];
  monthlyFee: ClubPrice[];
  annualPlan: ClubPrice[];
  /** As stated by the institute, not annualPlan / 12. */
  annualPlanMonthlyEquivalentCents: number;
  stages: ClubStage[];
  meetingsTitle: string;
  meetingsText: string;
}

/** CLUB's founder deadline as a day: 18/10 of the launch year. */
const FOUNDER_UNTIL = "2025-10-18";

export const CLUB_TEXT_DEFAULTS: ClubTexts = {
  entryFee: [{ cents: CLUB.entryFee, validUntil: null }],
  entryFeeInstallments: CLUB.entryFeeInstallments,
  entryFeePix: [{ cents: CLUB.entryFeePixUpfront, validUntil: FOUNDER_UNTIL }],
  monthlyFee: [
    { cents: CLUB.founderMonthlyFee, validUntil: FOUNDER_UNTIL },
    { cents: CLUB.regularMonthlyFee, validUntil: null },
  ],
  annualPlan: [{ cents: CLUB.annualPlan, validUntil: null }],
  annualPlanMonthlyEquivalentCents: CLUB.annualPlanMonthlyEquivalent,
  stages: [
    {
      title: "Lançamento",
      when: "18 e 19 de outubro de 2025 · formato híbrido",
      description: `Dois dias de abertura, presencialmente em ${site.headquarters.city} e on-line, com a fundadora e os primeiros membros.`,
    },
    {
      title: "Integração",
      when: "Após o lançamento",
      description: `Certificação dos ${CLUB.certifiedFounders} primeiros membros, entrega do baralho oráculo e formação dos núcleos de ação.`,
    },
    { title: "Formação", when: "Ao longo do primeiro ano", description: "Encontros mensais de estudo e supervisão, com cursos e vivências do Instituto." },
    { title: "Atuação", when: "Em paralelo à formação", description: "Membros atendendo no espaço físico, nos atendimentos sociais e nos núcleos de ação." },
    { title: "Expansão", when: "A partir do segundo ano", description: "Novos núcleos em outras cidades, levando o Movimento a cada vez mais pessoas." },
  ],
  meetingsTitle: "Encontros mensais",
  meetingsText: `Toda segunda quinta-feira do mês, a partir de 14 de novembro de 2025, das 8h às 11h (horário de Brasília), presencialmente em ${site.headquarters.city} e on-line.`,
};

/**
 * The price a ladder asks at `now` and the one that follows it: the first step whose day in São
 * Paulo has not passed. Read at every request, so an expired price leaves by itself (no job);
 * null when every step expired.
 */
export function currentPrice(ladder: readonly ClubPrice[], now: Date): { price: ClubPrice; next: ClubPrice | null } | null {
  const today = saoPauloParts(now).day;
  const index = ladder.findIndex((step) => step.validUntil === null || today <= step.validUntil);
  return index < 0 ? null : { price: ladder[index], next: ladder[index + 1] ?? null };
}

/** 'YYYY-MM-DD' → '18/10', as the club's texts name a deadline. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

interface ClubPriceItem {
  id: string;
  title: string;
  price: string;
  details: string[];
}

/** Pricing as the landing and journey pages show it at `now` (spec §9 "Club pricing"). */
export function clubPricingView(club: ClubTexts, now: Date): ClubPriceItem[] {
  const items: ClubPriceItem[] = [];
  const entry = currentPrice(club.entryFee, now);
  const pix = currentPrice(club.entryFeePix, now);
  if (entry) {
    const pixLine = pix ? [`ou ${money(pix.price.cents)} à vista no Pix${pix.price.validUntil ? `, até ${dayMonth(pix.price.validUntil)}` : ""}`] : [];
    items.push({
      id: "adesao",
      title: "Taxa de adesão",
      price: money(entry.price.cents),
      details: [`em até ${club.entryFeeInstallments}x sem juros`, ...pixLine],
    });
  }
  const monthly = currentPrice(club.monthlyFee, now);
  if (monthly) {
    const until = monthly.price.validUntil;
    items.push(
      until
        ? {
            id: "mensalidade",
            title: "Mensalidade vitalícia de fundador",
            price: `${money(monthly.price.cents)}/mês`,
            details: [
              `para quem aderir até ${dayMonth(until)}, garantida para sempre`,
              ...(monthly.next ? [`após ${dayMonth(until)}: ${money(monthly.next.cents)}/mês`] : []),
            ],
          }
        : { id: "mensalidade", title: "Mensalidade", price: `${money(monthly.price.cents)}/mês`, details: [] },
    );
  }
  const annual = currentPrice(club.annualPlan, now);
  if (annual) {
    items.push({
      id: "plano-anual",
      title: "Plano anual",
      price: money(annual.price.cents),
      details: ["pagamento único", `equivalente a ${money(club.annualPlanMonthlyEquivalentCents)}/mês`],
    });
  }
  return items;
}

/** The founder benefits the landing lists at `now`: the lifetime monthly fee only while it can be had. */
export function founderBenefitsView(club: ClubTexts, now: Date): string[] {
  const monthly = currentPrice(club.monthlyFee, now);
  const founderFee =
    monthly?.price.validUntil != null
      ? [`Mensalidade vitalícia de ${money(monthly.price.cents)} para quem aderir até ${dayMonth(monthly.price.validUntil)}`]
      : [];
  return [...founderFee, ...clubLanding.founderBenefits];
}

/** The FAQ at `now`: the payment answer quotes the prices that hold. */
export function clubFaqView(club: ClubTexts, now: Date): FaqItem[] {
  const entry = currentPrice(club.entryFee, now);
  const pix = currentPrice(club.entryFeePix, now);
  const annual = currentPrice(club.annualPlan, now);
  const pixText = pix ? ` ou paga à vista no Pix por ${money(pix.price.cents)}${pix.price.validUntil ? `, até ${dayMonth(pix.price.validUntil)}` : ""}` : "";
  const payment = entry
    ? `A taxa de adesão de ${money(entry.price.cents)} pode ser parcelada em até ${club.entryFeeInstallments}x sem juros${pixText}. ${
        annual ? `Depois, você escolhe entre a mensalidade e o plano anual de ${money(annual.price.cents)} em pagamento único.` : ""
      }`.trim()
    : null;
  return clubFaq.flatMap((item) => (item.question !== PAYMENT_QUESTION ? [item] : payment ? [{ ...item, answer: payment }] : []));
}

/** The journey's stages, numbered in their order. */
export const journeyStages = (club: ClubTexts) => club.stages.map((stage, index) => ({ stage: index + 1, ...stage }));

export interface FaqItem {
  question: string;
  answer: string;
}

const PAYMENT_QUESTION = "Quais são as formas de pagamento?";

export const clubFaq: FaqItem[] = [
  {
    question: "Quem pode participar do Clube de Terapeutas?",
    answer: "Terapeutas de qualquer abordagem integrativa ou holística, formados ou em formação, que desejam crescer com ética e em comunidade.",
  },
  {
    question: PAYMENT_QUESTION,
    /** Today's defaults; the page shows clubFaqView's answer, built from the prices that hold. */
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

/** The journey page's fixed texts; its stages and monthly meetings are staff's (ClubTexts). */
export const clubJourney = {
  title: "A Jornada do Clube",
  subtitle: "Cinco etapas para construirmos juntos uma comunidade de terapeutas.",
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
