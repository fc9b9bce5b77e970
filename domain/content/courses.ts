/**
 * The four courses of the agenda (spec §3 and §9). Money is integer cents.
 * Prices and points come from two pricing tiers so each figure is written once.
 */
import { formatPrice } from "../format.ts";
import { HEADQUARTERS_CITY, mailtoLink, site, whatsappLink } from "../site.ts";
import { ART, imageOf } from "./art.ts";

interface CourseValues {
  registration: number;
  course_fee: number;
  /** Always registration + course_fee. */
  total: number;
  installments: string;
  full_price_text: string;
}

/** An alternative price option (e.g. another modality); no course uses one at present. */
interface CourseValuesOption {
  label: string;
  registration: number;
  course_fee: number;
  full_price_text: string;
  installments: string;
}

/** The registration fee as a purchasable item that also earns points. */
interface CourseRegistrationItem {
  id: string;
  title: string;
  price: number;
  category: "courses";
  points: number;
}

interface CourseFields {
  id: string;
  title: string;
  subtitle: string;
  instructor: string;
  image: string;
  imageAlt: string;
  modality: string;
  dates: {
    /** Starts with the first day number and names the month in Portuguese: '12 a 14 de março de 2027'. */
    period: string;
    observation: string;
    schedule: string[];
  };
  prerequisites: string[];
  values: CourseValues;
  values_multi?: CourseValuesOption[];
  about: string;
  content?: string[];
  included: string[];
  contact: { whatsapp: string; email: string };
  points: number;
  registration_item: CourseRegistrationItem;
  payment_note?: string;
  maxStudents?: number;
}

/** Sign-up needs somewhere to go: the official page, or else a payment link. */
export type Course = CourseFields & ({ more_info_link: string; paymentLink?: string } | { more_info_link?: undefined; paymentLink: string });

interface CoursePricing {
  registration: number;
  courseFee: number;
  points: number;
  registrationPoints: number;
}

const STANDARD_COURSE_PRICING: CoursePricing = {
  registration: 19700,
  courseFee: 129000,
  points: 150,
  registrationPoints: 20,
};

const ADVANCED_COURSE_PRICING: CoursePricing = {
  registration: 35000,
  courseFee: 440000,
  points: 450,
  registrationPoints: 35,
};

const COURSE_INSTALLMENTS_TEXT = "Em até 5x sem juros ou em até 12x com juros no cartão de crédito";

const ALMAS_GEMEAS_MAX_STUDENTS = 20;

/** Derives values, points and the registration item of a course from its tier. */
function priced(pricing: CoursePricing, id: string, title: string): Pick<CourseFields, "values" | "points" | "registration_item"> {
  const total = pricing.registration + pricing.courseFee;
  return {
    values: {
      registration: pricing.registration,
      course_fee: pricing.courseFee,
      total,
      installments: COURSE_INSTALLMENTS_TEXT,
      full_price_text: `${formatPrice(total)} (inscrição + curso)`,
    },
    points: pricing.points,
    registration_item: {
      id: `inscricao-${id}`,
      title: `Inscrição – ${title}`,
      price: pricing.registration,
      category: "courses",
      points: pricing.registrationPoints,
    },
  };
}

const contact = { whatsapp: site.whatsapp.courses, email: site.emails.courses };

export const courses: Course[] = [
  {
    id: "despertar-da-essencia",
    title: "Despertar da Essência",
    subtitle: "Formação básica em cura energética",
    instructor: site.founderName,
    ...imageOf(ART.courses[0]),
    modality: `Presencial em ${HEADQUARTERS_CITY}, com transmissão ao vivo on-line`,
    dates: {
      period: "12 a 14 de março de 2027",
      observation: "Certificado de conclusão entregue ao final do curso.",
      schedule: ["Sexta-feira: 19h às 22h", "Sábado: 9h às 18h", "Domingo: 9h às 17h"],
    },
    prerequisites: ["Nenhum: o curso é aberto a todas as pessoas a partir de 16 anos."],
    ...priced(STANDARD_COURSE_PRICING, "despertar-da-essencia", "Despertar da Essência"),
    about:
      "O primeiro passo na jornada de cura. Você aprende a acessar estados profundos de meditação, a reconhecer crenças que limitam sua vida e a transformá-las com amor, para si e para quem você atende.",
    content: [
      "Fundamentos da cura energética e das ondas cerebrais",
      "Meditação de conexão com a Fonte",
      "Identificação e transformação de crenças limitantes",
      "Leitura energética do corpo",
      "Práticas de cura em dupla",
    ],
    included: ["Apostila digital", "Certificado de conclusão", "Grupo de estudos por 3 meses", "Lanches nos dias presenciais"],
    contact,
    more_info_link: "https://www.exemplo.org.br/cursos/despertar-da-essencia",
  },
  {
    id: "almas-gemeas",
    title: "Almas Gêmeas",
    subtitle: "Amor-próprio, relacionamentos e o encontro de almas",
    instructor: site.founderName,
    ...imageOf(ART.courses[1]),
    modality: `Presencial em ${HEADQUARTERS_CITY}`,
    dates: {
      period: "9 a 11 de abril de 2027",
      observation: `Turma com no máximo ${ALMAS_GEMEAS_MAX_STUDENTS} alunos.`,
      schedule: ["Sexta-feira: 19h às 22h", "Sábado: 9h às 18h", "Domingo: 9h às 17h"],
    },
    prerequisites: ["Ter concluído o curso Despertar da Essência."],
    ...priced(STANDARD_COURSE_PRICING, "almas-gemeas", "Almas Gêmeas"),
    about:
      "Um mergulho no amor em todas as suas formas. Você cura feridas de relacionamentos passados, fortalece o amor-próprio e se prepara para viver vínculos conscientes, com leveza e verdade.",
    content: [
      "Amor-próprio como fundamento de toda relação",
      "Cura de mágoas e padrões herdados",
      "O conceito de almas gêmeas e de alma afim",
      "Práticas para atrair relações saudáveis",
    ],
    included: ["Apostila digital", "Certificado de conclusão", "Meditações gravadas"],
    contact,
    maxStudents: ALMAS_GEMEAS_MAX_STUDENTS,
    // No official page yet: sign-up goes to the courses WhatsApp.
    paymentLink: whatsappLink(site.whatsapp.courses, "Olá! Quero me inscrever no curso Almas Gêmeas."),
  },
  {
    id: "mapa-da-alma-na-pratica",
    title: "Mapa da Alma na Prática",
    subtitle: "Leia e compreenda o seu próprio mapa da alma",
    instructor: site.founderName,
    ...imageOf(ART.courses[2]),
    modality: "On-line, ao vivo, com gravação disponível por 6 meses",
    dates: {
      period: "23 a 24 de janeiro de 2027",
      observation: "As aulas ficam gravadas para quem não puder assistir ao vivo.",
      schedule: ["Sábado: 9h às 17h", "Domingo: 9h às 13h"],
    },
    prerequisites: ["Ter em mãos a data, o horário e a cidade de nascimento."],
    ...priced(STANDARD_COURSE_PRICING, "mapa-da-alma-na-pratica", "Mapa da Alma na Prática"),
    about:
      "Aprenda a interpretar as camadas do seu mapa da alma: dons, desafios, ciclos e propósito. Um curso prático para transformar autoconhecimento em escolhas conscientes no dia a dia.",
    included: ["Apostila digital", "Certificado de conclusão", "Gravação das aulas por 6 meses"],
    contact,
    more_info_link: "https://www.exemplo.org.br/cursos/mapa-da-alma-na-pratica",
  },
  {
    id: "formacao-guardioes-da-essencia",
    title: "Formação Guardiões da Essência",
    subtitle: "Imersão avançada para conduzir núcleos de cura",
    instructor: site.founderName,
    ...imageOf(ART.courses[3]),
    modality: `Imersão presencial em ${HEADQUARTERS_CITY}`,
    dates: {
      period: "22 a 27 de março de 2027",
      observation: "Imersão de seis dias com práticas supervisionadas.",
      schedule: ["Segunda a sábado: 9h às 18h"],
    },
    prerequisites: ["Ter concluído o curso Despertar da Essência.", "Entrevista prévia com a equipe do Instituto."],
    ...priced(ADVANCED_COURSE_PRICING, "formacao-guardioes-da-essencia", "Formação Guardiões da Essência"),
    about:
      "A formação de quem deseja servir. Os Guardiões da Essência conduzem os núcleos gratuitos do Movimento: aqui você aprofunda a técnica, aprende a sustentar um campo de cura em grupo e recebe acompanhamento para iniciar o seu próprio núcleo.",
    content: [
      "Aprofundamento da técnica de cura energética",
      "Condução de meditações e de círculos de cura",
      "Ética e acolhimento no atendimento",
      "Supervisão de práticas em grupo",
      "Plano para abrir o seu núcleo",
    ],
    included: [
      "Material didático completo",
      "Certificado de Guardião da Essência",
      "Almoço nos seis dias de imersão",
      "Mentoria em grupo por 3 meses após a formação",
    ],
    contact,
    payment_note: "A vaga é garantida com o pagamento da inscrição; o valor do curso pode ser parcelado.",
    more_info_link: "https://www.exemplo.org.br/cursos/formacao-guardioes-da-essencia",
  },
];

/** The sign-up button opens the official page when there is one, else the payment link (spec §2). */
export function courseSignUpLink(course: Course): string {
  return course.more_info_link !== undefined ? course.more_info_link : course.paymentLink;
}

/** Contact links carry the course name so the team knows what the person is asking about. */
export function courseWhatsappLink(course: Course): string {
  return whatsappLink(course.contact.whatsapp, `Olá! Tenho interesse no curso ${course.title}.`);
}

export function courseMailtoLink(course: Course): string {
  return mailtoLink(course.contact.email, `Interesse no curso ${course.title}`);
}
