/**
 * /instituto: the institute and its founder, whose profile the home page's founder section
 * also shows. Staff edit these texts (`site_texts`, key 'institute'); the founder's name is a
 * site setting and her photo the 'founder' image slot.
 */
import type { SiteSettings } from "../site.ts";
import { ART } from "./art.ts";

export interface InstituteTexts {
  founderRole: string;
  founderBio: string[];
  founderCredentials: string[];
  heroSubtitle: string;
  aboutTitle: string;
  aboutParagraphs: string[];
  pillars: { title: string; text: string }[];
}

export const INSTITUTE_TEXT_DEFAULTS: InstituteTexts = {
  founderRole: "Fundadora do Instituto Essência e do Movimento Essência",
  founderBio: [
    "Ana Clara Luz encontrou na cura energética o caminho para transformar a própria vida e, desde então, dedica-se a ajudar outras pessoas a reencontrarem a sua essência.",
    "Praticante certificada de uma técnica de cura energética baseada em meditação profunda, ela atende, ensina e forma novos terapeutas com uma abordagem amorosa, prática e acessível.",
    "Do desejo de levar a cura a quem não pode pagar por ela nasceram os núcleos gratuitos, os atendimentos sociais e, por fim, um movimento inteiro, sustentado por voluntários que hoje são os Guardiões da Essência.",
  ],
  founderCredentials: [
    "Praticante certificada em técnica de cura energética",
    "Instrutora de cursos de formação de terapeutas",
    "Criadora do Mapa da Alma e da Leitura do Tempo Divino",
  ],
  heroSubtitle: "Cura, conhecimento e comunidade para que cada pessoa viva a partir da sua essência.",
  aboutTitle: "Quem somos",
  aboutParagraphs: [
    "O Instituto Essência é a casa do Movimento Essência. Aqui oferecemos cursos, atendimentos, leituras da alma e encontros de cura, presenciais em Curitiba e on-line para todo o Brasil.",
    "Acreditamos que toda pessoa carrega em si a capacidade de se curar, e que essa cura se multiplica quando é compartilhada.",
  ],
  pillars: [
    { title: "Missão", text: "Despertar a essência de cada pessoa por meio da cura energética, do autoconhecimento e do serviço." },
    { title: "Visão", text: "Ser uma rede de cura presente em todo o Brasil, acessível a quem precisar." },
    { title: "Valores", text: "Amor, verdade, ética, gratuidade no servir e respeito a todos os caminhos espirituais." },
  ],
};

export const FOUNDER_ART = ART.founder;

/** The founder as the home page and /instituto show her. */
export const founderOf = (settings: SiteSettings, texts: Pick<InstituteTexts, "founderRole" | "founderBio" | "founderCredentials">) => ({
  name: settings.founderName,
  role: texts.founderRole,
  bio: texts.founderBio,
  credentials: texts.founderCredentials,
  image: FOUNDER_ART.src,
  imageAlt: FOUNDER_ART.alt,
});

export const instituteLabels = { founderTitle: "Conheça a fundadora" };
