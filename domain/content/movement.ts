/**
 * The movement page, /movimento-{slug} (spec §2 "Movement page"). The nuclei grid renders
 * the catalogue's published nuclei; the names and the anthem come from the site settings.
 */
import { type SiteSettings, youtubeEmbedUrl, youtubeWatchUrl } from "../site.ts";

interface TextSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** The nuclei cards' button on the movement and events pages. */
export const NUCLEUS_BUTTON = "Participar";

export const movementPage = (site: SiteSettings) => ({
  hero: {
    title: site.movementName,
    subtitle: "Uma rede de pessoas que escolheram se curar e ajudar a curar, levando luz a cada lugar por onde passam.",
  },
  nucleiSection: {
    title: "Núcleos em Ação",
    subtitle: "Encontros gratuitos conduzidos pelos Guardiões da Essência. Escolha um núcleo e participe.",
    button: NUCLEUS_BUTTON,
  },
  anthem: {
    title: `Hino do ${site.movementName}`,
    embedUrl: youtubeEmbedUrl(site.anthemVideoId),
    watchUrl: youtubeWatchUrl(site.anthemVideoId),
    openOnYoutube: "Abrir no YouTube",
  },
  sections: [
    {
      id: "o-que-e",
      title: "O que é o Movimento",
      paragraphs: [
        `O ${site.movementName} é uma corrente de cura e autoconhecimento que nasceu no ${site.instituteName}. Reunimos pessoas que desejam viver a partir da sua essência e compartilhar a cura energética de forma gratuita e acessível.`,
        "Nossos núcleos se encontram toda semana para meditar, partilhar e enviar energia de cura a quem pede ajuda.",
      ],
    },
    {
      id: "quem-pode-participar",
      title: "Quem pode participar",
      paragraphs: [
        "Qualquer pessoa, de qualquer idade, crença ou caminho espiritual. Não é preciso experiência nem formação: basta o desejo sincero de se curar e de contribuir com a cura do outro.",
        "Quem deseja ir além pode se formar como Guardião da Essência e conduzir um núcleo na sua cidade.",
      ],
    },
    {
      id: "por-que-movimento",
      title: "Por que um movimento?",
      paragraphs: [
        "Porque a cura não pertence a uma pessoa nem a uma instituição. Ela se move: de quem recebe para quem oferece, de uma casa para um bairro, de uma cidade para o país.",
        "Um movimento cresce com cada pessoa que chega, e é isso que queremos ser: uma onda de luz feita de muitas mãos.",
      ],
    },
    {
      id: "convite",
      title: "O convite",
      paragraphs: [
        "Venha como você está. Participe de um núcleo, receba energia de cura, converse com a nossa comunidade.",
        "A sua essência é o seu maior presente ao mundo. Vamos despertá-la juntos?",
      ],
    },
  ] satisfies TextSection[],
});
