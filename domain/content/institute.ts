/**
 * /instituto: the institute and its founder. The founder profile is also
 * what the home page's founder section shows.
 */
import { site } from "../site.ts";
import { ART, imageOf } from "./art.ts";

export const founder = {
  name: site.founderName,
  role: `Fundadora do ${site.instituteName} e do ${site.movementName}`,
  ...imageOf(ART.founder),
  bio: [
    `${site.founderName} encontrou na cura energética o caminho para transformar a própria vida e, desde então, dedica-se a ajudar outras pessoas a reencontrarem a sua essência.`,
    "Praticante certificada de uma técnica de cura energética baseada em meditação profunda, ela atende, ensina e forma novos terapeutas com uma abordagem amorosa, prática e acessível.",
    "Do desejo de levar a cura a quem não pode pagar por ela nasceram os núcleos gratuitos, os atendimentos sociais e, por fim, um movimento inteiro, sustentado por voluntários que hoje são os Guardiões da Essência.",
  ],
  credentials: [
    "Praticante certificada em técnica de cura energética",
    "Instrutora de cursos de formação de terapeutas",
    `Criadora do Mapa da Alma e da Leitura do Tempo Divino`,
  ],
};

export const institutePage = {
  hero: {
    title: site.instituteName,
    subtitle: "Cura, conhecimento e comunidade para que cada pessoa viva a partir da sua essência.",
  },
  about: {
    title: "Quem somos",
    paragraphs: [
      `O ${site.instituteName} é a casa do ${site.movementName}. Aqui oferecemos cursos, atendimentos, leituras da alma e encontros de cura, presenciais em ${site.headquarters.city} e on-line para todo o Brasil.`,
      "Acreditamos que toda pessoa carrega em si a capacidade de se curar, e que essa cura se multiplica quando é compartilhada.",
    ],
  },
  pillars: [
    {
      title: "Missão",
      text: "Despertar a essência de cada pessoa por meio da cura energética, do autoconhecimento e do serviço.",
    },
    {
      title: "Visão",
      text: "Ser uma rede de cura presente em todo o Brasil, acessível a quem precisar.",
    },
    {
      title: "Valores",
      text: "Amor, verdade, ética, gratuidade no servir e respeito a todos os caminhos espirituais.",
    },
  ],
  founderTitle: "Conheça a fundadora",
};
