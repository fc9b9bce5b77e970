/**
 * Every artwork in public/art with its alt text, so a picture used on several
 * pages is described once. All art is original SVG made for this site.
 */

export interface Artwork {
  src: string;
  alt: string;
}

function art(file: string, alt: string): Artwork {
  return { src: `/art/${file}.svg`, alt };
}

export const ART = {
  logo: art("logo", "Logotipo: flor de lótus dourada dentro de um círculo violeta"),
  hero: art("hero", "Lótus dourada flutuando diante de uma mandala de luz em tons de violeta"),
  founder: art("founder", "Silhueta abstrata envolta por uma aura dourada e pétalas de lótus"),
  nuclei: [
    art("nucleus-1", "Mandala dourada sobre fundo violeta, simbolizando a cura coletiva"),
    art("nucleus-2", "Flor de lótus lilás abrindo-se diante de um sol dourado"),
    art("nucleus-3", "Lua crescente envolta em pétalas lilases e douradas"),
    art("nucleus-4", "Círculos de luz entrelaçados em tons de índigo e dourado"),
    art("nucleus-5", "Sol dourado radiante sobre ondas suaves de luz"),
    art("nucleus-6", "Estrelas douradas em um céu lavanda ao amanhecer"),
    art("nucleus-7", "Planeta envolto por um halo de luz dourada"),
  ],
  courses: [
    art("course-1", "Semente de luz dourada brotando em pétalas lilases"),
    art("course-2", "Duas chamas entrelaçadas formando um coração de luz"),
    art("course-3", "Mandala estelar em tons de índigo e dourado"),
    art("course-4", "Lótus dourada sob uma coroa de raios de luz violeta"),
  ],
  session60: art("session-60", "Lótus completa em meio a um círculo de luz dourada"),
  session30: art("session-30", "Botão de lótus envolto por uma meia-lua de luz lilás"),
  readingCompass: art("reading-compass", "Rosa dos ventos dourada sobre um céu violeta"),
  readingSoulMap: art("reading-soul-map", "Mandala com doze raios em tons de índigo e dourado"),
  readingDivineTime: art("reading-divine-time", "Ampulheta de luz com areia dourada e uma lua crescente"),
  readingFreeMap: art("reading-free-map", "Estrela de oito pontas brilhando sobre fundo lavanda"),
  highlightEvents: art("highlight-events", "Círculo de pequenas chamas ao redor de uma luz central"),
  club: art("club", "Pétalas lilases em roda ao redor de uma luz dourada, como mãos unidas"),
  headquarters: [
    art("sede-1", "Fachada acolhedora da sede, com janelas em arco e luz dourada"),
    art("sede-2", "Sala de meditação com almofadas dispostas em círculo"),
    art("sede-3", "Jardim com caminho de pedras e uma árvore florida"),
  ],
} as const;

/** Shape used by catalogue entries: `image` keeps the spec's field name. */
export function imageOf(artwork: Artwork): { image: string; imageAlt: string } {
  return { image: artwork.src, imageAlt: artwork.alt };
}
