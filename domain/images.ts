/**
 * Photos people upload (decision 055): what a stored image is, where its files are served, which
 * renditions exist, the site's image slots and every message a person reads about an upload.
 * Pure and isomorphic: the server's pipeline (server/images/) and the pages' <picture> read the
 * same facts. No zod here (the public pages' bundle imports this file): the upload's schemas are in
 * domain/forms/image.ts.
 */
import { IMAGE_PREFIX } from "./paths.ts";

/** The widths (px) every photo is re-encoded to, never upscaled: a smaller photo stops at its own width. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** Open Graph / WhatsApp preview: one JPEG cropped around the focal point. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Output formats, best first: <picture> offers them in this order and the browser takes the first it reads. */
export const IMAGE_FORMATS = {
  avif: { extension: "avif", contentType: "image/avif" },
  webp: { extension: "webp", contentType: "image/webp" },
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;
export const IMAGE_FORMAT_ORDER = ["avif", "webp", "jpeg"] as const satisfies readonly ImageFormat[];

/** Decompression bombs: a photo of more pixels than this is refused before it is decoded. */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** IMAGE_MAX_BYTES's default (server/config.ts). */
export const DEFAULT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const ALT_MAX = 200;
/** Uploads per person and hour: each costs seconds of CPU. */
export const IMAGE_UPLOADS_PER_HOUR = 60;

/** What the file picker offers; the server decides by the file's bytes, never by this. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

/** A content hash: 32 hex digits (128 bits of SHA-256). */
const HASH = /^[0-9a-f]{32}$/;

/** One stored image as pages render it: every width exists in every format, plus the 1200×630 preview. */
export interface PublicImage {
  hash: string;
  alt: string;
  /** The largest rendition's size; the others keep its proportions. */
  width: number;
  height: number;
  /** The widths stored, ascending. */
  widths: number[];
  /** 0–1 from the left and from the top: where a crop (object-position, the preview) centres. */
  focalX: number;
  focalY: number;
  /** A tiny blurred picture (data: URI) painted while the photo loads. */
  placeholder: string;
}

/** A rendition's height: the largest rendition's proportions, rounded as the pipeline rounds them. */
export const heightAt = (image: Pick<PublicImage, "width" | "height">, width: number) => Math.max(1, Math.round((width * image.height) / image.width));

/** The widths to make of a photo `width` px wide (after orientation): the set below it, then its own (≤ 1600). */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, MAX_IMAGE_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The file name of one rendition: content-addressed, so its URL never changes meaning. */
export function imageFileName(hash: string, width: number | "og", format: ImageFormat): string {
  return `${hash}-${width}.${IMAGE_FORMATS[format].extension}`;
}

export const imageUrl = (hash: string, width: number | "og", format: ImageFormat) => `${IMAGE_PREFIX}/${imageFileName(hash, width, format)}`;

/** The link-preview picture of an image (always a JPEG: every crawler reads it). */
export const ogImageUrl = (hash: string) => imageUrl(hash, "og", "jpeg");

const FILE = /^([0-9a-f]{32})-(og|\d{1,4})\.(avif|webp|jpg)$/;
const BY_EXTENSION = Object.fromEntries(Object.entries(IMAGE_FORMATS).map(([format, f]) => [f.extension, format as ImageFormat]));

/** A served file name read back, or null for anything that is not one of ours. */
export function parseImageFileName(name: string): { hash: string; width: number | "og"; format: ImageFormat } | null {
  const match = FILE.exec(name);
  if (!match) return null;
  const [, hash, width, extension] = match;
  if (width === "og") return extension === "jpg" ? { hash, width, format: "jpeg" } : null;
  const n = Number(width);
  if (n < 1 || n > MAX_IMAGE_WIDTH || String(n) !== width) return null;
  return { hash, width: n, format: BY_EXTENSION[extension] };
}

/** A photo as a link preview picture (app/lib/seo.ts): its 1200×630 crop. */
export const previewOf = (image: PublicImage) => ({ src: ogImageUrl(image.hash), alt: image.alt, width: OG_IMAGE.width, height: OG_IMAGE.height });

/** A list page's link preview: the first listed item with a photo (undefined: the page's own drawing). */
export function firstPhotoPreview(items: readonly { photo?: PublicImage | null }[] | undefined) {
  const photo = items?.find((item) => item.photo)?.photo;
  return photo ? previewOf(photo) : undefined;
}

export const isImageHash = (value: string) => HASH.test(value);

/** `srcset` of one format: every stored width. */
export const srcSetOf = (image: PublicImage, format: ImageFormat) => image.widths.map((w) => `${imageUrl(image.hash, w, format)} ${w}w`).join(", ");

/**
 * The site's own pictures that staff replace (the catalogue issue moves them into its settings
 * editor): the founder's portrait, the three headquarters photos, the default link preview.
 */
export const SITE_IMAGE_SLOTS = ["home-hero", "founder", "headquarters-1", "headquarters-2", "headquarters-3", "social-preview"] as const;
export type SiteImageSlot = (typeof SITE_IMAGE_SLOTS)[number];
export type SiteImages = Partial<Record<SiteImageSlot, PublicImage>>;

export const SITE_IMAGE_LABELS: Record<SiteImageSlot, { title: string; hint: string }> = {
  "home-hero": { title: "Foto de abertura do início", hint: "A foto grande no topo da página inicial e a prévia dela no WhatsApp." },
  founder: { title: "Foto da fundadora", hint: "Aparece no início e em /instituto; a prévia de /instituto no WhatsApp usa esta foto." },
  "headquarters-1": { title: "Sede: foto 1", hint: "A primeira foto de /sede-fisica e a prévia dessa página no WhatsApp." },
  "headquarters-2": { title: "Sede: foto 2", hint: "A segunda foto de /sede-fisica." },
  "headquarters-3": { title: "Sede: foto 3", hint: "A terceira foto de /sede-fisica." },
  "social-preview": { title: "Prévia nas redes sociais", hint: "A imagem das prévias de link (WhatsApp, Facebook) das páginas sem foto própria." },
};

export const imageMessages = {
  fileMissing: "Escolha uma foto para enviar.",
  altRequired: "Descreva a foto em poucas palavras (texto alternativo): sem a descrição a foto não é enviada.",
  focalInvalid: "Ponto de foco inválido.",
  slotInvalid: "Espaço de imagem inválido.",
  tooLarge: (maxBytes: number) => `A foto tem mais de ${Math.floor(maxBytes / (1024 * 1024))} MB. Envie uma foto menor.`,
  unsupported: "Formato não aceito: envie uma foto JPEG, PNG, WebP, AVIF ou HEIC.",
  pdf: "Este arquivo é um PDF, não uma foto. Envie uma foto JPEG, PNG, WebP, AVIF ou HEIC.",
  svg: "Desenhos SVG não são aceitos. Envie uma foto JPEG, PNG, WebP, AVIF ou HEIC.",
  animated: "Imagens animadas não são aceitas. Envie uma foto parada.",
  tooManyPixels: `A foto tem mais de ${MAX_IMAGE_MEGAPIXELS} megapixels. Reduza o tamanho dela e tente de novo.`,
  heicUnsupported: "Este servidor não consegue ler fotos HEIC. No iPhone, escolha Ajustes › Câmera › Formatos › Mais Compatível, ou envie a foto em JPEG.",
  unreadable: "Não foi possível ler esta foto: o arquivo parece danificado. Tente outra.",
  productNotYours: "Você só pode pôr fotos nos seus próprios produtos.",
  imageNotYours: "Esta foto não foi enviada por você. Envie a foto de novo.",
  imageNotFound: "A foto não foi encontrada. Envie a foto de novo.",
  itemNotFound: "Este item não existe mais. Volte à lista e abra-o de novo.",
  itemUnsaved: "Salve o item antes de pôr uma foto.",
  itemWithoutPhoto: "Este tipo de item não leva foto.",
} as const;

/** The catalogue's kinds whose cards draw a picture (a photo replaces the drawing): all but the home's numbers. */
export const PHOTO_KINDS = ["nucleus", "event", "course", "social_session", "home_highlight"] as const;
export const hasPhoto = (kind: string): boolean => (PHOTO_KINDS as readonly string[]).includes(kind);

/** Whether a product's `image` field holds an uploaded photo's id rather than the placeholder art. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What upload endpoints answer: the stored image's id and how to draw it. */
export type UploadedImage = { imageId: string; image: PublicImage };

export const imageTexts = {
  pick: "Escolher foto",
  drop: "Arraste uma foto para cá ou",
  formats: (maxBytes: number) => `JPEG, PNG, WebP, AVIF ou HEIC, até ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  alt: "Descrição da foto (texto alternativo)",
  altHint: "O que a foto mostra, para quem não pode vê-la. Ex.: Fachada da sede com janelas em arco.",
  focal: "Ponto de foco",
  focalHint: "Clique na foto (ou use as setas) no ponto que deve ficar visível quando ela for recortada.",
  focalLabel: (x: number, y: number) => `Ponto de foco: ${Math.round(x * 100)}% da esquerda, ${Math.round(y * 100)}% do topo`,
  upload: "Enviar foto",
  uploading: (percent: number) => `Enviando… ${percent}%`,
  processing: "Preparando a foto…",
  uploaded: "Foto enviada.",
  change: "Trocar foto",
  remove: "Remover foto",
  previewAlt: "Prévia da foto escolhida",
  noPreview: "Prévia indisponível neste navegador (HEIC); a foto será convertida no envio.",
  uploadedToast: { title: "Foto salva!", description: "A foto já aparece no site." },
  removedToast: { title: "Foto removida", description: "O desenho padrão voltou a aparecer." },
  failedTitle: "Foto não enviada",
} as const;
