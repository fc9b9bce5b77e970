// The Soul Compass's safety net: does a message say that the person writing it may be at risk of
// suicide or self-harm? It runs before any model, for every provider (server/services/soul-compass.ts).
//
// People in distress rarely write "suicídio": they write "queria dormir e não acordar", "to pensando
// em acabar com tudo", "sou um peso pra todo mundo", "já escrevi as cartas", "tô com uma corda no
// quarto", without accents, with "vc", "pq", "to", typos and slang. So the text is first brought to
// one spelling (accents, repeated letters, internetês), everyday idioms that only borrow the words
// are taken out ("morri de rir", "matar a saudade", "sumir das redes"), and the message is read by
// two halves, either of which fires:
// - rules of meaning, family by family (below): a *strong* sign fires alone (wishing to die or not to
//   exist, leaving this life or this body for good, being a burden, ending it all, a goodbye with
//   finality, hurting oneself, a method or a means at hand, a question about lethality, hopelessness
//   about living); *weak* signs fire in pairs ("hoje é o dia" + "paguei todas as contas"). A sign
//   right after a negation ("nunca pensei em me matar") or spoken of as a topic ("um livro sobre
//   suicídio") does not count;
// - a learned half (crisisScore, trained by crisis-learn.ts on the labelled set), which catches the
//   wordings no rule names.
// A retraction ("era de férias") or a crisis told as past and over silences both. The net is cast
// wide on purpose (docs/decisions/052-compass-safety-net.md): a false alarm costs a gentle message,
// a miss can cost a life. `npm run eval:crisis` measures it on the labelled set in crisis-set.ts.
import { CRISIS_MODEL } from "./crisis-model.ts";

/** Internetês and frequent misspellings → one word, token by token, after accents go. */
const WORDS: Record<string, string> = {
  to: "estou",
  tou: "estou",
  tava: "estava",
  tah: "esta",
  ta: "esta",
  tao: "estao",
  vc: "voce",
  vcs: "voces",
  ce: "voce",
  pq: "porque",
  porq: "porque",
  q: "que",
  oq: "o que",
  k: "que",
  ki: "que",
  qtd: "quantidade",
  qtde: "quantidade",
  d: "de",
  n: "nao",
  naum: "nao",
  nn: "nao",
  mt: "muito",
  mto: "muito",
  mta: "muita",
  nd: "nada",
  nda: "nada",
  ngm: "ninguem",
  ninguen: "ninguem",
  tb: "tambem",
  tbm: "tambem",
  pra: "para",
  pro: "para o",
  pros: "para os",
  pras: "para as",
  p: "para",
  qro: "quero",
  qero: "quero",
  kero: "quero",
  qria: "queria",
  keria: "queria",
  qeria: "queria",
  qrendo: "querendo",
  kerendo: "querendo",
  msm: "mesmo",
  hj: "hoje",
  cmg: "comigo",
  dps: "depois",
  td: "tudo",
  tds: "todos",
  agr: "agora",
  qnd: "quando",
  qdo: "quando",
  qnts: "quantos",
  qnt: "quanto",
  dnv: "de novo",
  denovo: "de novo",
  nunk: "nunca",
  mds: "meu deus",
  sla: "sei la",
  vdd: "verdade",
  c: "com",
  cm: "com",
  eh: "e",
  aki: "aqui",
  vo: "vou",
  blz: "beleza",
  obg: "obrigado",
  vlw: "valeu",
  fds: "fim de semana",
};

/** Emoji that say what words would: kept as words before the symbols go. */
const EMOJI: [RegExp, string][] = [
  [/🪦|⚰️?|☠️?|💀/gu, " tumulo "],
  [/🩸/gu, " sangue "],
  [/💊/gu, " remedios "],
  [/🔪/gu, " faca "],
  [/🪢/gu, " corda "],
];

/**
 * One spelling for the patterns: no accents, lower case, words and digits only, every run of a
 * repeated letter written once ("morrer" → "morer", "naaao" → "nao"), internetês spelled out, and
 * " | " where a clause ends. Every pattern below is written in this collapsed spelling.
 */
export function crisisText(text: string): string {
  let plain = text;
  for (const [emoji, word] of EMOJI) plain = plain.replace(emoji, word);
  const words = plain
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.,;:!?()\n]+/gu, " | ")
    .replace(/[^\p{L}\p{N}|]+/gu, " ")
    .split(" ")
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(" ")
    .replace(/(\p{L})\1+/gu, "$1");
  return ` ${words} | `.replace(/( \|)+ /g, " | ");
}

const any = (...alternatives: string[]) => `(?:${alternatives.join("|")})`;
const rx = (...parts: string[]) => new RegExp(parts.join(""));
/** Up to `n` characters within the same clause. */
const gap = (n: number) => `[^|]{0,${n}}`;

/**
 * Everyday idioms that borrow the words of danger, removed before reading ("morta de cansaço",
 * "matar a saudade", "essa fila me mata", "acabar com a procrastinação", "sumir das redes").
 */
const IDIOMS: RegExp[] = [
  // morrer / morto / matar de rir, de fome, de cansaço, de tanto …: an intensifier, not a wish.
  /\b(mor\w*|mort[oa]s?|mat\w*|acab\w*) (aqui )?de (rir|riso|fome|sede|sono|saudade\w*|cansaco|cansada|cansado|vergonha|medo|susto|calor|frio|inveja|preguica|tedio|curiosidade|ciume\w*|raiva|amor|alegria|felicidade|emocao|orgulho|ansiedade|tanto \w+|tanta \w+|trabalh\w*|estud\w*|corer|comer|chorar|dor\w*( de \w+| nas \w+)?|gargalh\w*|agonia|nervoso|pena|vontade de \w+|do coracao)\b/g,
  /\bmorer de (aviao|acidente|cancer|velhice|doenca|covid)\b/g,
  /\bmat\w* (a|as|minha|minhas|esa|esta|uma|muita|dois|o|um|ese|este) (saudade|sede|fome|vontade|curiosidade|charada|duvida|cobra|aula|tempo|garafa|coelhos|curso|questao|prova)\w*/g,
  /\bmat\w* (aula|servico|trabalho|tempo|expediente)\b/g,
  // "isso me mata", "esse calor está me matando", "meu chefe vai me matar": somebody or something else does it.
  /\b(esta|estao|vai|vao|quer|querem|quase) me mat\w*/g,
  /\b(ele|ela|voce|minha \w+|meu \w+) (\w+ )?(ia|iria) me matar\b/g,
  /\b(ese|esa|este|esta|minha|meu|o|a) (?:(?!eu\b|quero\b|queria\b|vou\b|vontade\b)\w+ ){1,4}me mat(a|ou|ando)\b/g,
  /\b(iso|ela|ele|voce|ese|esa|este|esta|o que|minha \w+|meu \w+) me mat(a|ou)\b/g,
  /\bacab\w* com (a|as|o|os|minha|meu|minhas|meus|esa|ese|esta|este|sua|seu|nosa|noso) (procrastinacao|preguica|divida\w*|bagunca|ansiedade|insonia|duvida\w*|fome|festa|estoque|namoro|relacionamento|casamento|vicio|mania|problema\w*|medo\w*|crenca\w*|padr\w*|compra\w*|sociedade)\b/g,
  /\bacabar com tudo (que|o que) me (atrasa|atrapalha|prende|trava|faz mal)\b/g,
  /\b(acabar|acabou|acabei|acaba) (com iso )?(logo )?(e |para |pelo )?(pedir demisao|o namoro|a sociedade|o curso|a promocao|a bateria|meu cafe|o cafe|a leitura|de fazer|de ler|de ver)\b/g,
  /\b(dar|dei|por|pus|vou por|vou dar) (um )?(fim|basta) (n[ao]s?|em|a|ao) (esa|ese|minhas|meus|relac\w*|bagunca\w*|compras|quarto|relacionamento\w*)\b[^|]*/g,
  /\b(esa semana|ese ano|o ano|o dia|a semana|segunda feira|o mes) (acab\w*|termin\w*)( logo)?\b/g,
  /\bacordar (tao )?(cedo|tarde|as \d+\w*|amanha cedo|de madrugada|para trabalhar|para ir|com o despertador|so de noite|so na \w+)\b/g,
  /\b(dormir|deitar)( \w+)? (o dia (todo|inteiro)|ate (tarde|meio dia|o meio dia|as \d+\w*|pasar)|uma semana|mais|cedo|bem|sozinh\w*)\b/g,
  /\b(dormir|deitar) e (so )?acordar (so )?(na|no|de|em|amanha|depois)\b/g,
  /\bdormir para sempre\b[^|]{0,30}\bacordar (so )?(na|no|segunda|terca|domingo|sabado|amanha|as \d+\w*)/g,
  /\b(hibernar|apagar no sofa)\b/g,
  /\b(sumir|sumi|sumiu|sumo|desaparecer|desaparecendo|desapareci)( por)? (das redes|do instagram|do whatsap|do face\w*|do zap|do trabalho|da academia|de ferias|uns dias|um tempo|um mes|uma semana|por um tempo|por uns dias|um pouco|no fim de semana|para a praia|para uma praia|para um \w+|numa praia|para o mato|para a roca|para o interior|para a chapada|da internet|do celular)\b/g,
  /\b(sumir|desaparecer|sumo|desapareco) do mapa (nas|no|durante|ese|este|esta|esa|por|uns|um)\b/g,
  /\b(vontade de |queria |quero )?(sumir|me enfiar num buraco)\b[^|]{0,30}\b(vergonha|quando (eu )?(falei|erei|fiz|paguei|trope\w*|cai))\b/g,
  /\bdespedida (de solteir\w*|do trabalho|do emprego|da empresa|d\w* colega\w*|do grupo|da turma)\b/g,
  /\bfesta de despedida\b/g,
  /\b(despedir|despedida|despedindo)\b( \w+)? (d[aoe]s?|desa|dese|desta|deste) (meu |minha )?(fase|ciclo|emprego|trabalho|empresa|cidade|casa|relacionamento|vicio|habito|ano|turma|grupo)\b/g,
  /\bcarta de despedida (para|para o|para os|aos|ao) (o |a |os |meus |minhas )?(meu |minha )?(pesoal|equipe|colegas|chefe|time|empresa|turma|escola|alunos|clientes|antigo emprego|emprego)\b/g,
  /\b(despedir|despedindo|despeco|tchau|adeus)( \w+)? (por hoje|por agora|ate amanha|ate segunda|ate mais|ate logo|beijos|boa noite)\b/g,
  /\bultima (pergunta|mensagem|vez) (por hoje|de hoje|hoje|do dia|da noite|antes de)\b/g,
  /\bme (jogar|jogo|joguei) (na|no|nas|nos) (balada|festa|pista|carnaval|trabalho|projeto\w*|estudos?|sofa|cama|mar|piscina)\b/g,
  /\bpular (carnaval|corda|de alegria|etapas?|a janta|o almoco|refeic\w*|ese|esa|esta|a parte|o capitulo)\b/g,
  /\bcorda (de pular|para pular|de violao|de guitara|do violao|de varal|do varal|no varal|para o varal|nova|de escalada|para escalar|bamba)\b/g,
  /\bcom a corda no pescoco\b|\barma secreta\b|\bpeso morto\b/g,
  /\bme (cortei|machuquei|queimei|bati|feri) (cozinhando|na cozinha|com a faca|jogando|no futebol|na academia|sem querer|com o papel|fazendo|descascando|picando|no sol|na praia|no forno|no fogao|com oleo|na porta|na quina)\b/g,
  /\bsem querer me (cortei|machuquei|queimei|bati)\b/g,
  /\b(cansad\w*|cansei|exaust\w*) de viver (corendo|para os outros|para as outras|em funcao|no automatico|de aparencia\w*|preocupad\w*|com medo|sem tempo|de favor|apagando incendio\w*)\b/g,
  /\b(esta|estou|estava) me sentindo um lixo\b/g,
  /\bacabar me matando (nesa|nese|na|no|com|de)\b/g,
  /\bsumir do mapa e (morar|viver|ir)\b/g,
  /\b(tomo|tomando) (o |meu )?(rivotril|clonazepam|remedio|antidepresivo)\w* (receitado|prescrito|que o (medico|psiquiatra))\b/g,
  /\b(sumir|desaparecer) (desa|dese|desta|deste|da|do) (reuniao|festa|aula|conversa|grupo|chamada)\b/g,
  /\bme (queimei|cortei) tirando\b/g,
  /\b(esta|estao|vai|vao) me enforc\w*/g,
  /\b(gravata|roupa|calca|colarinho|sapato)\b.{0,20}\bme enforc\w*/g,
  /\bdesaparecer de vergonha\b/g,
  /\bsair de cena d[oa]s? \w+/g,
  /\b(quando|depois que) eu (partir|morer|more)\b.{0,50}\b(cremad\w*|cinzas|velhinh\w*|cem anos|\d+ anos|enterad\w*)\b/g,
  /\bultima (pergunta|mensagem|vez) (dest[ea] ano|do ano|da semana|dest[ea] semana|dest[ea] mes)\b/g,
  /\b(cansad\w*|cansei) de (viver|existir) (de aluguel|so a base|so para|apenas para)\b/g,
];

/** Why the words are there without a risk: a topic, a story, someone else. */
const TOPIC = rx(
  "\\b",
  any(
    "sobre",
    "a respeito",
    "prevencao",
    "falando de",
    "falar de",
    "falar sobre",
    "tema",
    "livro",
    "filme",
    "serie",
    "novela",
    "documentario",
    "noticia",
    "reportagem",
    "materia",
    "artigo",
    "trabalho da",
    "pesquisa",
    "palestra",
    "aula",
    "prova",
    "estatistica\\w*",
    "taxa\\w*",
    "campanha",
    "setembro amarelo",
    "personagem",
    "protagonista",
    "ator",
    "atriz",
  ),
  "\\b",
);
/** The person takes back what the words seemed to say. */
const RETRACTED =
  /\b(era de ferias|nao era (serio|iso|nada diso)|(^| \| )fica tranquila?o?|(?<!fingi que )(era|foi) (so )?(brincadeira|modo de dizer|forma de dizer|expresao))\b/;

// ——— Strong signs, by family ———

/** Suicide or self-harm named ("ideação suicida", "automutilação"): unless in a clause about a topic. */
const NAMED: RegExp[] = [
  /\b(me )?su[iy]?[cs]+[iu]?d(ar|ei|o|a|as|io|ios|ando|arme)\b/,
  /\b(autoles\w*|auto les\w*|automutil\w*|auto mutil\w*|autoflagel\w*|self harm|cuting)\b/,
  /\bkms\b/,
];

/** Killing oneself, in any tense or typo; the idioms in which somebody or something else does it are gone. */
const KILLING_ONESELF: RegExp[] = [
  /\bme ma?t(ar|a|ra|e|ase|aria|ando)\b/,
  /\bme mato\b(?! de)/,
  /\bse mata(r)?\b.{0,12}\bse mata\b|\b(repetindo|mandando|dizendo|vozes?|voz)\b[^|]{0,15}\bse mat/,
  /\b(vontade|pensando|penso|pensei|pensar|quero|queria) (de |em )?se matar\b/,
  /\b(se enforca|enforcar|se mata|tira a propria vida|interompe)\b.{0,60}\b(estou|to) pensando niso\b/,
  rx(
    "\\b",
    any(
      "tirar",
      "tira",
      "tiro",
      "tirando",
      "acabar com",
      "dar fim a",
      "dar fim na",
      "dar um fim na",
      "por fim a",
      "por fim na",
      "dar um basta na",
      "dar cabo da",
      "atentar contra",
      "encerar",
      "abreviar",
    ),
    " (a |na )?minha (propria )?(vida|existencia)\\b",
  ),
  /\b(tirar|tira) a (propria )?vida\b/,
  /\bme (enforc\w*|envenen\w*|afog\w*|sufoc\w*)\b/,
  /\b(pensamentos? de|vontade de|quero|queria|vou|pensando em|penso em) acabar comigo\b/,
  /\b(por|com) (minhas )?proprias maos\b|\bpor vontade propria\b|\bpor conta propria\b.{0,30}\b(antes|partir|ir|desencarn\w*|pasagem|vida)\b|\b(vou|ir) antes\b.{0,20}\bpor conta propria\b/,
];

/** A wish, a hope, a relief, a plan … */
const WISH = any(
  "quero",
  "queria",
  "qria",
  "quiria",
  "querendo",
  "vontade de",
  "desejo",
  "desejo de",
  "torcendo",
  "torco",
  "peco",
  "pedindo",
  "rezo",
  "oro",
  "prefiro",
  "preferia",
  "so penso em",
  "so quero",
  "so queria",
  "pensando em",
  "pensar em",
  "querer",
  "penso em",
  "penso muito em",
  "imaginando como seria",
  "imagino como seria",
  "como seria",
  "seria (tao )?(bom|otimo|melhor|mais facil|facil|um alivio|alivio|um descanso|um favor)",
  "nem (ia|iria) achar ruim",
  "tanto faz se eu",
  "inveja de quem",
  "daria tudo para",
  "o certo (era|seria)",
  "aguardo",
  "pretendo",
  "planejo",
  "escolher",
  "vou escolher",
  "planejando",
  "decidi",
  "considerado",
  "considerando",
  "cogitado",
);
/** … followed by an ending of oneself. */
const OWN_END = any(
  "\\bmor(er|e|a|ese)\\b",
  "\\bter morido\\b",
  "\\b(ir|partir) (para )?junto\\b",
  "\\bir encontrar (ele|ela|meu|minha)\\b",
  "\\b(ir|partir) (esa|esta|hoje a) noite\\b",
  "\\ba morte (viese|venha|chegase|chegue|me busc\\w*|me lev\\w*)",
  "\\b(um |o )?(caro|onibus|caminhao|trem|aviao|raio|acidente|bala|infarto)\\b[^|]{0,25}\\b(me (atropel\\w*|peg\\w*|lev\\w*|mat\\w*)|cai\\w*)",
  "\\b(batese|bater|bata) o caro\\b",
  "\\bcoracao (parase|pare|parar)\\b",
  "\\b(nao|nunca mais) (acordar|acordase|acorde|levantar|levantase|abrir (os |o )?olhos?|ver o dia seguinte|ver o amanha)\\b",
  "\\b(doenca terminal|algo grave)\\b",
  "\\bfose o fim\\b",
  "\\b(nunca|nao) (ter|tivese) (nascido|existido)\\b",
  "\\bapagar (minha existencia|como uma vela|de vez|para sempre)\\b",
  "\\b(evaporar|virar po)\\b",
  "\\bser apagad[ao]\\b",
  "\\b(nao )?(estar|ficar) (mais )?(em lugar nenhum|aqui|viva?o?)\\b",
  "\\b(estar|ser) morta?o?\\b",
  "\\b(deixar|parar) de (existir|estar aqui|viver|respirar)\\b",
  "\\bnao existi(r|se)\\b",
  "\\bdesencarn\\w*",
  "\\bbater as botas\\b",
  "\\b(dormir|descansar) para sempre\\b",
  "\\beu acabase\\b",
  "\\bacabar (de uma vez|de vez|logo|junto)\\b",
  "\\bpartir( de vez| para sempre)?( \\||$)",
  "\\bir embora( de vez| para sempre)? \\|",
  "\\b(deixar|sair de) (esta|esa) vida\\b",
  "\\bfalec(er|a|ese)\\b",
  "\\bnao (mais )?despertar\\b",
);

/** Wanting to die, not to wake up, not to exist. */
const WISHING_TO_DIE: RegExp[] = [
  rx("\\b", WISH, gap(45), OWN_END),
  /\b(queria|preferia|prefiro|desejo|vontade de) (nao|nunca) (ter nascido|ter existido|ter acordado|acordar|mais acordar|existir|mais existir|estar aqui|estar viva?o?)\b/,
  /\b(queria|quero) que eu nunca tivese (nascido|existido|vindo)\b|\bnunca tivese vindo\b/,
  /\bnao (queria|quero|pedi para|devia|deveria|desejo) (ter nascido|ter acordado|nascer|mais existir|existir mais|existir|estar viva?o?|mais estar aqui|estar mais aqui|continuar viva?o?|continuar vivendo|acordar mais|mais acordar|acordar nunca mais)\b/,
  /\bnao quer(o)? (mais )?(viver|existir|estar viva?o?|estar aqui|continuar aqui|continuar vivendo|seguir vivendo|acordar|acordar amanha|ver o amanhecer|estar nese mundo|estar neste mundo|estar encarnada?o?|ficar aqui)\b(?! (com|junto|em|na|no|perto|asim|nese|neste|nesa|nesta|sem)\b)/,
  /\bnao desejo mais existir\b|\bnao quero amanha\b/,
  /\b(dormir|deitar|fechar os olhos|apagar)( hoje| logo| agora)?( e| para)? (nao acordar|nunca mais acordar|nao abrir|nunca mais abrir|nao levantar|nunca mais levantar|nao voltar)\b/,
  /\b(nunca mais|nao) abrir (os |o )?olhos?\b/,
  /\b(nao acordar|nunca mais acordar|nao levantar) (mais|nunca|nunca mais|amanha|de novo|para sempre)\b/,
  /\bse eu (simplesmente )?(nao acordase|morese|sumise|desaparecese|nao existise|partise|fose embora de vez|acabase|nao estivese (mais )?(aqui|viva?o?)|nao fose (mais )?viva?o?|nao tivese (mais )?aqui)\b/,
  /\b(tomara|espero|quem dera|oxala|deus queira) que eu (more|nao acorde|mora|suma|desaparec\w*)\b/,
  /\b(rezo|peco|oro)( todo dia| toda noite)? para (nao ver|que amanha nao|nao acordar)\b|\bamanha nao cheg\w* para mim\b/,
  /\ba morte seria (um |uma )?(descanso|alivio|solucao|libertacao|bencao)\b|\b(quero|queria|desejo|peco|busco|chamo) a morte\b|\b(me )?entregar a morte\b/,
  /\bso morendo\b|\bdescanso eterno\b|\bqueria ter morido\b/,
  /\bmor(er|e|endo)\b.{0,60}\b(planejando|planejo|planejei|ja decidi|pensei ate em como|ja pensei em como|ja sei como)\b|\b(planejando|planejo|ja decidi)\b.{0,60}\bmor(er|e)\b/,
  /\btanto faz se eu (viver|vivo|morer|more|existir)\b|\bqueria estar no lugar del[ae]s\b/,
  /\bse (o|um) (aviao|caro|onibus|trem)\b.{0,60}\b(nem (ia|iria) achar ruim|seria (bom|um alivio|otimo))\b/,
  /\bcomo seria (facil )?(so )?(ir|partir|nao existir|morer|sumir|nao acordar|acabar)\b/,
  /\b(meu|o meu) (velorio|entero|caixao|tumulo|funeral)\b/,
  /\b(ainda )?esteja viva?o?\b|\bmanter viva?o?\b/,
  /\bparte de mim quer (ir|morer|partir|sumir|desistir)\b|\ba parte que quer (ir|morer|partir)\b/,
  /\b(devia|deveria) ter (sido eu|morido)\b|\bvalho mais mort[oa]\b|\bvale mais (que|do que) eu viv[oa]\b/,
  /\bir da vida\b|\bnao vai ter eu\b|\bnao me vejo daqui a\b|\b(nao planejo|nao pretendo) (estar|continuar|voltar) viva?o?\b/,
  /\b(vou|irei|quero ir) com (ele|ela) hoje\b/,
  /\bvou descobrir logo\b|\bescolher (a )?minha data\b|\b(fazer iso acontecer)\b/,
  /\b(melhor jeito|jeito mais facil|forma mais rapida|como) de (partir|morer|ir embora) sem (sofrimento|dor|sofrer)\b/,
  /\ba unica (porta de )?saida\b.{0,30}\b(morer|a morte|partir|ir embora)\b/,
  /\b(ja )?(estou|to) pronta?o? (para|pra) (ir|partir)\b|\b(minha )?alma (esta|ta) pronta (para|pra) voltar\b|\bescolher ir\b/,
  /\bnao vou continuar\b(?! (o|a|os|as|com|no|na|nese|nesa|nese)\b)|\b(desisto|desisti) de viver\b/,
  /\bquero ir aos poucos\b|\bparando de (beber e comer|comer e beber)\b/,
  /\bse eu\b[^|]{0,40}\b(partise|morese|sumise|nao acordase|deixase de existir)\b/,
  /\bdeixase de existir\b|\b(poso|quero|queria|vou) (simplismente |simplesmente )?deixa(r)? de existi(r)?\b|\bchega de (existir|viver)\b(?! (so|apenas|somente))/,
  /\bcomigo dentro\b|\bcoracao parando enquanto (eu )?durmo\b/,
  /\bnao faco questao (nenhuma )?de (continuar|estar|ficar|seguir) viva?o?\b|\bnao pretendo (continuar )?(vivendo|viver|viva?o?)\b/,
  /\b(rezo|peco|oro)\b.{0,15}\bnao amanhecer\b/,
  /\btomara\b.{0,40}\b(algo grave|doenca|cancer)\b/,
  /\b(eu )?nao estar mais aqui\b(?!.*\b(viajar|viagem|ferias|trabalh\w*|volto)\b)/,
  /\bmotivo para (ficar|continuar|seguir) viva?o?\b/,
  /\bcomo nao ter futuro\b|\bnao ter futuro nenhum\b/,
  /\bnao sair (mais )?viva?o?\b|\b(ir )?definhando ate (acabar|morer|o fim)\b/,
  /\bnao acorda(r)? nunca mais\b|\bquere(r)? more(r)?\b/,
  /\b(logo|em breve) vou (estar|esta|ficar) (morta?o? )?por fora\b/,
  /\b(onibus|caro|caminhao|trem)\b.{0,20}\b(bater|me pegar|me atropelar)\b.{0,25}\b(agradeco|seria bom|alivio|melhor)\b/,
  /\b(minha )?(vida )?vai terminar (logo|em breve)\b|\bir para onde (minha|meu) \w+ foi\b/,
  /\bvou morer de verdade\b|\braiva de (ainda )?estar viva?o?\b|\bplanejando (o )?meu fim\b/,
  /\bsair desa (antes|encarnacao antes)\b|\bescolher sair desa\b/,
  /\b(simplismente|simplesmente) deixa(r)? de existi(r)?\b/,
];

/** Leaving this life, this world, this body, for good; no longer existing. */
const LEAVING_FOR_GOOD: RegExp[] = [
  rx(
    "\\b",
    any("sumir", "desaparecer", "ir embora", "vou embora", "indo embora", "sair", "vazar", "partir", "fugir", "largar", "deixar", "desistir"),
    " ",
    any(
      "de vez",
      "para sempre",
      "do mapa",
      "dese mundo",
      "deste mundo",
      "do mundo",
      "da face da tera",
      "da tera",
      "desta vida",
      "desa vida",
      "da vida",
      "dese corpo",
      "deste corpo",
      "e nunca mais",
      "sem deixar rastro",
      "deste plano",
      "dese plano",
      "para o outro lado",
      "de cena",
      "fora do mundo",
      "desa encarnacao",
      "desta encarnacao",
      "esa vida de vez",
      "esta vida de vez",
      "de tudo e de todos",
    ),
    "\\b",
  ),
  /\b(quero|queria|vontade de|penso em|pensando em|so quero|so queria|preciso|querendo)( muito| tanto)? (sumir|desaparecer)\b(?! (para|com|no|na|numa|num|em|uns|um|uma|por|das|dos|do|da|de ferias|e aparecer)\b)/,
  /\b(deixar|parar) de existir\b|\bnao existir mais\b|\bme apagar\b|\bapagar de vez\b|\bdesligar (de vez|tudo de uma vez)\b|\bdesligar( \|)? para sempre\b/,
  /\b(deixar|sair de) (esta|esa) vida\b(?! (de|para tras|louca|corida|agitada)\b)/,
  /\bnao (existo|estarei|vou existir) mais\b(?! (no|na|nese|neste|para (ele|ela))\b)|\bnem em lugar nenhum\b/,
  /\bpartir des?[ta] para (melhor|uma melhor)\b|\bir para o outro lado\b|\bde onde ninguem volta\b/,
  /\b(partir|ir) e nao voltar\b|\bsair (do|dese|deste) corpo\b|\bvida\b.{0,40}\b(quero|queria) sair dela\b/,
  /\b(minha )?saida (dese mundo|desta vida)\b|\bboca a menos\b/,
  /\bfazer a pasagem (por conta|sozinha?o?|antes|logo)|\bantecipar (a minha |minha )?(pasagem|partida|morte)|\bpasagem sem dor\b|\bfazer a (minha )?pasagem\b.{0,40}\b(em breve|logo|sem dor|antes)\b/,
  /\b(abotoar o paleto|comer capim pela raiz|vestir o paleto de madeira|ir para a cidade de pes juntos)\b/,
  /\b(quando|depois que|depois de|para quando) eu (nao estiver mais|nao estiver aqui|partir|me for|for|morer|more|nao aguentar mais)\b(?! (para|de viagem|de ferias|na|no|nesa|nese|a|ao|embora para|viajar|trabalhar)\b)/,
  /\bmeu (prazo|tempo) (aqui )?(venceu|acabou|terminou|esgotou|chegou ao fim)\b|\bminha partida\b/,
  /\bencerar (a |meu |minha )?(\w+ de vida|vida|existencia|encarnacao|historia|jornada|pasagem)\b(?! (profisional|academica|no|na|de trabalho)\b)|\bencerar (a )?minha( \||$)/,
  /\bpara eu (desencarnar|morer|partir|ir embora de vez|sumir de vez)\b|\bcoragem de (partir|ir embora|morer|acabar|pular|fazer iso|desistir de tudo)\b/,
  /\bme tirar da equacao\b(?! (dese|desa|deste|desta|do|da|dos|das))|\bparando eu\b|\blivrar de mim\b/,
  /\b(o )?fim que eu (mesma?o? )?vou dar\b|\bsaida\b.{0,20}\bdefinitiva\b/,
  /\bminha existencia nao se justifica\b|\bnao estarei (presente|aqui) por muito tempo\b|\bretirar me definitivamente\b|\bme retirar (dese|deste|desta|desa) (plano|mundo|vida)\b/,
  /\b(ir|partir|travesia|sair)\b.{0,30}\bpor conta propria\b|\bpor escolha minha\b|\bir antes (do tempo|da (minha )?hora)\b|\bnao aguento esperar a minha hora\b/,
  /\bse eu partir agora\b|\bsaindo do corpo\b|\bdesligar do corpo\b|\babandonar o meu (corpo )?agora\b/,
  /\bme unir a(o)? (meu|minha) \w+ que (faleceu|moreu|partiu)\b/,
];

/** The same wish in spiritual words. */
const SPIRITUAL: RegExp[] = [
  /\b(deus|senhor|jesus|universo|pai|meus guias|os guias|anjos?|mentores) (me )?(leve|leva|levar|levarem|levase|busque|busca|buscar|tire|tira|tirar|tirarem|recolha|recolher)\b(?! (para (um|uma|o|a) \w+ (melhor|novo|nova)|em (paz|seguranca))\b)/,
  /\b(guias|deus|universo|anjos|mentores|senhor)\b.{0,15}\bme (levem|leve|levar|levarem|leva)\b|\b(porque|por que) deus nao me leva\b/,
  /(^ | \| )(deus |senhor |jesus )?(\| )?me leva (logo|embora|daqui|contigo)\b/,
  /\b(senhor|deus|jesus)\b.{0,10}\bme (chamase|chame|chama) (dormindo|logo|de uma vez|para junto)\b/,
  /\b(desencarnar|desencarne|desencarnase) (logo|ja|de vez|agora|antes|por conta)|\b(quero|queria|vontade de|preciso|pedindo para|pedir para|peco para) desencarn/,
  /\bvoltar para (a luz|casa|o plano espiritual|o astral|deus|o pai|a casa do pai|o ceu)\b.{0,40}\b(logo|antes|agora|ja|de vez|mais cedo|nao aguento|nao quero mais)\b/,
  /\bnao quero mais (estar )?encarnada?o?\b|\bcansei de estar encarnada?o?\b|\bnao aguento mais (esa|esta) encarnacao\b|\bnao quero mais (esa|esta|a) encarnacao\b/,
  /\b(abreviar|encerar|desistir d[ae]s?) (esa |esta |minha |a )?(encarnacao|existencia)\b|\binteromp\w* (a |minha )?(propria )?(encarnacao|vida|existencia)\b|\bdevolvo (a |minha )?(misao|vida)\b/,
  /\b(alma|espirito)\b[^|]{0,20}\b(quer|querendo|precisa|vai) (ir embora|partir|sair|voltar|desencarnar)\b/,
  /\b(misao|karma|carma|proposito)\b[^|]{0,30}\b(acabou|deu|terminou|cumprid\w*)\b.{0,40}\b(partir|ir embora|encerar|sair|morer|recomecar em outra)\b/,
  /\b(se a morte e|a morte e so)\b.{0,60}\b(porque|por que) (eu )?nao (iria|ir|vou|partiria)\b/,
  /\bencerar (ela|a minha|esa|esta) (eu )?mesma?o?\b|\bencarnacao ja deu\b/,
];

/** Tired of living, no reason to live, life itself as pain or worthless. */
const HOPELESS: RegExp[] = [
  /\b(cansad\w*|cansei|exaust\w*|farta?o?|de saco cheio|desisti|desistindo|desistir) (de|da|da minha) (tentar )?(viver|vida|existir|mim|lutar|respirar|estar viva?o?)\b/,
  /\b(cansei|desisti|desistir|desistindo) de tudo\b/,
  /\bnao aguento (mais )?(viver|existir|a vida|esa vida|esta vida|minha vida|sofrer|tanta dor|esa dor|esta dor|estar aqui|ficar aqui|continuar|respirar|estar viva?o?|ser eu|de tanto sofrer)\b/,
  /\b(perdi|perdendo|perdeu|sem) (toda |totalmente )?(a )?vontade de viver\b|\bvontade de viver (acabou|sumiu|foi embora)\b|\bnao tenho (mais )?vontade de viver\b/,
  rx(
    "\\b",
    any("nao tenho", "nao vejo", "nao sinto", "nao encontro", "nao acho", "sem", "nao ha", "nao existe"),
    " (mais )?(nenhum |nenhuma )?",
    any("vontade", "motivo\\w*", "razao", "razoes", "sentido", "porque", "forca\\w*", "animo", "proposito"),
    "( nenhum| nenhuma)? (de|para|em|na|no) ",
    any("viver", "vida", "existir", "continuar", "seguir", "permanecer", "estar viva?o?", "estar aqui", "esta aqui", "levantar", "acordar"),
    "\\b",
  ),
  /\bnao vejo (mais )?(sentido|graca|razao) em nada\b|\bnada (mais )?(faz|tem) sentido\b|\bnao tem sentido nada\b|\bnao tem mais por que\b/,
  /\b(nao vejo|sem|nao tenho|nao ha|nao existe|perdi a) (mais )?(nenhuma )?(saida|esperanca|futuro|luz no fim)\b(?!( nenhuma)? (de|em|no|na|com|para) (?!que viver|viver))/,
  /\bpresa?o? (niso|nesa dor|nesta dor)\b.{0,10}\bpara sempre\b/,
  /\bnao quero mais continuar\b|\bmedo de continuar viva?o?\b/,
  /\ba vida (nao|nunca) (vale|valeu|faz|fez|tem|teve) (mais )?(a pena|sentido|graca)( para mim)?\b/,
  /\b(nao|sera que) (sei se )?vale a pena (continuar )?(viver|vivendo|estar viva?o?|existir)\b/,
  /\bviver( \w+){0,3} (nao vale|doi|e um peso|pesa demais|cansa demais|nao faz sentido|virou (so )?(obrigacao|um peso|um fardo|sofrimento)|esta doendo)\b/,
  /\b(para que|porque|por que) (eu )?(continuar|seguir|ainda) (respirando|vivendo|aqui|viva?o?|estou viva?o?|estou aqui)\b|\b(para|por) que viver\b/,
  /\bnada (mais )?me prende (mais )?(aqui|a vida|nese mundo|neste mundo)\b|\bminha vida acabou\b/,
  /\bnao (merece|mereco|merecia) (mais )?viver\b|\b(parar|paro|vou parar) de viver\b|\bvida\b.{0,30}\bnao quero (ela|mais ela)\b/,
  /\bse (eu )?quero (continuar )?(vivendo|viver|viva?o?)\b/,
  /\bnao valho (nada|o ar|o oxigenio|a pena)\b|\bminha vida nao vale (o ar|o oxigenio|nada)\b/,
  /\b(cheguei|estou) no (meu )?limite\b.{0,40}\b(viver|vida|existir|acabar|sumir)\b/,
  /\bnao sei se volto\b/,
];

/** Being a burden; the others better off without me. */
const BURDEN: RegExp[] = [
  /\b(sou|me sinto|virei|me tornei|so sou|de ser) (so )?(um |uma )?(peso|fardo|estorvo|problema|incomodo|atraso|carga)\b(?! (no trabalho|na equipe|para pagar|para os colegas|para a equipe|no time)\b)/,
  /\b(melhor|mais felizes?|mais leves?|em paz|aliviad\w*|seria um favor) sem (mim|eu|uma mae|um pai|a mae|o pai)\b/,
  /\bninguem (vai|ia|iria|vai nem|ia nem) (sentir|perceber|notar) (a )?(minha )?(falta|ausencia)\b|\bninguem sentiria\b|\bnao (vou|iria|ia) fazer falta\b|\bnao faria falta\b/,
  /\bninguem (se importaria|ligaria|ia ligar|iria ligar|vai ligar|ia chorar|vai chorar) (se eu|no meu)\b/,
  /\bninguem precisa de mim\b.{0,40}\b(melhor|sumir|ir embora|deixar|nao estar)\b/,
  /\bmelhor eu (deixar de estar aqui|nao estar (mais )?aqui|nao existir|sumir de vez|ir embora de vez|morer)\b|\bo (certo|melhor) (era|seria) eu (nao estar|nao existir|sumir|ir embora|morer)\b/,
  /\b(melhor|alivio|um favor|mais facil|mais feliz\w*)\b.{0,40}\bse eu (nao estivese|nao tivese|nao existise|sumise|morese|acabase|fose embora|desaparecese|partise|nao acordase|saise de cena)\b/,
  /\bminha (ausencia|partida|morte|falta) (seria|ia ser|vai ser) (um |uma )?(alivio|melhor|favor|descanso|bencao)\b/,
  /\bseguro de vida\b.{0,40}\b(mais do que eu|do que eu viva?o?|ajudaria mais|deixo|receber|recebe|pelo menos)\b/,
  /\bnao (vou|vai|iria|ia) (mais )?(dar (mais )?trabalho|ser (mais )?(um )?(problema|peso|fardo)|incomodar|atrapalhar)( para ninguem| a ninguem)?\b(?! (no|na|com|porque)\b)/,
  /\b(todo mundo|todos) (seguiria|seguiriam|ficaria|ficariam) (em frente|bem|melhor) sem mim\b/,
  /\bninguem (mais )?(vai|ia) (precisar (se )?)?preocupar comigo\b|\bso existo para (dar|causar|atrapalhar)\b/,
  /\bso (atrapalho|dou trabalho|dou problema|faco mal|estrago)\b.{0,30}\b(todo|todos|de todo mundo|a vida de|familia|filhos|dos outros)\b/,
  /\bdeixar de ser (um |uma )?(fardo|peso|problema|estorvo|incomodo)\b|\bultima vez que (eu )?(incomodo|atrapalho)\b/,
  /\bse eu morer\b.{0,40}\bseguro\b/,
  /\blivres? de mim\b/,
];

/** Ending it all, for good. */
const ENDING_IT: RegExp[] = [
  /\bacabar com (tudo|iso tudo|isto tudo|tudo de vez|a minha dor|esa dor de vez|o sofrimento de vez|ese sofrimento de vez|meu sofrimento do jeito definitivo|a minha existencia|minha existencia)\b/,
  /\b(acabar|acabo) com (iso|isto|tudo) de (uma )?vez\b/,
  /\b(dar|da|dou|meter|por|botar|colocar) (um )?(fim|ponto final|basta|termino) (em tudo|a tudo|niso tudo|nisto tudo|niso|nisto|na minha vida|na minha historia|na dor|no sofrimento|de vez)\b/,
  /\bdar cabo de (tudo|mim)\b/,
  /\b(terminar|encerar|encero) (com tudo|tudo de vez|minha vida|minha historia|a minha vida|a minha historia|hoje)\b|\bhoje eu encero\b/,
  /\b(quero|queria|so quero|so queria|quero e|queria era) que (tudo |iso |a vida |minha vida |esa dor |a dor )?(acabe|acabase|termine|terminase)\b(?! (o|a|os|as|ese|esa|este|esta|logo (o|a|ese|esa|este|esta)) \w)/,
  /\b(quero|queria) que (tudo|meu coracao) pare\b.{0,30}\bcoracao\b/,
  /\b(resolver|resolvo|acabar|dar um jeito) (iso|niso|tudo|com tudo) de (uma )?vez\b.{0,60}\b(ninguem|comigo|mim)\b/,
  /\b(fazer|fizer|cometer) (uma |alguma )?(besteira|bobagem|loucura)\b.{0,20}\b(comigo|com a minha vida|de vez|ireversivel|definitiva|hoje)\b|\bvou fazer (uma |alguma )?besteira\b/,
  /\batitude definitiva\b|\bcontra mim mesma?o?\b|\b(o que|pelo que) eu vou fazer( hoje)? comigo\b/,
  /\bse ninguem me responder\b.{0,30}\beu vou fazer\b/,
  /\bo proximo ero vai ser o ultimo\b/,
  /\b(parar|dar um jeito de parar) tudo\b.{0,20}\b(coracao|respira\w*|inclusive eu|inclusive meu)\b/,
  /\b(que eu acabase|eu acabase junto)\b|\b(e|sera|seria) o fim para mim\b(?!.*\b(novela|serie|filme|relacionamento|emprego)\b)/,
  /\bquero (ir embora|partir|sumir)\b.{0,20}\bnao (estou|e) (falando )?(de|em) (viagem|ferias|mudanca)\b/,
  /\bdar um fim em mim\b|\b(eu )?acabo comigo\b|\btermino tudo \|/,
  /\b(por|pôr) termo a (minha )?(propria )?(vida|existencia)\b|\bterminar a (minha )?propria (vida|existencia)\b|\bencera la\b/,
  /\bbater de frente (num|em um|no|com um) (poste|muro|caminhao|arvore)\b|\bvirar o volante\b/,
];

/** Goodbyes with finality. */
const GOODBYE: RegExp[] = [
  /\b(cartas?|mensage\w*|bilhete) de (despedida|adeus)\b|\bdespedida definitiva\b/,
  /\b(ja )?escrevi (as |minhas )?cartas( de (despedida|adeus)| para (minha familia|meus filhos|todos|cada um))? \|/,
  /\bme despedi de (todo mundo|todos|voces|tudo)\b|\b(esa|esta) e (a )?minha despedida\b(?! d)/,
  /\b(vim|venho|quero|queria|preciso|so quero|so queria|so vim) (me )?despedir\b/,
  /\bme despedir de (voces|todos|todo mundo|tudo|voce|da vida|do mundo)\b/,
  /\b(vai ser|sera|e) a ultima vez que (eu )?(te )?(escrevo|falo|converso)\b|\b(se ele achar|quando acharem)\b.{0,20}\b(tarde|ja vai ser)\b/,
  /\b(e|eh) (a )?minha ultima (mensagem|conversa|vez)\b|\bultima vez que (eu )?(falo|escrevo|converso)\b/,
  /\b(adeus|tchau) (a todos|para todos|mundo|para sempre|de vez|vida)\b/,
  /\bnao (vou|irei|vai) (mais )?(estar|ficar|existir) (mais )?(por )?(aqui|viva?o?)\b(?!.*\b(viajar|viagem|ferias|trabalh\w*|plantao|mudanca|mudar|continua\w*|volto|voltamos)\b)/,
  /\bnao (estou|estarei) mais (aqui|neste mundo|nese mundo)\b(?!.*\b(viajar|viagem|ferias|trabalh\w*|grupo)\b)/,
  /\bamanha (eu )?(ja )?nao (vou )?(estar|existir) (mais )?(aqui)?\b(?!.*\b(viajar|viagem|ferias|trabalh\w*|plantao|volto|continua\w*)\b)/,
  /\bnao pretendo chegar (nem )?(aos|nos|a|ate) (\d+|o natal|o fim|o final|amanha|a velhice)\b/,
  /\bchegou a minha hora\b.{0,40}\b(decidir|eu que|sou eu)\b/,
  /\b(vai ser|sera|e) o (meu )?ultimo (aniversario|natal|ano|dia)\b|\bdecidi que (vai ser|sera) o ultimo\b/,
  /\b(hoje|amanha|esta noite|hoje a noite)\b.{0,15}\b(vai ser|sera|e) (a|o) ultim[ao]( noite| vez| dia)? \|/,
  /\bencerar (a |minha |esa )?(pasagem|jornada) (por aqui|aqui|nesa vida|nesta vida)\b|\bja deu para mim nesa vida\b/,
  /\b(despedindo|me despedir|adeus|tchau)( \w+)? para sempre\b/,
  /\b(post|postei|video|mensagem|carta|bilhete|texto|fed|stories)\b.{0,25}\bdespedida\b/,
  /\b(defini|escolhi|marquei) (a )?data e (o )?local\b|\bencerar minha trajetoria\b(?! (na|no|nesa|nese|profisional|academica))/,
];

/** Hurting one's own body. */
const SELF_HARM: RegExp[] = [
  /\bme (cort(ar|o|ando|ava|ei|ado|e)|ferir|firo|ferindo|feri|ferido|machuc\w*|machuq\w*|queim(ar|o|ando|ava|ei|ado)|aranh(ar|o|ando|ei|ava|ado)|risc\w*|bater|bato|batendo|morder|mordo|mordendo|punir|puno|punindo|castig\w*|mutil\w*)\b(?! (o cabelo|a franja|as unhas|sem querer|jogando|cozinhando|fazendo a unha|na unha)\b)/,
  rx(
    "\\b",
    any(
      "corto",
      "cortei",
      "aranho",
      "aranhei",
      "raspo",
      "raspei",
      "queimo",
      "queimei",
      "bato",
      "bati",
      "belisco",
      "mordo",
      "paso a lamina",
      "pasei a lamina",
      "risco",
      "riscando",
      "pancada",
      "tapa",
      "encostei",
      "encosto",
      "aperto",
      "apertei",
    ),
    "\\b",
    gap(40),
    "\\b",
    any("braco", "bracos", "perna", "pernas", "coxa", "coxas", "pulso", "pulsos", "peito", "bariga", "pele", "pescoco", "nele", "corpo"),
    "\\b",
    gap(30),
    any(
      "ate (sangrar|ferir|quase apagar|ficar roxo|inchar|doer)",
      "todo dia",
      "toda noite",
      "com o cinto",
      "com a lamina",
      "com a gilete",
      "isqueiro",
      "bolhas",
      "de proposito",
      "faco iso",
      "nao consigo parar",
    ),
  ),
  /\b(corto|queimo|mordo|belisco|machuco|aranho|risco) (o |os |meu |meus |minha |minhas |a |as )?(braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|pele|bariga)\b|\bcortei (os |meus |o |meu )?(pulsos?|bracos?|coxas?)\b/,
  /\b(soco|socar|socando|soquei|bato|bater|batendo|bati) (a |na |em )?(parede|cabeca)\b.{0,40}\b(ate|mim|sangrar|inchar|de proposito|de raiva)\b|\b(bati|bato|bater|batendo) (a |minha )?cabeca (na|contra a|contra) parede\b/,
  /\b(cortes|cicatrizes|marcas|feridas)( \w+)? (n[ao]s?|d[ao]s?|no meu|nos meus|nas minhas) (bracos?|pulsos?|coxas?|pernas?|bariga)\b|\b(abri|abrir|esconder|ver|esconde\w*) (os |as |meus |minhas )?(cortes|cicatrizes)\b/,
  /\b(lamina|gilete|estilete|tesoura|navalha|caco de vidro)\b.{0,50}\b(alivio|sentir|dor|escondid\w*|aqui|na mao|comigo|aguento|quando|me cortei|pele|sangue|sangrar|pulso|braco|coxa)\b/,
  /\bpulsos? (marcad\w*|cortad\w*)\b|\b(comprei|tenho|estou com|com) (as |uma |a )?(laminas?|gilete\w*)\b|\bfaca (na mao|encostada)\b|\b(cortar|corte\w*|cortes) (os |nos |no |meus |o |meu )?pulsos?\b/,
  /\b(se corta|cortar|cortei|corto) fundo\b|\bcomo nao sentir dor quando\b|\bisqueiro\b.{0,30}\b(braco|pele|perna|mao)\b/,
  /\b(aperto|apertei|apertar) o pescoco\b|\bcinto\b.{0,30}\b(pescoco|apagar)\b|\bsegurando a respiracao\b.{0,40}\b(estrelas|apagar|mais longe)\b|\btraveseiro na cara\b|\b(paro|parar|pare|parase) de respirar\b/,
  /\b(sem comer|jejum)\b.{0,40}\b(de proposito|castigo|mereco)\b|\bnao mereco (comida|cuidado|viver)\b|\bmereco sofrer\b|\bnao merece cuidado\b/,
  /\b(apago|apaguei) (o )?cigaro (na|no) (minha|meu)\b|\besfrego\b.{0,40}\b(pele|carne viva)\b|\bcarne viva\b|\bme soco\b/,
  /\b(parei de comer|nao como|fico sem comer)\b.{0,20}\b(de proposito|para me (castigar|punir))\b|\bpara me (castigar|punir)\b|\bsem comer de proposito\b|\b(ate onde|ate quando) (o |meu )?corpo aguenta\b|\bate o corpo nao aguentar\b/,
  /\b(arancad\w*|aranco|arancar|aranquei) (tanto |o |os |meu |meus )?cabelos?\b.{0,60}\b(de proposito|dor|falhas?|nao consigo parar)\b|\bde proposito para sentir dor\b/,
  /\b(coco|cocei|cocar) (o |os |meu |meus )?(braco|bracos|perna|pernas|pele|rosto)\b.{0,30}\bate sangrar\b|\b(aranho|aranhei) o rosto\b/,
  /\b(lamina|gilete|estilete)\b.{0,40}\b(coxas?|bracos?|pernas?|pulsos?|bariga)\b|\bolhando para a caixa de lamina/,
  /\b(socos|soco)\b.{0,30}\b(na minha|no meu)( propria| proprio)? (bariga|rosto|cabeca|peito|perna)\b/,
  /\bcicatriz\w*\b.{0,40}\babri\b|\babri (uma|um|as|os)\b.{0,20}\b(de novo|cortes|feridas)\b/,
  /\b(tenho )?cortado (os |meus )?(bracos?|pulsos?|pernas?|coxas?)\b|\bme cortano\b|\bpasei\b.{0,20}\bno pulso\b/,
  /\b(infligido|infligir|infligindo) ferimentos\b/,
  /\b(punho|mao|cabeca)\b.{0,10}\bna parede\b.{0,20}\bate\b/,
  /\babrir a carne\b|\bme risquei\b|\b(dar|dou|dei) pancada\w* n[ao] minha\b/,
  /\bfico (riscando|cortando|aranhando|batendo|queimando|mordendo|belis\w*) (o |os |a |meu |minha )?(braco|bracos|perna|pernas|pulso|pele|coxa|coxas)\b/,
  /\bmordo (a |minha )?(mao|braco|pulso|labio)\b.{0,20}\bate\b/,
];

/** A method, a means at hand, a place, a date, a question about lethality. */
const MEANS: RegExp[] = [
  /\b(remedio|remedios|comprimido|comprimidos|pilula|pilulas|calmantes?|antidepresivos?|rivotril|clonazepam|tarja preta|cartela\w*)\b.{0,50}\b(todos|todas|tudo aqui|um monte|demais|suficiente|na mao|de uma vez|overdose|hoje e o dia|juntei|separei|guardei|guardad\w*|guardando|acumul\w*|escondi\w*|precisa para (apagar|morer|nao acordar|acabar|dormir para sempre))\b/,
  /\b(juntei|juntando|junto|guardei|guardando|acumulei|acumulando|escondi|escondendo|separei|separando|estocando|tomei|tomar|tomo|engoli|engolir|engolindo|segurando) (os |uns |varios |umas |muitos |muitas |todos os |todas as |meus |minhas |uma caixa de |uma cartela de |cartelas de |caixas de |um monte de |tudo de )?(remedios?|comprimidos?|calmantes?|pilulas?|antidepresivos?|rivotril|clonazepam|veneno|chumbinho)\b(?! (para (dor|dormir|a dor|a ansiedade|presao|o estomago|gripe)|do medico|na hora|certinho|direitinho)\b)(?!.*\btrancad\w*)/,
  /\b(remedios?|comprimidos?|pilulas?)\b.{0,60}\b(juntando|juntei|guardando|guardei|para tomar tudo)\b|\btomar tudo (junto|de uma vez)\b|\b(tomei|tomar|engoli|engolir) (um monte de|muito|muitos|todos os|todas as|a cartela|cartela inteira|a caixa) (remedio|comprimido|pilula)\w*\b|\boverdose\b|\b(a )?cartela (inteira|toda)\b|\bcaixa inteira de (remedio|comprimido|calmante)/,
  /\b(qu?antos?|qu?antas?) (comprimidos?|remedios?|pilulas?)( \w+)? (para|precisa para|preciso para) (apagar|morer|nao acordar|acabar|dormir para sempre)\b/,
  /\b(dose|quantidade|quantos?|quanto|qual)\b.{0,40}\b(fatal|letal|mata mais|da parada|nao ter volta|overdose|mata rapido)\b|\bmata mais rapido\b|\b(queda|altura|andar)\b.{0,30}\b(nao ter volta|fatal|sobreviver)\b/,
  /\b(morfina|insulina|potasio|paracetamol|amitriptilina|remedio controlado|tarja preta|frascos?)\b.{0,60}\b(para mim|em mim|suficiente|fatal|de uma vez|inteiro|levar uns)\b/,
  /\b(caixas?|frascos?|cartelas?) (de|inteir\w*)\b.{0,40}\b(suficiente|de uma vez|com alcol)\b|\b(alcol|bebida)\b.{0,30}\b(frasco|cartela|caixa) inteir\w*\b/,
  /\bdeixar de tomar (o |a |minha |meu )?(remedio|insulina|medicacao)\w*\b.{0,60}\b(partida|ate o corpo|nao aguentar|natural|morer)\b|\b(doenca|cancer)\b.{0,40}\bnao vou (me )?tratar\b/,
  /\b(comprei|aranjei|arumei|consegui|amarei|amarar|pendurei)( \w+)? (uma |a )?corda\b|\bcorda\b.{0,40}\b(meu peso|pescoco|aguentava|aguenta|guardad\w*|escondid\w*|no armario|pronta)\b|(^ | \| )(comprei uma corda|tenho uma corda) \||\b(estou|to) com uma corda\b|\bcorda no quarto\b|\b(aguenta|aguentava|aguentar) (o )?meu peso\b/,
  /\b(comprei|aranjei|consegui|tenho) (uma |a )?(arma|revolver|pistola)\b(?! (de brinquedo|de agua)\b)|\b(arma|revolver|pistola|espingarda)\b.{0,60}\b(nao paro de pensar|penso (nel[ae]|em usar)|usar em mim|pensar nel[ae]|pensando nel[ae]|sei onde|e para mim|para mim)\b|\b(comprar|comprei) a arma\b/,
  /\b(veneno|chumbinho)\b.{0,40}\b(para mim|tomar|beber|engolir|comprei|tenho|do meu lado|aqui)\b|\b(comprei|tenho|aranjei|consegui|guardei) (um |o )?(veneno|chumbinho)\b/,
  rx(
    "\\b",
    any("pular", "pula", "me jogar", "me atirar", "me lancar", "saltar", "cair", "ir", "vou"),
    "\\b",
    gap(25),
    "\\b",
    any(
      "ponte",
      "predio",
      "janela",
      "sacada",
      "varanda",
      "viaduto",
      "andar",
      "telhado",
      "laje",
      "teraco",
      "penhasco",
      "precipicio",
      "trilhos?",
      "linha do trem",
      "pasarela",
      "frente (de|do|da) (um |uma )?(caro|onibus|caminhao|trem|metro)",
    ),
    "\\b",
  ),
  rx(
    "\\b",
    any(
      "ponte",
      "predio",
      "janela",
      "sacada",
      "varanda",
      "viaduto",
      "andar",
      "telhado",
      "laje",
      "teraco",
      "penhasco",
      "beirada",
      "trilhos?",
      "linha do trem",
      "pasarela",
    ),
    "\\b.{0,60}\\b",
    any(
      "pular",
      "me jogar",
      "me atirar",
      "vontade de cair",
      "acabar com",
      "pensando em cair",
      "deixar cair",
      "so ir",
      "o trem vir",
      "esperando",
      "parada?o?",
      "me chama",
    ),
    "\\b",
  ),
  /\b(me )?jogar( \w+)? (na frente|embaixo) (de|do|da)\b|\bjogar o caro (contra|em|no|na|embaixo)\b|\bentrar na frente d[oa] (onibus|caro|caminhao|trem|careta|metro)\b/,
  /\b(vou|quero|vontade de) me jogar( agora| hoje| daqui| de vez)? \||\b(vou|quero|preciso) pular( agora| hoje| daqui| de vez| ja)? \|/,
  /\b(estou|to) (no|na|numa|em uma|em cima d[ao]|em cima de uma|na beira d[ao]) (teraco|telhado|topo|beirada|parapeito|laje|ponte|viaduto|penhasco|linha do trem|trilhos)\b(?! (consertando|arumando|tomando sol|fotografando|com (os |as )?amig\w*|fazendo|aerea)\b)/,
  /\bentrar no mar\b.{0,40}\b(nao (conseguir )?voltar|afundar|nao sair)\b|\b(nadar|andar|entrar|ir)\b[^|]{0,25}\b(ate nao (dar|aguentar|conseguir) mais|e nao voltar|e nunca mais voltar)\b|\bpedras no bolso\b/,
  /\b(vou|pego|dirigir|ir|sair)\b.{0,60}\bpara nao voltar( mais)? \|/,
  /\bsoltar o volante\b|\b(dirijo|dirigir|dirigindo)\b.{0,40}\b(esperando bater|de proposito)\b|\batravesar\b.{0,20}\bquando (vier|pasar) (a careta|o caminhao|o onibus|o trem|um caro|o caro)\b/,
  /\bmedindo a altura\b/,
  /\b(tomei|engoli) (uns |umas |mais de )?\d+ (comprimidos|remedios|pilulas|capsulas)\b|\btomar tudo (que tem )?na caixinha\b/,
  /\b(bebi|misturei|com)\b.{0,40}\b(vodka|vinho|cachaca|cerveja|alcol|bebida)\b.{0,40}\b(remedios?|comprimidos?|zolpidem|rivotril|apagava de vez)\b|\b(vodka|vinho|alcol)\b.{0,30}\b(olhando para os remedios|zolpidem)\b/,
  /\b(vou|quero) abrir o gas\b|\b(ligar|liguei) o caro na garagem\b/,
  /\b(faca|arma|revolver|remedio\w*|dose)\b.{0,90}\b(usar em mim|pensando em usar|do lado)\b/,
  /\b(faca|lamina|gilete) no pulso\b|\bcortar na vertical\b/,
  /\b(parei|parar|deixei) de tomar (a |o |minha |meu )?(insulina|remedio\w*|medicacao)\b.{0,20}\b(de proposito|se acontecer)\b/,
  /\bnao vou esperar (a doenca|o cancer)\b.{0,30}\b(vou antes|levar)\b/,
  /\bpasagem so de ida\b.{0,60}\b(nao pretendo voltar|nao volto)\b/,
  /\b(paso|fui ate|vou ate|estou) (n|ate )?a linha do trem\b.{0,60}\b(paro e espero|espero|duas vezes|pensando)\b|\bum dia eu nao saio\b/,
  /\batravesei (a avenida|a rua|a pista)\b.{0,20}\b(sem olhar )?de proposito\b/,
  /\b(dirijo|voltei|dirigindo)\b.{0,60}\b(torcendo|esperando) (para|que) (um caminhao|algo|um caro)\b/,
  /\bdeus\b.{0,40}\bme leve num acidente\b/,
  /\bmotor ligado\b.{0,30}\bgaragem\b|\bgaragem\b.{0,30}\bmotor ligado\b|\bgas ligado\b.{0,60}\b(tentar de novo|fechei|janelas fechadas|vedei)\b|\bfechei as janelas\b.{0,60}\bgas ligado\b|\bcarvao\b.{0,40}\b(vedar|fita|porta do quarto|fechad\w*)\b/,
  /\b(pesquisei|pesquisando|procurei|procurando|pesquisar|goglei)\b.{0,50}\b(nao sobreviver|sem doer|sem dor|morer|indolor|nao acordar|fatal|letal)\b|\b(dose (letal|fatal)|como fazer sem (doer|dor))\b/,
  /\bparecer (um )?acidente\b|\bpergunto (por mim|porque estou (planejando|pensando)|por razoes pesoais|para mim)\b|\bpor razoes pesoais\b/,
  /\b(ja )?(escolhi|marquei|decidi|defini) (o dia|a data|a hora|o lugar)\b(?! d[aoe]s?\b)(?! (para|do|da) )/,
  /\b(tenho tudo planejado|ja planejei tudo|tenho um plano|planejei tudo)\b.{0,40}\b(coragem|acabar|sumir|morer|fim|ir embora|partir)\b|\bja (tenho|sei) (como|o jeito|o metodo|o lugar) (vou fazer|fazer|acabar)\b/,
  /\bengolir tudo\b|\bpara quando eu decidir\b/,
  /\b(juntei|guardei|tenho guardado|guardado|separei) (as |os )?(cartelas|caixas|comprimidos|remedios)\b/,
  /\bparapeito\b.{0,40}\b(sentad\w*|pernas para fora|de pe)\b|\b(sentad\w*|de pe)\b.{0,20}\bparapeito\b/,
  /\bnao vou so olhar\b|\bme segurar para nao (ir|pular|me jogar|cair)\b/,
  /\bvedar (a porta|as janelas|a cozinha|o quarto)\b|\bgas\b.{0,30}\baberto\b.{0,40}\bvedar\b/,
  /\b(caro|motor) ligado\b.{0,30}\bgaragem\b|\bgaragem\b.{0,40}\b(caro|motor) ligado\b/,
  /\bate nao ter (mais )?forca para voltar\b/,
  /\b(veneno|chumbinho)\b.{0,80}\bpara tomar\b/,
  /\bplataforma do metro\b.{0,40}\b(esperando|trem)\b/,
  /\b(jeito|forma|maneira|metodo) (menos doloros\w*|mais rapid\w*|mais garantid\w*|indolor|mais facil|mais rapida e garantida) de (morer|se matar|partir|acabar|um corpo|morer dormindo)\b|\bforma mais rapida e garantida\b/,
  /\bmisturad\w* com\b.{0,20}\bmata\b|\b(remedio\w*|veneno|rivotril|comprimido\w*|dose)\b.{0,30}\bmata\b/,
  /\bquanto tempo (uma pesoa |alguem )?(leva|demora) (para|a) (se afogar|perder a consciencia|morer|sangrar|sufocar)\b/,
  /\b(mais perigoso|letal|fatal) em (grande quantidade|dose alta|exceso)\b|\bninguem sobreviver\b|\bveneno\b.{0,20}\bnao aparece\b|\bpasar fome ate o fim\b/,
  /\bcortase o pulso\b/,
  /\bme jogo\b.{0,30}\b(d[oa]|pela) (predio|ponte|janela|viaduto|sacada|varanda|laje)\b/,
  /\b(de pe|fiquei) na beira d[oa] (viaduto|ponte|predio|penhasco|laje)\b/,
  /\bcorda\b.{0,20}\bsegurando\b|\bsegurando a corda\b/,
  /\bse vier um (caro|onibus|caminhao|trem)\b.{0,8}\bveio\b/,
  /\b(seringa|ampola)\b.{0,30}\binsulina\b/,
  /\b(quantos|quantas) (mg|miligramas|comprimidos|gotas)\b.{0,40}\b(perigos\w*|fatal|letal|mata)\b/,
  /\b(doi|machuca|sofre)( muito)? (se|para) (jogar|enforcar|cortar|matar|afogar)\b|\bse jogar de um predio\b/,
  /\b(estou )?indo para o (trilho|ponte|viaduto|predio|penhasco)\b|\bja sei qual (viaduto|ponte|predio)\b/,
  /\bsentada?o? na beirada\b/,
  /\b(caixa|cartela) de calmante aberta\b|\bcomprei (\d+|duas|tres|varias) caixas\b.{0,30}\bgarantir\b/,
  /\btomar (agua sanitaria|soda|veneno|creolina)\b/,
  /\b(medicamento|remedio)\b.{0,40}\bde uma vez\b/,
  /\b(parei|parar|deixei|vou parar) de tomar (a |o |minha |meu )?(insulina|remedio\w*|medicacao)\b.{0,30}\b(deixar acontecer|de proposito|se acontecer)\b/,
];

/** Tried before, and it came back. */
const ATTEMPTED: RegExp[] = [
  /\b(tentativa|tentei (me|tirar|acabar|o suicidio)|tentei( \w+){0,3} com (remedio|comprimido|corda|gilete|faca|veneno)\w*|ja tentei (uma vez|antes|duas vezes)|sobrevivi a (uma|outra) tentativa|tomei (remedio|comprimido)s? demais|quase consegui|me salvaram|internacao|ja pulei)\b.{0,80}\b(de novo|outra vez|em outra|mesma vontade|voltaram|voltou|dese vez|desa vez|devia ter dado certo|nao pedi para ser salva?o?|a vontade (esta|e) (muito )?forte|querendo ir|lugar escuro|fazer direito|a ideia voltou)\b/,
  /\bnao pedi para ser salva?o?\b|\bdevia ter dado certo\b/,
  /\btentei (semana pasada|mes pasado|ontem|ano pasado|anteontem)\b.{0,60}\b(tentar de novo|de novo|outra vez)\b|\bpensando em tentar de novo\b/,
];

const STRONG: RegExp[] = [
  ...NAMED,
  ...KILLING_ONESELF,
  ...WISHING_TO_DIE,
  ...LEAVING_FOR_GOOD,
  ...SPIRITUAL,
  ...HOPELESS,
  ...BURDEN,
  ...ENDING_IT,
  ...GOODBYE,
  ...SELF_HARM,
  ...MEANS,
  ...ATTEMPTED,
];

/** Signs that are ordinary alone and a farewell or a plan together: two of them fire. */
const WEAK: RegExp[] = [
  // Putting affairs in order, giving things away.
  /\bpaguei (todas as|as) contas\b|\bpaguei o aluguel adiantado\b/,
  /\b(ajeitei|organizei|acertei|quitei) (as |minhas |todas as )?(contas|dividas|pendencias)\b|\bcancelei (os |meus )?(cartoes|planos|asinaturas)\b/,
  /\b(cancelei|devolvi|quitei) (a|as|os|minhas|meus|todas|todos|o)\b/,
  /\b(deixei|arumei) (a casa|tudo) (arumada|arumado|organizad\w*|em ordem)\b/,
  /\b(dando|doando|distribuindo|dei|doei|distribui|entreguei|vou entregar|vou dar) (todas as |as |todas |os |o |a )?(minhas |meus |meu |minha )\w+/,
  /\bvou deixar (meu|minha|meus|minhas|tudo)\b.{0,40}\bpara (minha|meu)\b/,
  /\bo (cachoro|gato|gata|cachora) vai (para|ficar com)\b/,
  /\bcuidem (bem )?d\w+\b/,
  /\b(fiz|escrevi|deixei) (meu |o )?testamento\b/,
  /\bsenhas? (do banco|das contas|num papel|anotad\w*)\b/,
  /\btudo aqui na mesa\b/,
  /\brecados escritos\b/,
  /\bcelular desbloqueado\b/,
  /\bresolver (minhas coisas|o resto)\b/,
  /\bdeixei (uma )?carta\b|\b(escrevi|deixei) a carta\b|\bescrevi as cartas\b/,
  /\ba cartela\b/,
  /\bonde eu vou nao preciso\b|\bnao vou (mais )?precisar( mais)?( deles| delas| diso| de nada)? \|/,
  /\btudo pronto para eu ir\b|\bagora e so esperar\b/,
  // Saying goodbye, thanking for everything.
  /\bhoje e o dia\b(?! d)/,
  /\bchegou a minha hora\b/,
  /\bnao vou mais voltar\b/,
  /\bfoi bom (enquanto durou|te conhecer|conhecer voces)\b|\bfoi bom\b.{0,10}\b(tumulo|sangue|adeus|tchau)\b/,
  /\bperdoem\b/,
  /\b(obrigad[oa]|agradecer?|gratidao)\b.{0,30}\b(por tudo|as conversas|a todos)\b/,
  /\bultima pesoa\b/,
  /\badeus\b/,
  /\b(estou|to) me despedindo\b/,
  /\bpor que eu fui\b|\bporque eu fui embora\b/,
  /\b(mae|pai|filh\w*|familia|amor)\b.{0,20}\bdesculp\w*|\bdesculp\w*\b.{0,10}\b(mae|pai|familia)\b/,
  /\bnao merecia (uma filha|um filho|uma mae|um pai)\b/,
  /\bunalive\b/,
  /\ba culpa nao e de ninguem\b/,
  /\bavisa (a )?(minha|meu) \w+\b/,
  /\beu (amava|amei) (ela|ele|voces|todos|muito)\b/,
  /\bsem (elas|eles|ninguem) (saberem|saber|perceber)\b/,
  // The end, worthlessness, no way out.
  /\b(acabou|e o fim) para mim\b|\bnao tem volta\b|\bdepois diso acabou\b/,
  /\bo fim\b/,
  /\b(tumulo|sangue)\b/,
  /\bnao consigo mais \|/,
  /\ba unica coisa que me segura\b/,
  /\bnem iso (esta )?segurando\b/,
  /\bja deu para mim\b|\bvou parar por aqui\b/,
  /\b(misao|karma|carma|proposito)( de alma| aqui)?\b[^|]{0,15}\b(acabou|terminou|cumprid\w*)\b/,
  /\bhora de (ir embora|partir|ir \|)/,
  /\b(do|dese|deste) corpo\b/,
  /\bsou (um ero|dispensavel|um lixo)\b|\bninguem merece conviver comigo\b/,
  /\beu mesma?o? vou corigir\b/,
  /\b(nao tem|nao ha|nao vejo) (mais )?saida\b/,
  /\bso uma\b/,
  /\bvida e um lixo\b|\bnada importa\b/,
  /\bparar de tentar\b/,
  /\b(de )?respirar inclusive\b|\binclusive (de )?respirar\b/,
  /\bcada manha que eu acordo\b/,
  /\bme tirar daqui\b/,
  // Thinking about a method, and a way to it.
  /\bou nao\b/,
  /\bpenso niso (direto|toda hora|todo dia|o tempo todo)\b/,
  /\bandar mais alto\b/,
  /\bsei onde comprar\b/,
  /\bpesquisei como fazer\b/,
  /\bso falta (a )?coragem\b/,
  /\btentei de novo\b/,
  /\bqueria ter conseguido\b/,
  /\bja decidi\b/,
  /\bvoce entende (por que|porque|o porque)\b/,
  /\bfinalmente (estou|to) (em paz|calma?o?)\b|\b(estou|to) muito calma?o? hoje\b/,
  /\bescrevi (o que precisava|um bilhete)\b/,
  /\bobrigad[oa] por (ter me ouvido|me ouvir)\b/,
  /\bcaso eu viaje\b/,
  /\bnao vou viajar\b/,
  /\bracao\b.{0,20}\bmeses\b/,
  /\bmensagem de despedida\b/,
  /\bfingi que era brincadeira\b/,
  /\bdeus perdoa quem se mata\b/,
  /\bprecisando saber logo\b/,
  /\b(ja )?tenho um plano\b/,
  /\bmenti\b/,
  /\b(morer|more) hoje\b/,
  /\bja paguei tudo\b/,
  /\bcuida de quem precisa\b/,
  /\bdesculpa pelo incomodo\b/,
  /\b(e rapido|preciso saber)\b/,
  /\bcaixa inteira\b/,
  /\b(nao me venha com|sem) sermao\b/,
  /\b(nao como|sem comer) (ha|faz) (\d+|uma|duas|tres) (dias|semanas?)\b/,
  /\bpara acharem depois\b/,
  /\b(o )?ultimo paso\b/,
  /\bapaguei (minhas|as|todas as) redes\b/,
  /\bentreguei a chave\b|\bdei baixa\b/,
  /\besperando (a )?coragem\b/,
  /\bde uma vez por todas\b/,
  /\bchegou a hora de parar\b/,
  /\bcogitei ir alem\b/,
  /\btudo parar de vez\b/,
  /\bdespedida\b/,
  /\bkms\b/,
  /\b(segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha) e o dia\b/,
  /\bso esperar (a noite|o dia|a hora)\b/,
  /\bme perdoa (pai|mae)\b/,
  /\bse alguem ler iso\b/,
  /\blapide\b|\bnao estou brincando\b/,
  /\bdesculpem por tudo\b/,
  /\bamo voces\b/,
  /\bme dei (um )?(tapa|soco|muro)\b/,
  /\bfaco iso direto\b/,
  /\bquero ir \|/,
  /\bapaguei (todas as )?fotos\b/,
  /\bultimo dia\b/,
];

/**
 * A crisis told as past and over ("anos atrás pensei em me matar, hoje estou bem"): not answered
 * as one, unless the message also says it came back.
 */
const RESOLVED =
  /\b(hoje|agora|atualmente|gracas a deus)\b.{0,30}\b(estou|me sinto|sou|vivo|amo|tenho)\b.{0,20}\b(bem|melhor|feliz|otima?o?|em paz|curada?o?|outra pesoa|minha vida|valor)\b|\bfaz (\d+|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|alguns) anos que nao (faco|penso)\b|\b(ja pasou|pasou com|superei|sai desa|sai diso|nao penso mais nis\w*|ficou no pasado|ficou para tras|faco terapia|fiz terapia|fiz tratamento|me recuperei|recupera\w*|parei|livre d[ao]|nao tenho mais (episodios|crises|pensamentos)|(me deu|recebi|tive) alta|sobriedade|sobrevivi|me ajudou|como sai dela|capitulo que terminou|faco acompanhamento)\b|\bhoje (eu )?(tenho|ajudo|amo|trabalho com|sou|faco|vejo|dou|olho|vivo bem)\b/;
const PAST =
  /\b(anos atras|em (19|20)\d\d|quando tive|quando eu tinha \d+ anos|fui internad\w*|(eu )?era a pesoa que|machucava|tentava|depois de (\w+ )?anos de|antigas?|(ha|faz) (uns |umas |mais de )?(\d+|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|alguns) anos|ha anos|faz anos|faz muito tempo|muito tempo atras|na adolescencia|quando (eu )?era (adolescente|jovem|crianca|mais nova|mais novo)|no pasado|ja pensei|ja tentei|ja quis|ja tive|antes eu|cortava|pensava|achava)\b/;
const RETURNED = /\b(de novo|outra vez|voltou|voltaram|voltando|as vezes ainda|recentemente|ultimamente|esta semana|hoje de novo)\b/;

/** Words just before a sign that deny it ("nunca pensei em…", "não quero morrer"). */
function negated(text: string, index: number): boolean {
  const before = text.slice(0, index).split(" | ").pop()!.trim().split(" ").slice(-3);
  // "um motivo pra eu não me matar": a purpose, not a denial.
  const purpose = before.includes("para") || before.includes("motivo");
  return (before.at(-1) === "nao" && !purpose) || before.some((w) => w === "nunca" || w === "jamais" || w === "nenhuma" || w === "nenhum");
}

/** Someone else did it ("um amigo meu tentou suicídio"), or the word is the subject of a talk or a theme. */
const OTHER_PERSON = /\b(amig[oa]|irma[o]?|primo|prima|tio|tia|mae|pai|vizinh[oa]|colega|conhecid[oa]|ele|ela|alguem)\b( \w+){0,2} (tentou|cometeu|se matou)\b/;
const THEME = /\b(falaram que|dizem que|disseram que)\b.{0,20}\bsuicidio\b.{0,80}\b(palestra|tema|estudo|saber mais)\b/;
const FIRST_PERSON = /\b(eu|me|mim|minha|meu|meus|minhas|comigo|estou|quero|queria|vou|sinto|penso|pensando)\b/;

/**
 * A sign in a clause about a topic, a story or someone else: a named word ("um livro sobre
 * suicídio") after such a word, any other sign in such a clause without a word of the writer's own.
 */
function topical(text: string, pattern: RegExp, index: number): boolean {
  const bar = text.lastIndexOf(" | ", index);
  const start = bar < 0 ? 0 : bar + 3;
  if (NAMED.includes(pattern)) return TOPIC.test(text.slice(start, index)) || OTHER_PERSON.test(text.slice(start, index)) || THEME.test(text);
  const clause = text.slice(start, text.indexOf(" | ", index));
  return TOPIC.test(clause) && !FIRST_PERSON.test(clause);
}

function signs(text: string, patterns: RegExp[]): number {
  let count = 0;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const index = match.index + match[0].search(/\S/);
    if (!negated(text, index) && !topical(text, pattern, index)) count++;
  }
  return count;
}

/** What the rules read in a message: its text without the idioms, and how many strong and weak signs it shows. */
export function readSigns(message: string): { text: string; strong: number; weak: number; retracted: boolean; resolved: boolean } {
  let text = crisisText(message);
  // An idiom leaves a mark of its own, so its neighbours do not meet as if it had never been there.
  for (const idiom of IDIOMS) text = text.replace(idiom, " _ ");
  return {
    text,
    strong: signs(text, STRONG),
    weak: signs(text, WEAK),
    retracted: RETRACTED.test(text),
    // A crisis told as past and over, with nothing saying it came back.
    resolved: RESOLVED.test(text) && PAST.test(text) && !RETURNED.test(text),
  };
}

/**
 * What the learned half of the net reads (crisis-learn.ts): the words of the idiom-free text, their
 * first five letters (so "cortando", "cortei" and "cortava" meet), each pair of neighbours, and a
 * "N" mark on the two words after a negation.
 */
export function crisisFeatures(text: string): string[] {
  const words = text.split(" ").filter(Boolean);
  const features = new Set<string>();
  let negation = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === "|") {
      negation = 0;
      continue;
    }
    const mark = negation > 0 ? "N" : "";
    features.add(`${mark}w:${word}`);
    features.add(`${mark}s:${word.slice(0, 5)}`);
    const previous = words[i - 1];
    if (previous && previous !== "|") {
      features.add(`b:${previous}_${word}`);
      features.add(`bs:${previous.slice(0, 4)}_${word.slice(0, 4)}`);
    }
    negation = NEGATIONS.has(word) ? 2 : Math.max(0, negation - 1);
  }
  return [...features];
}

const NEGATIONS = new Set(["nao", "nunca", "jamais", "nenhum", "nenhuma"]);

/** The learned half: a bias and a weight per feature (generated into crisis-model.ts). */
export interface CrisisModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
}

/** The learned half's probability that a message is a crisis, from the weights in crisis-model.ts. */
export function crisisScore(text: string, model: CrisisModel = CRISIS_MODEL): number {
  const sum = crisisFeatures(text).reduce((total, feature) => total + (model.weights[feature] ?? 0), model.bias);
  return 1 / (1 + Math.exp(-sum));
}

/**
 * Above this probability the learned half fires on its own. Chosen on sets by authors the model
 * never saw (docs/decisions/052): lower catches more and alarms more.
 */
export const MODEL_THRESHOLD = 0.9;

/**
 * True when the message signals that its writer may be at risk: answer with help, not a reading.
 * The rules fire on a strong sign or two weak ones; the learned half catches wordings no rule names.
 * A retraction or a crisis told as past and over silences both.
 */
export function detectCrisis(message: string): boolean {
  const read = readSigns(message);
  if (read.retracted || read.resolved) return false;
  return read.strong > 0 || read.weak >= 2 || crisisScore(read.text) >= MODEL_THRESHOLD;
}

/** Every pattern, for the test that keeps them in the collapsed spelling. */
export const CRISIS_PATTERNS: readonly RegExp[] = [...IDIOMS, TOPIC, RETRACTED, ...STRONG, ...WEAK, RESOLVED, PAST, RETURNED];

/** The reply to a crisis turn, whatever the provider: warm, short, with where to get help now. */
export const CRISIS_REPLY =
  "Sinto muito que você esteja passando por isso, e fico feliz que tenha me contado. **Você não está só.** Agora, o mais importante é falar com alguém que possa ajudar de verdade: o **CVV** atende 24 horas, de graça, pelo telefone **188** ou pelo site [cvv.org.br](https://cvv.org.br). Em uma emergência, ligue **192** (SAMU) ou vá ao pronto-socorro mais próximo. Se puder, chame alguém de confiança para ficar perto de você agora.\n\nEstou aqui, e podemos continuar conversando.";

/** What begins the next reply after a crisis turn, before the answer itself. */
export const CRISIS_REMINDER =
  "Antes de tudo: se aquela dor voltar, você não precisa passar por ela sozinho(a). O **CVV** atende 24 horas, de graça, pelo **188** ou em [cvv.org.br](https://cvv.org.br); em emergência, **192**.";
