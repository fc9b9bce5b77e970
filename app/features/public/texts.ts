/**
 * Words of the public pages that the content catalogue (domain/content) does
 * not hold: button labels and page titles of the shop, services and agenda.
 */
import { NUCLEUS_BUTTON } from "#domain/content/movement.ts";

export const servicesTexts = {
  title: "Sessões Sociais",
  subtitle: "Atendimentos individuais de cura energética a valores acessíveis, para que o cuidado chegue a todas as pessoas.",
  schedule: "Agendar via WhatsApp",
};

export const coursesTexts = {
  title: "Agenda de Cursos",
  subtitle: "Formações em cura energética, presenciais e on-line, para curar a si mesmo e servir a quem precisa.",
};

export const eventsTexts = {
  title: "Eventos",
  subtitle: "Vivências, encontros e núcleos de cura para viver a espiritualidade em comunidade.",
  paidTitle: "Eventos e Vivências",
  paidEmpty: "Nenhum evento pago programado no momento. Enquanto isso, participe de um núcleo gratuito abaixo!",
  paidCta: "Garantir Minha Vaga",
  freeTitle: "Núcleos Gratuitos",
  freeCta: NUCLEUS_BUTTON,
};

export const productsTexts = {
  title: "Produtos",
  subtitle: "Produtos criados pelos terapeutas da nossa comunidade e aprovados pelo Instituto.",
  loading: "Carregando produtos...",
  empty: "Nenhum produto disponível",
  buy: "Comprar Agora",
  author: "Por",
  points: "pontos",
};
