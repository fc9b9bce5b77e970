/**
 * Courses (spec §3 and §9): the card's shape, how a `catalogue_items` row becomes one, and the
 * four courses a fresh install starts with. Money is integer cents; prices and points of the
 * defaults come from two pricing tiers so each figure is written once.
 */
import { formatPrice } from "../format.ts";
import { saoPauloInstant } from "../recurrence.ts";
import { mailtoLink, SITE_DEFAULTS, whatsappLink } from "../site.ts";
import { ART } from "./art.ts";
import { type ContentItem, type CourseValuesOption, type DefaultItem, formatPeriod } from "./catalogue.ts";

interface CourseValues {
  registration: number;
  course_fee: number;
  /** Always registration + course_fee. */
  total: number;
  installments: string;
  full_price_text: string;
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
  imageId: string | null;
  /** The first day, for the agenda's order and the structured data. */
  startsAt: Date;
  endsAt: Date | null;
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

/** A course's registration is sold as the item `inscricao-<course id>`. */
const REGISTRATION_PREFIX = "inscricao-";

/** The course an order's registration item belongs to; null for anything else. */
export const courseIdOfRegistration = (itemId: string): string | null =>
  itemId.startsWith(REGISTRATION_PREFIX) ? itemId.slice(REGISTRATION_PREFIX.length) : null;

/** A catalogue row as the course card shows it. */
export function toCourse(item: ContentItem<"course">): Course {
  const d = item.data;
  const startsAt = item.startsAt ?? new Date(0);
  const total = d.registrationCents + d.courseFeeCents;
  const fields: CourseFields = {
    id: item.id,
    title: d.title,
    subtitle: d.subtitle,
    instructor: d.instructor,
    image: d.art,
    imageAlt: d.imageAlt,
    imageId: item.imageId,
    startsAt,
    endsAt: item.endsAt,
    modality: d.modality,
    dates: { period: formatPeriod(startsAt, item.endsAt), observation: d.observation, schedule: d.schedule },
    prerequisites: d.prerequisites,
    values: {
      registration: d.registrationCents,
      course_fee: d.courseFeeCents,
      total,
      installments: d.installments,
      full_price_text: `${formatPrice(total)} (inscrição + curso)`,
    },
    ...(d.valuesMulti.length > 0 ? { values_multi: d.valuesMulti } : {}),
    about: d.about,
    ...(d.content.length > 0 ? { content: d.content } : {}),
    included: d.included,
    contact: { whatsapp: d.contactWhatsapp, email: d.contactEmail },
    points: d.points,
    registration_item: {
      id: `${REGISTRATION_PREFIX}${item.id}`,
      title: `Inscrição – ${d.title}`,
      price: d.registrationCents,
      category: "courses",
      points: d.registrationPoints,
    },
    ...(d.paymentNote ? { payment_note: d.paymentNote } : {}),
    ...(d.maxStudents ? { maxStudents: d.maxStudents } : {}),
  };
  return d.moreInfoLink
    ? { ...fields, more_info_link: d.moreInfoLink, ...(d.paymentLink ? { paymentLink: d.paymentLink } : {}) }
    : { ...fields, paymentLink: d.paymentLink };
}

/** The agenda's order: by the real first day (spec §2: by month, then day). */
export const byStartDate = (a: Course, b: Course) => a.startsAt.getTime() - b.startsAt.getTime();

interface CoursePricing {
  registration: number;
  courseFee: number;
  points: number;
  registrationPoints: number;
}

const STANDARD_COURSE_PRICING: CoursePricing = { registration: 19700, courseFee: 129000, points: 150, registrationPoints: 20 };
const ADVANCED_COURSE_PRICING: CoursePricing = { registration: 35000, courseFee: 440000, points: 450, registrationPoints: 35 };

const priced = (p: CoursePricing) => ({
  registrationCents: p.registration,
  courseFeeCents: p.courseFee,
  points: p.points,
  registrationPoints: p.registrationPoints,
  installments: "Em até 5x sem juros ou em até 12x com juros no cartão de crédito",
  valuesMulti: [],
});

const common = {
  instructor: SITE_DEFAULTS.founderName,
  contactWhatsapp: SITE_DEFAULTS.whatsapp.courses,
  contactEmail: SITE_DEFAULTS.emails.courses,
  paymentNote: "",
  maxStudents: null,
  content: [],
  paymentLink: "",
};

/** First and last day of a course, at midnight in São Paulo. */
const days = (first: string, last: string) => ({ startsAt: saoPauloInstant(first, "00:00"), endsAt: saoPauloInstant(last, "00:00") });
const art = (index: number) => ({ art: ART.courses[index].src, imageAlt: ART.courses[index].alt });

const ALMAS_GEMEAS_MAX_STUDENTS = 20;

export const COURSE_DEFAULTS: DefaultItem<"course">[] = [
  {
    id: "despertar-da-essencia",
    kind: "course",
    ...days("2027-03-12", "2027-03-14"),
    data: {
      ...common,
      ...priced(STANDARD_COURSE_PRICING),
      ...art(0),
      title: "Despertar da Essência",
      subtitle: "Formação básica em cura energética",
      modality: "Presencial em Curitiba (PR), com transmissão ao vivo on-line",
      observation: "Certificado de conclusão entregue ao final do curso.",
      schedule: ["Sexta-feira: 19h às 22h", "Sábado: 9h às 18h", "Domingo: 9h às 17h"],
      prerequisites: ["Nenhum: o curso é aberto a todas as pessoas a partir de 16 anos."],
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
      moreInfoLink: "https://www.exemplo.org.br/cursos/despertar-da-essencia",
    },
  },
  {
    id: "almas-gemeas",
    kind: "course",
    ...days("2027-04-09", "2027-04-11"),
    data: {
      ...common,
      ...priced(STANDARD_COURSE_PRICING),
      ...art(1),
      title: "Almas Gêmeas",
      subtitle: "Amor-próprio, relacionamentos e o encontro de almas",
      modality: "Presencial em Curitiba (PR)",
      observation: `Turma com no máximo ${ALMAS_GEMEAS_MAX_STUDENTS} alunos.`,
      schedule: ["Sexta-feira: 19h às 22h", "Sábado: 9h às 18h", "Domingo: 9h às 17h"],
      prerequisites: ["Ter concluído o curso Despertar da Essência."],
      about:
        "Um mergulho no amor em todas as suas formas. Você cura feridas de relacionamentos passados, fortalece o amor-próprio e se prepara para viver vínculos conscientes, com leveza e verdade.",
      content: [
        "Amor-próprio como fundamento de toda relação",
        "Cura de mágoas e padrões herdados",
        "O conceito de almas gêmeas e de alma afim",
        "Práticas para atrair relações saudáveis",
      ],
      included: ["Apostila digital", "Certificado de conclusão", "Meditações gravadas"],
      maxStudents: ALMAS_GEMEAS_MAX_STUDENTS,
      // No official page yet: sign-up goes to the courses WhatsApp.
      moreInfoLink: "",
      paymentLink: whatsappLink(SITE_DEFAULTS.whatsapp.courses, "Olá! Quero me inscrever no curso Almas Gêmeas."),
    },
  },
  {
    id: "mapa-da-alma-na-pratica",
    kind: "course",
    ...days("2027-01-23", "2027-01-24"),
    data: {
      ...common,
      ...priced(STANDARD_COURSE_PRICING),
      ...art(2),
      title: "Mapa da Alma na Prática",
      subtitle: "Leia e compreenda o seu próprio mapa da alma",
      modality: "On-line, ao vivo, com gravação disponível por 6 meses",
      observation: "As aulas ficam gravadas para quem não puder assistir ao vivo.",
      schedule: ["Sábado: 9h às 17h", "Domingo: 9h às 13h"],
      prerequisites: ["Ter em mãos a data, o horário e a cidade de nascimento."],
      about:
        "Aprenda a interpretar as camadas do seu mapa da alma: dons, desafios, ciclos e propósito. Um curso prático para transformar autoconhecimento em escolhas conscientes no dia a dia.",
      included: ["Apostila digital", "Certificado de conclusão", "Gravação das aulas por 6 meses"],
      moreInfoLink: "https://www.exemplo.org.br/cursos/mapa-da-alma-na-pratica",
    },
  },
  {
    id: "formacao-guardioes-da-essencia",
    kind: "course",
    ...days("2027-03-22", "2027-03-27"),
    data: {
      ...common,
      ...priced(ADVANCED_COURSE_PRICING),
      ...art(3),
      title: "Formação Guardiões da Essência",
      subtitle: "Imersão avançada para conduzir núcleos de cura",
      modality: "Imersão presencial em Curitiba (PR)",
      observation: "Imersão de seis dias com práticas supervisionadas.",
      schedule: ["Segunda a sábado: 9h às 18h"],
      prerequisites: ["Ter concluído o curso Despertar da Essência.", "Entrevista prévia com a equipe do Instituto."],
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
      paymentNote: "A vaga é garantida com o pagamento da inscrição; o valor do curso pode ser parcelado.",
      moreInfoLink: "https://www.exemplo.org.br/cursos/formacao-guardioes-da-essencia",
    },
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
