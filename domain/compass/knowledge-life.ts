// The Soul Compass's knowledge about everyday life, read through Human Design: energy and
// tiredness, moods, fears, pressure, money, family, two types side by side, what to do today and
// how to welcome a feeling. Like knowledge.ts, nothing here states a fact about a person: a text is
// keyed by a value (a type, a centre's state, an authority, a line) and the responder
// (domain/compass/responder.ts) shows it only to someone whose chart has that value.
import type { Center } from "../hd/bodygraph.ts";
import type { Authority, HdType } from "../hd/chart.ts";
import type { ProfileLine } from "./knowledge.ts";

/** The five types in a fixed order: the key of a pair is the two types in this order. */
export const TYPE_ORDER: readonly HdType[] = ["generator", "manifesting-generator", "manifestor", "projector", "reflector"];

export interface EnergyKnowledge {
  /** Why this type gets tired, 2 sentences. */
  why: string;
  /** How this type rests and renews, 2 sentences. */
  rest: string;
  /** The same in one plain sentence. */
  simple: string;
  /** Going to sleep, 1 sentence. */
  sleep: string;
  /** Energy at work, 1 sentence. */
  work: string;
  /** How living the strategy saves energy, 1 sentence. */
  strategy: string;
  /** Procrastination read through the type, 2 sentences. */
  procrastination: string;
}

export const ENERGY_KNOWLEDGE: Record<HdType, EnergyKnowledge> = {
  generator: {
    why: "O Gerador tem uma energia sustentável, que se renova quando é usada no que desperta uma resposta verdadeira do Sacral. Quando o cansaço pesa, costuma ser sinal de energia investida no que a mente decidiu, e não no que o corpo respondeu com um sim.",
    rest: "Para o Gerador, o descanso que repara vem depois de usar a energia no que se ama: deitar quando o corpo já gastou o que tinha no dia. Vale observar quais tarefas drenam e quais acendem, e ir trocando umas pelas outras aos poucos.",
    simple: "O Gerador tem energia de sobra para o que ama e se esgota no que faz só por obrigação.",
    sleep:
      "Para o sono, o Gerador se dá melhor indo para a cama quando a energia do dia acabou de verdade: deitar com energia sobrando costuma deixar a mente agitada.",
    work: "No trabalho, o Gerador rende quando a tarefa acende uma resposta: vale pedir a quem lidera perguntas diretas, de sim ou não, sobre o que assumir.",
    strategy: "Responder em vez de iniciar economiza energia: a força do Gerador vai para o que o corpo escolheu, e não para o que a mente empurrou.",
    procrastination:
      "Para o Gerador, adiar muitas vezes é o Sacral dizendo não: a energia não aparece para o que não despertou uma resposta. Vale conferir se a tarefa é mesmo sua ou se pode ser trocada, delegada ou feita de outro jeito.",
  },
  "manifesting-generator": {
    why: "O Gerador Manifestante tem energia sustentável e pressa: faz muitas coisas ao mesmo tempo e pula etapas. O cansaço costuma aparecer quando essa energia se espalha em frentes que não nasceram de uma resposta do Sacral, ou quando é preciso voltar para refazer o que foi pulado.",
    rest: "Para o Gerador Manifestante, ajuda largar sem culpa o que perdeu o sentido e dormir quando a energia do dia realmente acabou. Pausas curtas entre uma frente e outra evitam que a pressa vire esgotamento.",
    simple: "O Gerador Manifestante tem muita energia, mas se cansa quando se espalha no que não o entusiasma.",
    sleep:
      "Para o sono, o Gerador Manifestante precisa gastar a energia do dia antes de deitar: uma atividade física ou algo que ame, feito mais cedo, ajuda o corpo a desligar.",
    work: "No trabalho, o Gerador Manifestante rende com várias frentes e liberdade para achar atalhos, desde que avise a equipe antes de mudar o rumo.",
    strategy: "Responder e avisar antes de agir economiza energia: há menos resistência ao redor e menos etapas para refazer.",
    procrastination:
      "Para o Gerador Manifestante, adiar costuma sinalizar que o interesse acabou ou que a tarefa não nasceu de uma resposta. Dividir em partes curtas e começar pela que mais anima destrava a energia.",
  },
  manifestor: {
    why: "O Manifestador não tem uma energia de trabalho constante: age em ondas de impulso, com momentos de muita força e momentos em que precisa parar. O cansaço aparece quando tenta manter um ritmo contínuo ou quando gasta energia vencendo a resistência de quem não foi informado.",
    rest: "Para o Manifestador, descansar faz parte do ciclo: depois de iniciar algo, recolher-se sem culpa e deixar que outras pessoas deem continuidade. Informar antes de agir também economiza energia, porque diminui a resistência ao redor.",
    simple: "O Manifestador funciona em ondas de impulso e precisa parar entre uma onda e outra.",
    sleep: "Para o sono, o Manifestador se beneficia de deitar-se antes da exaustão e de ter um tempo sozinho para desacelerar depois de um dia de impulsos.",
    work: "No trabalho, o Manifestador rende em ciclos: iniciar com força, passar adiante e descansar, em vez de sustentar uma rotina igual todos os dias.",
    strategy: "Informar antes de agir economiza energia: o Manifestador não precisa gastar força vencendo a resistência de quem foi pego de surpresa.",
    procrastination:
      "Para o Manifestador, adiar pode ser só a espera do impulso certo, porque a energia vem em ondas. Combinar um prazo, avisar as pessoas e agir quando o impulso chegar funciona melhor do que se forçar todos os dias.",
  },
  projector: {
    why: "O Projetor não tem uma energia de trabalho própria e constante: a força que sente muitas vezes vem das pessoas ao redor e é amplificada por um tempo. Por isso, acompanhar o ritmo de quem tem essa energia o tempo todo leva ao esgotamento, e o cansaço não é fraqueza, e sim um aviso do corpo.",
    rest: "Para o Projetor, o descanso vem antes da exaustão: deitar-se antes de ter sono, para soltar a energia absorvida durante o dia, e ter momentos a sós funcionam muito bem. Jornadas mais curtas e focadas rendem mais do que longas horas de esforço.",
    simple: "O Projetor não foi feito para trabalhar sem parar: descansar antes de se esgotar faz parte do seu jeito de funcionar.",
    sleep:
      "Para o sono, o Projetor se beneficia de deitar-se antes de ter sono: ficar na cama, lendo ou descansando, ajuda a soltar a energia que absorveu dos outros durante o dia.",
    work: "No trabalho, o Projetor rende mais em jornadas curtas e focadas, com pausas, do que em longas horas: o valor está na qualidade do que enxerga, e não no tempo de esforço.",
    strategy: "Esperar o convite economiza energia: o Projetor deixa de gastar força tentando ser visto e passa a usá-la onde já é reconhecido.",
    procrastination:
      "Para o Projetor, a energia raramente aparece para o que ninguém reconheceu ou pediu. Tarefas feitas a convite, em blocos curtos e com descanso entre eles, fluem muito mais.",
  },
  reflector: {
    why: "O Refletor não tem uma energia própria constante: sente e amplifica a energia das pessoas e dos lugares onde está. O cansaço muitas vezes é do ambiente, e varia muito de um dia para o outro.",
    rest: "Para o Refletor, tempo a sós para soltar o que absorveu e um ambiente que faça bem são o melhor descanso. Deitar-se antes de ter sono e observar como a energia muda ao longo do mês ajudam a respeitar o próprio ritmo.",
    simple: "O Refletor sente a energia de tudo ao redor, então o lugar e as companhias decidem muito do seu cansaço.",
    sleep:
      "Para o sono, o Refletor se beneficia de deitar-se antes de ter sono e, quando possível, de dormir sozinho de vez em quando, para soltar a energia das pessoas ao redor.",
    work: "No trabalho, o Refletor rende onde o ambiente é saudável: mudar de sala, de equipe ou de rotina pode mudar toda a energia do dia.",
    strategy: "Dar tempo às decisões economiza energia: o Refletor não se compromete com o que, dias depois, descobre que não era para ele.",
    procrastination:
      "Para o Refletor, a vontade de fazer depende muito do ambiente e do dia. Trocar de lugar ou fazer a tarefa perto de pessoas animadas costuma destravar.",
  },
};

/** A centre in daily life: what helps when it is defined and when it is open, 2 sentences each. */
export const CENTER_LIFE: Record<Center, { defined: string; open: string }> = {
  head: {
    defined:
      "Com a Cabeça definida, certas perguntas voltam sempre, e esse é um jeito próprio de se inspirar. Vale anotar as ideias e deixar que a resposta venha com o tempo, sem exigir uma solução imediata.",
    open: "Com a Cabeça aberta, é comum captar as dúvidas e as pressões mentais de quem está por perto e pensar sem parar em perguntas que nem são próprias. Ajuda notar se aquele assunto é mesmo seu e deixar ir o que não é.",
  },
  ajna: {
    defined:
      "Com o Ajna definido, a mente volta sempre aos mesmos caminhos de pensamento e pode girar em torno de uma certeza. Escrever o que se pensa e deixar a decisão para a autoridade interior tira esse peso da cabeça.",
    open: "Com o Ajna aberto, a mente tenta ter certeza de tudo para se sentir segura, e é isso que alimenta o pensar demais. Não é preciso ter opinião pronta sobre cada assunto: mudar de ideia faz parte desse jeito de pensar.",
  },
  throat: {
    defined:
      "Com a Garganta definida, há uma voz consistente e um jeito próprio de se expressar. As palavras têm mais força quando chegam no momento certo, e não para preencher silêncios.",
    open: "Com a Garganta aberta, a vontade de falar para ser notado pode ser grande, e a voz muda conforme as pessoas ao redor. Esperar o momento certo para falar faz a voz ser ouvida sem esforço.",
  },
  g: {
    defined:
      "Com o G definido, existe um eixo interno que não se perde, mesmo quando tudo ao redor parece confuso. Nos dias de dúvida, vale voltar ao que sempre foi verdadeiro para si e ao que faz sentir amor pela própria vida.",
    open: "Com o G aberto, não saber para onde ir é natural e não é defeito, porque a direção chega pelos lugares e pelas pessoas. Quando algo parece fora do lugar, vale mudar de ambiente antes de tentar mudar a si.",
  },
  heart: {
    defined:
      "Com o Coração definido, existe força de vontade para negociar, cobrar o que é justo e cumprir o combinado. O cuidado é não transformar tudo em prova de valor e descansar depois de cada esforço.",
    open: "Com o Coração aberto, é fácil cobrar menos do que se vale, prometer demais e se comparar com quem tem força de vontade constante. Cobrar o preço justo e prometer menos são formas de respeito a si.",
  },
  spleen: {
    defined:
      "Com o Baço definido, os medos costumam ser do momento, surgem diante de algo concreto e passam quando a situação passa. Ouvir o primeiro sinal do corpo, sem esperar explicação, traz segurança.",
    open: "Com o Baço aberto, é comum carregar medos que vieram do ambiente e adiar mudanças por insegurança, mesmo quando algo já não faz bem. Cada medo atravessado com cuidado, um de cada vez, vira sabedoria sobre o que é saudável de verdade.",
  },
  solarPlexus: {
    defined:
      "Com o Plexo Solar definido, o humor sobe e desce num ritmo próprio, muitas vezes sem um motivo externo, e isso não é defeito. Nenhum momento da onda é a verdade final: esperar que ela se acalme antes de falar ou decidir traz clareza.",
    open: "Com o Plexo Solar aberto, o clima emocional de quem está perto entra com força e pode ser confundido com o próprio. Ajuda perceber se o sentimento chegou junto com alguém e passar um tempo a sós para ver o que fica quando a pessoa sai.",
  },
  sacral: {
    defined:
      "Com o Sacral definido, o corpo avisa com clareza o que tem energia para fazer e o que não tem. Dizer não ao que não acende e gastar a energia do dia no que se ama leva a um sono que realmente repara.",
    open: "Com o Sacral aberto, a energia que parece sobrar em certos dias é emprestada de quem está perto e vai embora quando essas pessoas vão. Fazer pausas, parar antes da exaustão e não se comparar a quem tem energia constante protegem o corpo.",
  },
  root: {
    defined:
      "Com a Raiz definida, a vontade de fazer vem em ondas de impulso, alternadas com fases mais calmas. Usar o impulso quando ele aparece, sem se cobrar quando ele baixa, evita o estresse.",
    open: "Com a Raiz aberta, a pressão e a pressa do ambiente são sentidas em dobro, e tudo parece urgente. Antes de correr, vale conferir se aquilo precisa mesmo ser feito agora: terminar uma coisa de cada vez alivia muito.",
  },
};

/** Money and livelihood for each type, 2 sentences. */
export const MONEY_KNOWLEDGE: Record<HdType, string> = {
  generator:
    "Para o Gerador, o dinheiro tende a fluir quando a energia vai para um trabalho que desperta uma resposta verdadeira: o entusiasmo sustenta a dedicação, e a dedicação traz maestria. Trabalhar só pelo salário, no que frustra, costuma drenar a energia e a motivação.",
  "manifesting-generator":
    "Para o Gerador Manifestante, várias fontes de renda e projetos ao mesmo tempo podem funcionar bem, desde que cada frente tenha nascido de uma resposta do Sacral. O risco é se espalhar demais e não concluir o que daria retorno.",
  manifestor:
    "Para o Manifestador, o dinheiro costuma vir de iniciar: abrir um caminho, lançar uma ideia, dar o primeiro passo que os outros seguem. Autonomia e ciclos de trabalho intenso seguidos de pausa tendem a render mais do que uma rotina fixa.",
  projector:
    "Para o Projetor, o dinheiro tende a vir do reconhecimento: ser convidado e bem pago pelo que enxerga e orienta, e não por horas de esforço. Aprofundar-se em um sistema ou num conhecimento que domina aumenta o valor do que oferece.",
  reflector:
    "Para o Refletor, o ambiente pesa muito também nas finanças: lugares e pessoas que fazem bem abrem portas, e os errados drenam. Decisões financeiras grandes merecem o tempo de um ciclo lunar.",
};

/** Family life for each type, 2 sentences. */
export const FAMILY_KNOWLEDGE: Record<HdType, string> = {
  generator:
    "Em família, o Gerador dá muito de si e pode assumir tarefas demais por obrigação. Responder com sinceridade aos pedidos, com um sim ou um não verdadeiro, evita a frustração e deixa a convivência mais leve.",
  "manifesting-generator":
    "Em família, a pressa e as mudanças de rumo do Gerador Manifestante podem pegar os outros de surpresa. Avisar antes o que vai fazer evita atritos e faz cada um se sentir incluído.",
  manifestor:
    "Em família, o Manifestador precisa de espaço e de liberdade para seguir os próprios impulsos, e o controle dos outros costuma despertar raiva. Informar antes de agir, mesmo nas coisas pequenas, traz paz para todos.",
  projector:
    "Em família, o Projetor enxerga com clareza o que cada um precisa, mas conselhos não pedidos raramente são ouvidos. Esperar ser chamado para opinar e reservar tempo para descansar protegem a relação e a própria energia.",
  reflector:
    "Em família, o Refletor sente e reflete o clima da casa como um espelho. Ter um canto próprio e tempo a sós ajuda a perceber o que é seu e o que é dos outros.",
};

export const CHILDREN_KNOWLEDGE =
  "Cada criança tem o próprio mapa, com uma energia e um jeito de decidir que podem ser bem diferentes dos de quem a cria. Conhecer o tipo dela ajuda a educar respeitando quem ela é, e não quem se espera que seja.";

/** "Por que o tipo de alguém não se adivinha": said when a person guesses someone else's type. */
export const TYPE_IS_COMPUTED = "O tipo não se deduz pelo comportamento: ele vem do mapa, calculado com a data, o horário e a cidade de nascimento.";

/** Two types together, 2 sentences, keyed "a+b" in TYPE_ORDER. */
export const TYPE_DYNAMICS: Record<string, string> = {
  "generator+generator":
    "Dois Geradores compartilham uma energia sustentável e a mesma estratégia de responder. A relação flui quando cada um pergunta em vez de impor e o sim ou o não do Sacral de cada um é respeitado, mesmo quando os dois não batem.",
  "generator+manifesting-generator":
    "O Gerador e o Gerador Manifestante têm energia de sobra, mas ritmos diferentes: um prefere ir passo a passo, o outro corre e pula etapas. Informar o que vai fazer e respeitar o tempo do outro evita que a pressa vire atrito.",
  "generator+manifestor":
    "O Manifestador inicia, e o Gerador tem energia para sustentar o que foi iniciado, desde que responda a isso com um sim verdadeiro. A relação pede que o Manifestador informe antes de agir e que o Gerador não assuma tudo por obrigação.",
  "generator+projector":
    "O Projetor enxerga como a energia do Gerador pode ser mais bem usada, e o Gerador tem a força constante que o Projetor não tem. Funciona quando o Projetor espera ser convidado para orientar e o Gerador respeita que o outro precisa de mais descanso.",
  "generator+reflector":
    "O Refletor sente e amplifica a energia do Gerador, o que pode ser muito bom ou muito cansativo. Dar ao Refletor tempo para decidir e espaço a sós, e ao Gerador perguntas para responder, equilibra a convivência.",
  "manifesting-generator+manifesting-generator":
    "Dois Geradores Manifestantes formam uma dupla rápida e cheia de projetos. O cuidado é informar um ao outro as mudanças de rumo e não deixar que a pressa atropele a resposta de cada um.",
  "manifesting-generator+manifestor":
    "Os dois se movem rápido e gostam de autonomia: o Manifestador inicia por impulso, e o Gerador Manifestante responde e acelera. A chave é informar sempre, dos dois lados, para que a liberdade de um não vire surpresa para o outro.",
  "manifesting-generator+projector":
    "O Projetor pode ajudar o Gerador Manifestante a focar a energia no que importa e a não pular etapas essenciais, e o Gerador Manifestante traz movimento à vida do Projetor. Funciona quando a orientação vem por convite e o ritmo acelerado não é imposto a quem precisa de pausas.",
  "manifesting-generator+reflector":
    "O Refletor amplifica a velocidade e as muitas frentes do Gerador Manifestante e pode se sentir sobrecarregado. Pausas, tempo a sós e paciência com as decisões mais lentas do Refletor tornam a relação mais leve.",
  "manifestor+manifestor":
    "Dois Manifestadores são independentes e precisam de espaço. A relação ganha paz quando os dois informam antes de agir e nenhum tenta controlar o caminho do outro.",
  "manifestor+projector":
    "O Manifestador abre caminhos, e o Projetor enxerga como conduzi-los com sabedoria. Funciona quando o Manifestador informa e convida o Projetor a opinar, e o Projetor respeita a necessidade de liberdade do outro.",
  "manifestor+reflector":
    "O Refletor sente com força o impacto da presença do Manifestador. Informar antes de agir e dar ao Refletor tempo para processar as mudanças evitam sustos e decepções.",
  "projector+projector":
    "Dois Projetores se reconhecem e se enxergam com profundidade, o que pode ser muito nutritivo. Como nenhum dos dois tem energia de trabalho constante, o descanso precisa ser prioridade da casa, e os convites entre os dois precisam ser sinceros.",
  "projector+reflector":
    "O Projetor e o Refletor não têm energia de trabalho constante, e os dois são muito sensíveis ao ambiente. Uma rotina com descanso, um lar que faça bem e o reconhecimento mútuo sustentam a relação.",
  "reflector+reflector":
    "Dois Refletores são raros e sentem juntos o ambiente ao redor. Escolher bem os lugares e as companhias e dar tempo às decisões importantes é ainda mais essencial para os dois.",
};

export const typePairKey = (a: HdType, b: HdType) => [a, b].sort((x, y) => TYPE_ORDER.indexOf(x) - TYPE_ORDER.indexOf(y)).join("+");

/** How to be with someone of this type, 1 sentence. */
export const LIVING_WITH_TYPE: Record<HdType, string> = {
  generator: "Com alguém do tipo Gerador, faça perguntas de sim ou não em vez de propor planos prontos, e respeite a resposta que vier, mesmo que seja um não.",
  "manifesting-generator":
    "Com alguém do tipo Gerador Manifestante, combinem que as mudanças de rumo sejam avisadas e façam perguntas diretas: a pressa não é falta de consideração, é o ritmo desse tipo.",
  manifestor:
    "Com alguém do tipo Manifestador, dê espaço e liberdade e peça, com carinho, que avise antes de agir: controlar costuma despertar raiva, e ser informado traz paz aos dois.",
  projector:
    "Com alguém do tipo Projetor, reconheça o que essa pessoa enxerga, convide-a a opinar e respeite a necessidade de descanso, que é maior do que a de quem tem energia de trabalho constante.",
  reflector:
    "Com alguém do tipo Refletor, dê tempo para as decisões importantes e cuide do ambiente que vocês compartilham, porque essa pessoa sente tudo o que está ao redor.",
};

/** A small practice for each type, 1–2 sentences. */
export const TYPE_PRACTICE: Record<HdType, string> = {
  generator:
    "Um bom exercício é passar um dia inteiro só respondendo: em vez de começar coisas pela cabeça, esperar algo aparecer e sentir se o corpo diz sim.",
  "manifesting-generator":
    "Um bom exercício é, antes de cada mudança de rumo, avisar quem será afetado e só então seguir, observando como a resistência ao redor diminui.",
  manifestor:
    "Um bom exercício é listar quem será afetado pelos próximos passos e informar essas pessoas antes de agir, observando como o caminho fica mais leve.",
  projector:
    "Um bom exercício é observar, durante uma semana, quais convites chegaram e onde houve reconhecimento, e dar mais espaço a isso do que ao esforço para ser visto.",
  reflector: "Um bom exercício é acompanhar um ciclo lunar inteiro, anotando como se sente em cada dia e em cada ambiente.",
};

/** Suggestions for the day, by type: the responder offers the next one not yet given. */
export const TODAY_KNOWLEDGE: Record<HdType, readonly string[]> = {
  generator: [
    "Diga sim só ao que acender entusiasmo no corpo e observe o que drena a sua energia.",
    "Antes de começar algo por iniciativa da mente, espere aparecer algo a que responder, como um pedido, uma pergunta ou uma oportunidade.",
    "Reserve tempo para uma atividade que você ama e use a sua energia nela até sentir o cansaço bom.",
  ],
  "manifesting-generator": [
    "Escolha as frentes que realmente entusiasmam e avise as pessoas envolvidas antes de mudar de rumo.",
    "Antes de pular uma etapa, confira se ela não vai fazer falta depois.",
    "Solte uma tarefa que perdeu o sentido, sem culpa.",
  ],
  manifestor: [
    "Antes de começar algo, avise quem será afetado e depois siga com liberdade.",
    "Respeite o seu ciclo, agindo se o impulso vier e descansando se ele não vier.",
    "Se aparecer raiva, observe o que ela mostra, que muitas vezes é alguém que não foi informado.",
  ],
  projector: [
    "Observe onde já existe reconhecimento e convite para o que você faz e coloque ali a sua melhor energia.",
    "Deite-se para descansar antes de ter sono e faça pausas entre as tarefas.",
    "Guarde um conselho até alguém pedir a sua opinião e veja como ele é recebido.",
  ],
  reflector: [
    "Note como você se sente em cada lugar por onde passar e anote o que perceber.",
    "Passe um tempo a sós para soltar o que absorveu das pessoas.",
    "Se surgir uma decisão grande, dê a ela mais tempo e converse sobre ela com alguém de confiança.",
  ],
};

/** Each authority in one plain sentence. */
export const AUTHORITY_SIMPLE: Record<Authority, string> = {
  emotional: "A clareza vem com o tempo: espere a emoção assentar antes de decidir.",
  sacral: "A resposta vem do corpo, na hora: um sim ou um não que aparece antes da mente.",
  splenic: "A intuição fala uma vez, baixinho, no momento: confie no primeiro sinal.",
  "ego-manifested": "A verdade está no que se diz querer de verdade, espontaneamente, sem ensaiar.",
  "ego-projected": "A verdade aparece ao falar com alguém de confiança sobre o que realmente se deseja.",
  "self-projected": "A clareza vem de se ouvir falando: o que soa verdadeiro na própria voz é o caminho.",
  mental: "A clareza vem de conversar em voz alta, num ambiente que faça bem, sem entregar a decisão aos outros.",
  lunar: "A clareza vem com o tempo de um ciclo lunar, cerca de vinte e oito dias.",
};

/** A practice for deciding with each authority, 1–2 sentences. */
export const AUTHORITY_PRACTICE: Record<Authority, string> = {
  emotional:
    "Uma prática: diante de uma escolha, anote como se sente sobre ela em três dias diferentes. Se a resposta se mantém, é clareza; se oscila, ainda é a onda.",
  sacral: "Uma prática: peça a alguém de confiança que faça a pergunta em voz alta, em formato de sim ou não, e repare no som que sai antes de pensar.",
  splenic:
    "Uma prática: nas pequenas escolhas do dia, repare na primeira sensação sutil, de conforto ou de alerta, e siga por ela. Esse treino deixa a intuição mais audível nas escolhas grandes.",
  "ego-manifested": "Uma prática: diga em voz alta o que quer, sem ensaiar, e escute se há vontade de verdade por trás das palavras.",
  "ego-projected": "Uma prática: conte a uma pessoa de confiança o que deseja e repare se a própria voz soa firme ou hesitante.",
  "self-projected": "Uma prática: grave um áudio falando sobre a decisão e escute depois; o que soar mais verdadeiro costuma ser o caminho.",
  mental:
    "Uma prática: converse sobre a decisão com duas ou três pessoas diferentes, em lugares diferentes, e perceba o que se mantém verdadeiro em todas as conversas.",
  lunar: "Uma prática: anote a cada dia, durante um mês, como a decisão soa e releia tudo ao fim do ciclo.",
};

/** Each line of a profile in daily life, 1 sentence. */
export const LINE_PRACTICE: Record<ProfileLine, string> = {
  1: "A linha 1 pede estudo: antes de um passo importante, pesquisar o suficiente traz segurança.",
  2: "A linha 2 pede recolhimento: tempo a sós para que os talentos amadureçam, até que alguém os reconheça e chame.",
  3: "A linha 3 pede experimentação: errar faz parte do caminho, e cada tentativa mostra o que funciona.",
  4: "A linha 4 pede vínculos: as melhores oportunidades chegam pelas pessoas próximas, e não por estranhos.",
  5: "A linha 5 pede cuidado com a reputação: oferecer soluções práticas quando chamada, sem prometer salvar todos.",
  6: "A linha 6 pede paciência: a sabedoria amadurece com os anos de observar a vida antes de se tornar exemplo.",
};

export type Feeling = "sad" | "anxious" | "lonely" | "angry" | "frustrated" | "bitter" | "disappointed" | "lost" | "overwhelmed" | "tired" | "happy";

/** Welcoming a feeling: what to say first (1–2 sentences) and a gentle practice (1–2 sentences). */
export const FEELING_KNOWLEDGE: Record<Feeling, { welcome: string; practice: string }> = {
  sad: {
    welcome: "Sinto muito que a tristeza esteja aí. Ela merece acolhimento, e não pressa para passar.",
    practice:
      "Hoje, faça algo pequeno e gentil por você: uma caminhada curta, um chá, uma conversa com alguém querido. Se a tristeza durar semanas ou pesar demais, conversar com um psicólogo ajuda muito.",
  },
  anxious: {
    welcome: "Sinto muito pela ansiedade. Respire por um instante, devagar: nada precisa ser resolvido agora.",
    practice:
      "Uma prática simples: solte o ar devagar, mais longo do que a inspiração, por alguns minutos, e escolha uma única coisa pequena para fazer agora.",
  },
  lonely: {
    welcome: "Sinto muito que a solidão esteja pesando. Ela dói, e faz todo o sentido querer companhia de verdade.",
    practice:
      "Pense em uma pessoa com quem se sente à vontade e mande uma mensagem simples hoje. Estar com as pessoas certas faz mais diferença do que estar com muitas.",
  },
  angry: {
    welcome: "A raiva é um sentimento legítimo e costuma apontar para algo que precisa mudar.",
    practice:
      "Antes de agir, dê um tempo para a raiva baixar: caminhar, escrever o que sente ou se movimentar ajudam essa energia a circular sem machucar ninguém.",
  },
  frustrated: {
    welcome: "Frustração cansa, e é compreensível sentir isso.",
    practice: "Olhe para o que tem tomado a sua energia e repare no que o corpo diz sobre cada coisa, e não só no que a mente acha que deveria fazer.",
  },
  bitter: {
    welcome: "Dói sentir que o que você faz não é visto nem valorizado.",
    practice:
      "Procure os lugares e as pessoas que já reconhecem o seu valor e dedique a eles a sua melhor energia: o reconhecimento certo vale mais do que o esforço para ser visto.",
  },
  disappointed: {
    welcome: "Decepção com as pessoas machuca, ainda mais quando havia confiança.",
    practice: "Dê tempo para a decepção assentar antes de tirar conclusões sobre as pessoas e observe em que ambientes você se sente mais você.",
  },
  lost: {
    welcome: "Sentir-se sem rumo é desconfortável, mas muitas vezes é o começo de uma nova direção.",
    practice: "Em vez de procurar a resposta inteira, dê hoje o próximo passo pequeno que parecer verdadeiro.",
  },
  overwhelmed: {
    welcome: "Quando tudo se acumula, até o simples parece pesado, e faz sentido se sentir assim.",
    practice: "Escolha uma única coisa para terminar hoje e deixe o resto para depois: o que não é urgente pode esperar.",
  },
  tired: {
    welcome: "Sinto muito que o cansaço esteja pesando.",
    practice: "Hoje, tire algo da lista em vez de acrescentar, e deite-se um pouco mais cedo do que de costume.",
  },
  happy: {
    welcome: "Que alegria ler isso!",
    practice: "Guarde esse momento com carinho: perceber o que faz bem é uma forma de se conhecer.",
  },
};

export type HealthSubject = "medication" | "mental" | "pregnancy" | "sleep" | "diet" | "general";

/** The house rule on health, by subject: a kind opening (may be empty) and where to find care. */
export const HEALTH_KNOWLEDGE: Record<HealthSubject, { opening: string; care: string }> = {
  medication: {
    opening: "Entendo a dúvida.",
    care: "Nunca comece, pare ou mude um remédio por conta própria: essa decisão é do médico que acompanha você.",
  },
  mental: {
    opening: "Sinto muito que você esteja passando por isso.",
    care: "Depressão, pânico e crises de ansiedade pedem o cuidado de um psicólogo ou de um psiquiatra, e buscar essa ajuda é um gesto de coragem.",
  },
  pregnancy: { opening: "Que momento importante.", care: "Na gravidez, o acompanhamento médico do pré-natal é o cuidado mais importante." },
  sleep: { opening: "Noites mal dormidas pesam muito.", care: "Um médico pode investigar as causas e indicar o cuidado certo para o seu sono." },
  diet: { opening: "", care: "Para a alimentação, um nutricionista ou outro profissional de saúde pode montar um plano que respeite o seu corpo." },
  general: {
    opening: "Sinto muito pelo desconforto.",
    care: "Sintomas, dores e tratamentos pedem a avaliação de um médico ou de outro profissional de saúde.",
  },
};

/** Each type's aura and how common it is, 2 sentences. */
export const TYPE_AURA: Record<HdType, string> = {
  generator:
    "A aura do Gerador é aberta e acolhedora: envolve as pessoas e atrai para perto aquilo a que ele vai responder. Geradores, somados aos Geradores Manifestantes, são cerca de dois terços da humanidade.",
  "manifesting-generator":
    "A aura do Gerador Manifestante é aberta e envolvente como a do Gerador, com um impulso extra para a ação. É um dos tipos mais comuns, cerca de um terço das pessoas.",
  manifestor:
    "A aura do Manifestador é fechada e marcante: causa impacto mesmo em silêncio, e por isso informar ajuda tanto. É um tipo raro, perto de uma em cada dez pessoas.",
  projector:
    "A aura do Projetor é focada e penetrante: enxerga o outro a fundo, e por isso é tão importante ser convidado antes de orientar. Cerca de uma em cada cinco pessoas é Projetor.",
  reflector:
    "A aura do Refletor é de amostragem: prova a energia de cada pessoa e de cada lugar e a devolve como um espelho. É o tipo mais raro, cerca de uma pessoa em cada cem.",
};

/** Starting a business, by type, 1 sentence. */
export const ENTREPRENEUR_KNOWLEDGE: Record<HdType, string> = {
  generator:
    "Para empreender, o Gerador se dá bem respondendo a uma demanda real que acende o entusiasmo, em vez de criar do nada um negócio que a mente planejou.",
  "manifesting-generator":
    "Para empreender, o Gerador Manifestante tem energia e velocidade para vários projetos; o cuidado é testar cada ideia pela resposta do Sacral e não largar antes da hora as que dão retorno.",
  manifestor:
    "Empreender combina com o Manifestador, porque iniciar é o seu dom: funciona melhor com sócios ou equipe que deem continuidade e com o hábito de informar os passos.",
  projector:
    "Para empreender, o Projetor brilha orientando, desenhando processos e enxergando pessoas, e costuma prosperar com sócios que tragam energia de execução e com clientes que o convidem.",
  reflector:
    "Para empreender, o Refletor precisa do ambiente e da comunidade certos e de tempo para decidir os grandes passos; negócios ligados a pessoas e lugares tendem a combinar.",
};

/** Each line of a profile in love, 1 sentence. */
export const LINE_LOVE: Record<ProfileLine, string> = {
  1: "Nos relacionamentos, a linha 1 precisa de segurança e de conhecer bem o outro antes de se abrir.",
  2: "Nos relacionamentos, a linha 2 precisa de espaço a sós e de alguém que respeite o seu recolhimento.",
  3: "Nos relacionamentos, a linha 3 vive vínculos que se fazem e se desfazem até encontrar o que funciona, e os términos também ensinam: não são fracasso.",
  4: "Nos relacionamentos, a linha 4 costuma encontrar o amor na própria rede de amigos, e a amizade é a base do vínculo.",
  5: "Nos relacionamentos, a linha 5 atrai projeções: o outro pode esperar que ela salve ou resolva tudo, e conversas claras sobre expectativas protegem a relação.",
  6: "Nos relacionamentos, a linha 6 busca uma alma afim e pode observar muito antes de se entregar, com expectativas altas sobre o vínculo.",
};

/** The Solar Plexus in love and a practice for moods, by its state, 1–2 sentences each. */
export const MOOD_KNOWLEDGE: Record<"defined" | "open", { love: string; practice: string }> = {
  defined: {
    love: "Nos relacionamentos, com o Plexo Solar definido, ajuda avisar quando se está numa onda baixa, para que o outro não leve para o lado pessoal, e deixar as conversas difíceis para quando a onda acalmar.",
    practice:
      "Uma prática: acompanhar o humor por duas semanas, anotando como se acorda e como se termina o dia. Conhecer o desenho da própria onda traz paz com ela.",
  },
  open: {
    love: "Nos relacionamentos, com o Plexo Solar aberto, é fácil assumir a emoção do outro como se fosse própria. Um tempo sozinho depois de uma discussão ajuda a separar o que é seu.",
    practice:
      "Uma prática: depois de estar com muita gente, passar alguns minutos a sós e observar que emoção fica. O que passa rápido provavelmente não era seu.",
  },
};

/** Short general texts the responder joins to a chart fact. */
export const LIFE_NOTES = {
  tears: "Chorar é uma forma de a emoção circular e se acalmar, e não um sinal de fraqueza.",
  mistakes: "O medo de errar diminui quando o erro deixa de ser visto como fracasso e passa a ser informação sobre o caminho.",
  priorities: "Escrever tudo o que está na cabeça e escolher só três prioridades para o dia alivia muito, e o resto pode esperar.",
  night: "À noite, escrever os pensamentos num caderno antes de deitar ajuda a mente a soltar o que ficou girando.",
  distance: "A saudade mostra o tamanho do vínculo. Chamadas combinadas, áudios e pequenos rituais à distância mantêm a presença viva.",
  conflict: "Em brigas de família, esperar a poeira baixar antes de conversar e falar do que se sente, e não do que o outro fez, costuma abrir caminho.",
  insecurity: "A insegurança costuma diminuir quando se para de buscar fora a confirmação do próprio valor e se volta ao que o corpo já sabe.",
} as const;
