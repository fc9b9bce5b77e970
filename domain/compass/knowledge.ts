// The Soul Compass's Portuguese knowledge base: what each Human Design value means, in general
// terms. The builtin responder (domain/compass/responder.ts) joins these texts to the person's own
// chart facts; nothing here states a fact about a person ("seu tipo é …" is the responder's job),
// so a text can be shown to anyone whose chart has that value.
import type { Center } from "../hd/bodygraph.ts";
import type { Authority, Definition, HdType } from "../hd/chart.ts";
import type { CrossAngle } from "../hd/cross.ts";

export interface TypeKnowledge {
  /** Who this type is, 2–3 sentences. */
  essence: string;
  /** How the strategy works in daily life, 2–3 sentences. */
  strategy: string;
  /** What the signature feels like when living correctly, 1–2 sentences. */
  signature: string;
  /** What the not-self theme signals and what to do about it, 1–2 sentences. */
  notSelf: string;
  /** Relationships for this type, 2–3 sentences. */
  relationships: string;
  /** Work and vocation for this type, 2–3 sentences. */
  work: string;
}

export interface AuthorityKnowledge {
  /** What this inner authority is, 1–2 sentences. */
  essence: string;
  /** How to make decisions with it, concretely, 2–3 sentences. */
  howToDecide: string;
}

export type ProfileLine = 1 | 2 | 3 | 4 | 5 | 6;

export interface LineKnowledge {
  /** Portuguese name of the line, e.g. "Investigador". */
  name: string;
  /** What the line brings, 1–2 sentences. */
  theme: string;
}

export interface CenterKnowledge {
  /** What the center governs, 1 sentence. */
  theme: string;
  /** When defined: consistent energy, 1–2 sentences. */
  defined: string;
  /** When open/undefined: where one amplifies others, its wisdom and its trap, 1–2 sentences. */
  open: string;
}

export interface GateKnowledge {
  /** Portuguese name of the gate, e.g. "Poder". */
  name: string;
  /** Its gift in one sentence. */
  keynote: string;
}

export const TYPE_KNOWLEDGE: Record<HdType, TypeKnowledge> = {
  generator: {
    essence:
      "O Gerador é a força vital do mundo: carrega uma energia sustentável para o trabalho e para a vida, que se renova quando é usada naquilo que ama. Sua sabedoria não nasce da mente, e sim da resposta do corpo ao que a vida apresenta.",
    strategy:
      "A estratégia é responder: em vez de iniciar a partir da mente, o Gerador espera que algo apareça — uma pergunta, uma situação, um pedido — e percebe a resposta do Sacral. Quando você vive a sua estratégia, a energia vai para o que realmente entusiasma, e não para o que a mente acha que deveria fazer.",
    signature: "A assinatura é a satisfação: chegar ao fim do dia com o cansaço bom de quem se dedicou ao que ama e sentir que a energia foi bem usada.",
    notSelf:
      "A frustração sinaliza que a energia foi investida em algo que não veio de uma resposta verdadeira. Ela não é um defeito, e sim um convite para parar, observar e voltar a responder.",
    relationships:
      "Nos relacionamentos, o Gerador floresce quando entra nas relações por resposta, e não por pressão ou por iniciativa da mente. Perguntas simples, de sim ou não, ajudam a resposta do Sacral a aparecer, e a convivência melhora quando cada um respeita o próprio ritmo.",
    work: "O trabalho é um tema central: o Gerador tem energia para se dedicar e dominar um ofício, desde que a tarefa desperte uma resposta de entusiasmo. Quando fica preso a atividades que não satisfazem, a frustração cresce; quando segue o que o acende, chega à maestria passo a passo.",
  },
  "manifesting-generator": {
    essence:
      "O Gerador Manifestante é um tipo de Gerador com um dom para a velocidade e a multiplicidade: tem energia sustentável e um caminho rápido da resposta até a ação. Costuma cuidar de várias coisas ao mesmo tempo, pular etapas e descobrir atalhos eficientes.",
    strategy:
      "A estratégia é responder e, depois, informar: primeiro esperar a resposta do Sacral àquilo que a vida apresenta e, antes de agir, avisar as pessoas que serão afetadas. Informar suaviza a resistência dos outros e evita que a rapidez seja vista como atropelo.",
    signature: "A assinatura é a satisfação, que surge quando a energia flui com liberdade entre os interesses que despertam uma resposta verdadeira.",
    notSelf:
      "A frustração, às vezes acompanhada de impaciência, aparece quando se age por iniciativa da mente ou se pula a etapa de informar. Ela pede uma pausa para voltar à resposta e comunicar antes de seguir.",
    relationships:
      "Nos relacionamentos, o ritmo acelerado pode assustar quem está por perto, por isso informar as decisões faz toda a diferença. Parcerias que respeitam a necessidade de liberdade e as mudanças de rumo tendem a ser mais leves.",
    work: "No trabalho, brilha em ambientes dinâmicos, com várias frentes ao mesmo tempo e espaço para encontrar o próprio jeito de fazer. O dom está em responder ao que entusiasma e deixar ir, com consciência, o que deixou de fazer sentido.",
  },
  manifestor: {
    essence:
      "O Manifestador é o iniciador: tem a capacidade de agir por conta própria, dar o primeiro passo e colocar coisas novas em movimento. Sua presença é forte e reservada, e causa impacto mesmo quando nada é dito.",
    strategy:
      "A estratégia é informar: antes de agir, avisar as pessoas que serão afetadas pelo que vai fazer. Não se trata de pedir permissão, e sim de abrir caminho, o que diminui a resistência e traz mais paz ao movimento.",
    signature: "A assinatura é a paz: a tranquilidade de agir com liberdade, sem controle nem resistência ao redor.",
    notSelf:
      "A raiva sinaliza que houve resistência ou controle, muitas vezes porque as pessoas não foram informadas. Em vez de reprimi-la, vale reconhecê-la e voltar a informar antes de agir.",
    relationships:
      "Nos relacionamentos, o Manifestador precisa de liberdade e de espaço para seguir os próprios impulsos, e o hábito de informar transforma a convivência. Quem está por perto se sente incluído, e o caminho fica com menos barreiras e mais paz.",
    work: "No trabalho, destaca-se ao iniciar projetos, abrir caminhos e impulsionar mudanças, deixando que outras pessoas deem continuidade. Funciona melhor com autonomia e em ciclos de energia, alternando momentos intensos e momentos de descanso.",
  },
  projector: {
    essence:
      "O Projetor é o guia: tem o dom de enxergar profundamente as pessoas e os sistemas, percebendo como a energia pode ser mais bem usada. Não veio para trabalhar sem parar, e sim para orientar com sabedoria e foco.",
    strategy:
      "A estratégia é esperar o convite, principalmente para as grandes decisões da vida, como relacionamentos, trabalho e mudanças de casa. Quando você vive a sua estratégia, o reconhecimento vem antes e faz com que a sua orientação seja ouvida e valorizada.",
    signature: "A assinatura é o sucesso: a sensação de ser reconhecido pelo que se é e de ver a própria orientação fazer diferença.",
    notSelf:
      "A amargura sinaliza que houve esforço demais para ser visto ou que se aceitou um lugar sem reconhecimento. Ela convida a descansar, cuidar da própria energia e esperar os convites certos.",
    relationships:
      "Nos relacionamentos, o Projetor precisa ser reconhecido e convidado, e floresce ao lado de quem valoriza a sua percepção. Cuidar do próprio descanso e escolher bem a quem dedicar atenção evita desgaste e amargura.",
    work: "No trabalho, brilha como orientador, consultor, gestor ou especialista em entender pessoas e processos. Rende melhor com jornadas que respeitem a sua energia e com convites que reconheçam o seu talento.",
  },
  reflector: {
    essence:
      "O Refletor é raro e sensível: como um espelho, reflete o estado do ambiente e das pessoas ao redor. Cada dia pode ser diferente, e essa abertura é a sua sabedoria, não uma falha.",
    strategy:
      "A estratégia é esperar um ciclo lunar, cerca de vinte e oito dias, antes das grandes decisões. Ao longo do ciclo, conversar com pessoas de confiança e observar como a questão soa em dias diferentes traz a clareza que não vem de imediato.",
    signature: "A assinatura é a surpresa: o encantamento diante do que a vida e as pessoas revelam a cada dia.",
    notSelf:
      "A decepção sinaliza que o ambiente ou as pessoas ao redor não estão em sintonia, ou que uma decisão foi apressada. Ela convida a rever os lugares e as companhias e a dar mais tempo às escolhas.",
    relationships:
      "Nos relacionamentos, o Refletor absorve e reflete quem está por perto, por isso escolher bem as companhias é essencial. Tempo a sós ajuda a soltar o que não é seu e a voltar para si.",
    work: "No trabalho, pode ser um ótimo termômetro do ambiente, percebendo se uma equipe ou comunidade está em equilíbrio. O lugar certo é decisivo: onde se sente bem, tudo flui.",
  },
};

export const AUTHORITY_KNOWLEDGE: Record<Authority, AuthorityKnowledge> = {
  emotional: {
    essence:
      "A autoridade Emocional vem de uma onda de sentimentos que sobe e desce com o tempo. Não existe verdade no agora: a clareza aparece depois que a onda se acalma.",
    howToDecide:
      "Diante de uma decisão, dê tempo ao tempo: durma com a questão e observe como ela soa nos momentos de entusiasmo e nos de desânimo. Quando a sensação se mantém estável em estados diferentes, chega a clareza. Evite decidir no auge da euforia ou da tristeza.",
  },
  sacral: {
    essence: "A autoridade Sacral é a resposta imediata do corpo, um sim ou um não que vem das entranhas antes que a mente interfira.",
    howToDecide:
      "Peça que as pessoas façam perguntas de sim ou não e escute os sons espontâneos que surgem, como um “ahã” de sim ou um “hum-hum” de não. Essa resposta acontece no agora e não precisa de justificativa. Se a mente começar a argumentar, volte ao que o corpo respondeu primeiro.",
  },
  splenic: {
    essence:
      "A autoridade Esplênica é uma intuição instantânea e silenciosa, ligada ao instinto de bem-estar e de segurança. Ela fala uma só vez, no momento presente.",
    howToDecide:
      "Preste atenção ao primeiro sinal sutil: a sensação de que algo está certo ou de que é melhor não seguir. Esse aviso não se repete e não costuma vir com explicações, por isso confie nele no momento em que aparece. Com o tempo, ouvir esse instinto traz leveza e proteção.",
  },
  "ego-manifested": {
    essence: "A autoridade do Ego Manifestada vem da força de vontade: a verdade aparece naquilo que se diz, espontaneamente, sobre o que realmente se quer.",
    howToDecide:
      "Pergunte a si o que realmente quer e o que ganha com isso, e escute a resposta que sai da sua boca, sem ensaiar. Se houver vontade verdadeira, há energia para cumprir; se não houver, é melhor não se comprometer. Depois, informe as pessoas envolvidas antes de agir.",
  },
  "ego-projected": {
    essence: "A autoridade do Ego Projetada vem da vontade do coração, que se revela quando se fala com pessoas de confiança sobre o que se deseja.",
    howToDecide:
      "Quando surgir um convite ou uma oportunidade, converse com alguém de confiança e escute o que você mesmo diz sobre o que quer. A pergunta central é se existe desejo real e energia para sustentar o compromisso. Se a vontade não estiver presente, é legítimo dizer não.",
  },
  "self-projected": {
    essence: "A autoridade Autoprojetada vem da própria identidade: a verdade aparece no som da própria voz quando se fala livremente sobre uma decisão.",
    howToDecide:
      "Antes de decidir, converse com pessoas de confiança, não para pedir conselhos, e sim para se ouvir. Preste atenção no que você diz e no tom da sua voz: o que soa verdadeiro e alinhado com quem você é e com a direção da sua vida é o caminho. Decisões que fazem você se sentir mais você mesmo costumam ser as certas.",
  },
  mental: {
    essence: "Na autoridade Mental/Ambiental não há uma autoridade interior no corpo: a clareza vem de ouvir a si mesmo em voz alta, no ambiente certo.",
    howToDecide:
      "Converse com pessoas de confiança diferentes, usando-as como caixa de ressonância, sem entregar a elas a decisão. Observe também o lugar: o ambiente certo traz clareza, e o errado confunde. Dê tempo à decisão e perceba o que se mantém verdadeiro ao longo das conversas.",
  },
  lunar: {
    essence: "A autoridade Lunar acompanha o movimento da Lua: a clareza se forma ao longo de um ciclo de cerca de vinte e oito dias, e não num instante.",
    howToDecide:
      "Para decisões importantes, dê a si um ciclo lunar completo, conversando sobre a questão com pessoas diferentes e observando como ela soa a cada dia. Anotar as impressões ajuda a perceber o que se mantém. Quando a decisão continua fazendo sentido ao fim do ciclo, ela está madura.",
  },
};

export const LINE_KNOWLEDGE: Record<ProfileLine, LineKnowledge> = {
  1: {
    name: "Investigador",
    theme:
      "Traz a necessidade de uma base sólida: pesquisar, estudar e entender a fundo antes de se sentir seguro. O conhecimento bem fundamentado é o seu alicerce.",
  },
  2: {
    name: "Eremita",
    theme:
      "Traz talentos naturais que florescem no recolhimento e que os outros enxergam antes da própria pessoa. Precisa de tempo a sós e responde ao chamado de quem reconhece esses dons.",
  },
  3: {
    name: "Mártir",
    theme: "Traz o aprendizado por tentativa e erro: descobrir na prática o que funciona e o que não funciona. Cada tropeço vira sabedoria e resiliência.",
  },
  4: {
    name: "Oportunista",
    theme:
      "Traz o dom das relações: as oportunidades chegam pela rede de amigos e conhecidos. Vínculos estáveis e de confiança são a base para compartilhar o que sabe.",
  },
  5: {
    name: "Herege",
    theme:
      "Traz a capacidade de oferecer soluções práticas e universais, e atrai as projeções e expectativas dos outros. Cuidar da própria reputação e entregar soluções reais faz essa projeção trabalhar a favor.",
  },
  6: {
    name: "Modelo",
    theme:
      "Traz uma vida em três fases: a experimentação da juventude, um período de observação a partir dos trinta anos e, por volta dos cinquenta, o amadurecimento como exemplo vivo de autenticidade. A sua sabedoria vem de ter vivido e observado.",
  },
};

export const PROFILE_KNOWLEDGE: Record<string, string> = {
  "1/3":
    "O Investigador busca uma base sólida de conhecimento, e o Mártir a testa na prática, aprendendo com cada erro. Juntos formam alguém que estuda a fundo e só confia no que experimentou por si.",
  "1/4":
    "O Investigador constrói um alicerce de conhecimento, e o Oportunista o compartilha com a sua rede de relações. A segurança vem de saber bem e de ter vínculos de confiança para transmitir esse saber.",
  "2/4":
    "O Eremita guarda talentos naturais que florescem no recolhimento, e o Oportunista leva esses dons para a rede de amigos. A vida alterna tempo a sós e encontros, e as oportunidades chegam pelas pessoas próximas.",
  "2/5":
    "O Eremita tem dons naturais que muitas vezes não percebe, e o Herege atrai as projeções de quem espera dele soluções. O equilíbrio está em proteger o recolhimento e responder aos chamados certos.",
  "3/5":
    "O Mártir aprende por tentativa e erro, e o Herege transforma essas descobertas em soluções práticas para os outros. A resiliência de quem já errou e recomeçou dá credibilidade ao que oferece.",
  "3/6":
    "O Mártir traz a experimentação intensa, e o Modelo transforma a experiência vivida em sabedoria e exemplo. Com o tempo, os tropeços da juventude viram uma visão madura e autêntica da vida.",
  "4/6":
    "O Oportunista vive por meio das relações, e o Modelo observa a vida até se tornar um exemplo de autenticidade. A rede de vínculos é o palco onde essa sabedoria amadurece e é compartilhada.",
  "4/1":
    "O Oportunista se expressa pelos vínculos, e o Investigador dá a esse caminho uma base sólida e estável. É um perfil de trajetória firme, que se mantém fiel às próprias convicções.",
  "5/1":
    "O Herege oferece soluções práticas e universais, e o Investigador as sustenta com estudo e fundamento. A confiança dos outros cresce quando as soluções são bem embasadas.",
  "5/2":
    "O Herege atrai projeções e pedidos de ajuda, e o Eremita precisa de recolhimento para cultivar os seus dons. O equilíbrio está em escolher quando aparecer e quando se retirar.",
  "6/2":
    "O Modelo caminha para se tornar exemplo vivo de autenticidade, e o Eremita traz talentos naturais que os outros reconhecem. O tempo a sós e a observação tornam essa sabedoria mais profunda.",
  "6/3":
    "O Modelo busca viver de forma autêntica e exemplar, e o Mártir aprende experimentando, com tentativas e recomeços. A vida é um laboratório que, com os anos, se transforma em sabedoria.",
};

export const CENTER_KNOWLEDGE: Record<Center, CenterKnowledge> = {
  head: {
    theme: "A Cabeça é o centro da inspiração e da pressão para encontrar respostas e entender a vida.",
    defined:
      "Com a Cabeça definida, há um jeito consistente de se inspirar e de refletir sobre certas questões. Essa pressão constante pode estimular os outros, desde que não vire obrigação de resolver tudo.",
    open: "Com a Cabeça aberta, a inspiração dos outros é absorvida e amplificada, o que traz a sabedoria de discernir quais perguntas realmente importam. A armadilha é tentar responder questões que não são suas.",
  },
  ajna: {
    theme: "O Ajna é o centro da conceituação: processa, compara e organiza ideias, opiniões e certezas.",
    defined:
      "Com o Ajna definido, há um modo fixo e confiável de processar informações e formar opiniões. O cuidado é lembrar que a mente é ótima para orientar os outros, mas não para decidir pela própria vida.",
    open: "Com o Ajna aberto, a mente é flexível e capaz de enxergar muitos pontos de vista, o que é uma forma de sabedoria. A armadilha é fingir certezas para parecer seguro.",
  },
  throat: {
    theme: "A Garganta é o centro da comunicação e da manifestação: é por ela que a energia se torna palavra e ação.",
    defined:
      "Com a Garganta definida, há uma forma consistente de se expressar e uma voz reconhecível. A fala ganha força quando acompanha o momento certo, em vez de preencher silêncios.",
    open: "Com a Garganta aberta, a expressão varia conforme as pessoas e o ambiente, e há sabedoria em perceber quem fala com verdade. A armadilha é falar para chamar atenção; no tempo certo, a voz é ouvida sem esforço.",
  },
  g: {
    theme: "O centro G (Identidade) guarda o senso de quem se é, o amor e a direção da vida.",
    defined:
      "Com o G definido, há um senso estável de identidade e de direção, que permanece mesmo quando as circunstâncias mudam. Esse eixo interno ajuda a seguir o próprio caminho com confiança.",
    open: "Com o G aberto, a identidade é fluida e se adapta aos lugares e às pessoas, trazendo a sabedoria de sentir quem está no caminho certo. A armadilha é buscar fora de si o amor e a direção; estar nos lugares certos faz toda a diferença.",
  },
  heart: {
    theme: "O Coração (Ego) é o centro da força de vontade, do valor próprio e dos compromissos.",
    defined:
      "Com o Coração definido, há uma força de vontade consistente para cumprir promessas e sustentar o que se deseja. Faz bem alternar o esforço com descanso e só se comprometer com o que se quer de verdade.",
    open: "Com o Coração aberto, não há nada a provar, e a sabedoria está em reconhecer o verdadeiro valor das coisas e das pessoas. A armadilha é tentar provar o próprio valor com promessas difíceis de cumprir.",
  },
  spleen: {
    theme: "O Baço é o centro da intuição, do instinto e da sensação de bem-estar no momento presente.",
    defined:
      "Com o Baço definido, há uma sensação constante de bem-estar e uma intuição que fala no agora, de forma sutil. Confiar nesse instinto traz leveza e segurança.",
    open: "Com o Baço aberto, percebe-se com facilidade o bem-estar e os medos dos outros, o que traz uma sensibilidade preciosa. A armadilha é se apegar a pessoas e situações que não fazem bem só por medo de soltar.",
  },
  solarPlexus: {
    theme: "O Plexo Solar é o centro das emoções, dos sentimentos e da sensibilidade, e funciona como uma onda.",
    defined:
      "Com o Plexo Solar definido, as emoções vêm em ondas próprias, com altos e baixos naturais. Dar tempo para a onda passar antes de decidir traz clareza e profundidade.",
    open: "Com o Plexo Solar aberto, as emoções dos outros são sentidas e amplificadas, o que traz uma empatia profunda. A armadilha é evitar conflitos e verdades só para fugir do desconforto emocional.",
  },
  sacral: {
    theme: "O Sacral é o centro da força vital, da energia de trabalho e da capacidade de responder à vida.",
    defined:
      "Com o Sacral definido, há uma energia sustentável e renovável, que se acende diante do que entusiasma. Usá-la naquilo que se ama leva a um cansaço bom e a um descanso reparador.",
    open: "Com o Sacral aberto, a energia dos outros é amplificada, e há sabedoria em perceber quando é suficiente. A armadilha é não saber a hora de parar; descansar antes da exaustão é um gesto de respeito a si.",
  },
  root: {
    theme: "A Raiz é o centro da pressão, do impulso e da adrenalina que colocam a vida em movimento.",
    defined:
      "Com a Raiz definida, há um modo consistente de lidar com a pressão, que vem em pulsos próprios. Essa energia sustenta o ritmo quando usada com consciência.",
    open: "Com a Raiz aberta, a pressão ao redor é sentida e amplificada, e há sabedoria em distinguir o que é realmente urgente. A armadilha é correr para se livrar da pressão; nem tudo precisa ser feito agora.",
  },
};

export const CHANNEL_KNOWLEDGE: Record<string, string> = {
  "1-8": "Dá o dom de expressar a própria individualidade de forma criativa, servindo de exemplo que inspira os outros a serem autênticos.",
  "2-14": "Une direção e energia: a força de seguir o próprio rumo e de colocar recursos a serviço de novos caminhos.",
  "3-60": "Traz a energia da mutação, que aceita os limites e, em pulsos, faz nascer o novo no momento certo.",
  "4-63": "Uma mente lógica que questiona, duvida e busca fórmulas confiáveis, com o dom de oferecer respostas voltadas para o futuro.",
  "5-15": "Dá um ritmo natural e magnético, que se sintoniza com o fluxo da vida e acolhe os diferentes ritmos ao redor.",
  "6-59": "O dom da intimidade: a energia de criar vínculos próximos e de derrubar as barreiras entre as pessoas.",
  "7-31": "A liderança que guia o coletivo rumo ao futuro, com uma voz que é ouvida quando há reconhecimento e convite.",
  "9-52": "A força da concentração: ficar quieto e focado em um ponto pelo tempo necessário para levar algo adiante.",
  "10-20": "Um despertar para ser quem se é no agora, expressando com autenticidade o próprio comportamento e as próprias convicções.",
  "10-34": "A força de seguir as próprias convicções e explorar o caminho com independência, dedicando-se ao que tem sentido.",
  "10-57": "A intuição que guia o comportamento, aperfeiçoando a forma de viver e de se proteger no momento presente.",
  "11-56": "A curiosidade de quem busca, que transforma ideias e experiências em histórias que estimulam e ensinam.",
  "12-22": "Uma expressão emocional sociável e cheia de graça, que toca os outros quando o humor e o momento estão certos.",
  "13-33": "O dom de ouvir, guardar e, depois de um recolhimento, contar as experiências com a sabedoria que elas trazem.",
  "16-48": "A profundidade que se torna talento pela prática: entusiasmo e repetição transformam conhecimento em maestria.",
  "17-62": "Organiza ideias em opiniões lógicas e detalhadas, com o dom de explicar padrões de um jeito que os outros compreendem e aceitam.",
  "18-58": "A vitalidade de corrigir e aprimorar padrões, com um olhar crítico que busca melhorar a vida de todos.",
  "19-49": "A sensibilidade às necessidades e aos princípios que unem um grupo, formando laços de cuidado e acordos justos.",
  "20-34": "Carisma em ação: a energia de estar sempre ocupado, transformando o agora em realização rápida e independente.",
  "20-57": "Uma clareza intuitiva que se expressa no momento, com uma percepção rápida e penetrante do que está acontecendo.",
  "21-45": "O talento de administrar recursos materiais e de conduzir um grupo para que ele prospere.",
  "23-43": "O dom de estruturar percepções originais e traduzi-las em palavras que os outros possam compreender.",
  "24-61": "Uma mente inspirada que se volta para os mistérios e, com paciência, transforma o desconhecido em conhecimento.",
  "25-51": "A coragem de iniciar e de se lançar ao desconhecido, com um espírito que encontra no inesperado uma porta para o crescimento.",
  "26-44": "O dom de perceber o que as pessoas precisam e de transmitir uma mensagem com persuasão e memória do que já foi vivido.",
  "27-50": "A energia de cuidar e preservar, sustentando os valores e o bem-estar de quem está por perto.",
  "28-38": "A força de lutar por um propósito, com a persistência de encontrar sentido mesmo nas dificuldades.",
  "29-46": "A perseverança de se comprometer com uma experiência até o fim e descobrir, pelo caminho, o que ela tem a ensinar.",
  "30-41": "A força de desejar e imaginar novas experiências, reconhecendo os sentimentos e vivendo-as por inteiro.",
  "32-54": "A ambição transformadora que reconhece o que tem valor duradouro e impulsiona a ascensão com instinto.",
  "34-57": "Um poder que une força e intuição para agir com precisão e se proteger no momento presente.",
  "35-36": "A fome de experiências novas, que atravessa as crises emocionais e transforma vivências em sabedoria.",
  "37-40": "O dom da comunidade: cuidar e ser cuidado por meio de acordos justos, em que trabalho e descanso se equilibram.",
  "39-55": "Uma emotividade intensa e criativa, que provoca o espírito e dá voz à abundância dos estados de ânimo.",
  "42-53": "A energia de iniciar ciclos e levá-los até o fim, amadurecendo a cada experiência concluída.",
  "47-64": "Uma mente abstrata que revisita imagens do passado até encontrar sentido nelas, transformando confusão em compreensão.",
};

export const GATE_KNOWLEDGE: Record<number, GateKnowledge> = {
  1: { name: "Autoexpressão", keynote: "A força criativa de expressar o que é único em si, no seu próprio tempo." },
  2: { name: "Direção do Self", keynote: "A receptividade que reconhece a direção certa e orienta os recursos para ela." },
  3: { name: "Ordenação", keynote: "A energia de trazer ordem ao que é novo e ainda caótico, abrindo espaço para a mutação." },
  4: { name: "Formulação", keynote: "A mente que formula respostas e fórmulas lógicas para as dúvidas, oferecendo-as como possibilidades." },
  5: { name: "Ritmos Fixos", keynote: "A força de viver em ritmos e hábitos naturais, em sintonia com o fluxo da vida." },
  6: { name: "Atrito", keynote: "A sensibilidade que regula a intimidade, sentindo quando abrir ou fechar espaço para o contato." },
  7: { name: "O Papel do Self", keynote: "A liderança que orienta pelo exemplo e pela visão do rumo coletivo." },
  8: { name: "Contribuição", keynote: "O dom de mostrar ao mundo uma contribuição autêntica e inspirar os outros a fazer o mesmo." },
  9: { name: "Foco", keynote: "A capacidade de concentrar a energia nos detalhes e persistir até concluir." },
  10: { name: "Comportamento do Self", keynote: "O amor a si que se expressa em agir com autenticidade, sem pedir licença para ser quem se é." },
  11: { name: "Ideias", keynote: "A mente cheia de ideias e imagens que inspiram, mais para serem compartilhadas do que executadas." },
  12: { name: "Cautela", keynote: "A expressão cuidadosa que sabe esperar o humor certo para falar e tocar os outros." },
  13: { name: "O Ouvinte", keynote: "A escuta profunda que guarda histórias e experiências e extrai delas sentido para o futuro." },
  14: { name: "Habilidades de Poder", keynote: "A energia que gera recursos e prosperidade quando é investida no trabalho certo." },
  15: { name: "Extremos", keynote: "O amor à humanidade que acolhe a diversidade de ritmos, inclusive os extremos." },
  16: { name: "Habilidades", keynote: "O entusiasmo de aperfeiçoar habilidades por meio da prática e da repetição." },
  17: { name: "Opiniões", keynote: "A mente que organiza padrões em opiniões e as oferece quando é solicitada." },
  18: { name: "Correção", keynote: "O olhar que percebe o que pode ser aprimorado e busca corrigir para o bem de todos." },
  19: { name: "Desejo", keynote: "A sensibilidade às necessidades de pertencimento, cuidado e sustento de um grupo." },
  20: { name: "O Agora", keynote: "A presença de estar inteiro no agora e expressar a consciência do momento." },
  21: { name: "O Caçador", keynote: "A vontade de administrar e cuidar dos recursos, do território e do próprio modo de fazer." },
  22: { name: "Abertura", keynote: "A graça de se abrir aos outros quando o humor está certo, com charme e escuta." },
  23: { name: "Assimilação", keynote: "O dom de traduzir ideias novas em palavras simples que os outros conseguem assimilar." },
  24: { name: "Racionalização", keynote: "A mente que revisita um pensamento muitas vezes até encontrar um sentido que a aquiete." },
  25: { name: "O Espírito do Self", keynote: "O amor universal e a inocência que se entregam à vida com confiança." },
  26: { name: "O Egoísta", keynote: "A habilidade de comunicar e valorizar algo com persuasão, tornando-o atraente para os outros." },
  27: { name: "Cuidado", keynote: "A energia de nutrir e cuidar, preservando os valores e o bem-estar de quem está por perto." },
  28: { name: "O Jogador", keynote: "A coragem de arriscar e lutar por aquilo que dá sentido à vida." },
  29: { name: "Perseverança", keynote: "A capacidade de se comprometer e perseverar quando o sim vem de dentro." },
  30: { name: "Reconhecimento dos Sentimentos", keynote: "O desejo intenso de viver novas experiências e reconhecer os sentimentos que elas despertam." },
  31: { name: "Influência", keynote: "A voz que lidera e influencia quando é reconhecida e convidada pelo coletivo." },
  32: { name: "Continuidade", keynote: "O instinto de reconhecer o que tem potencial para durar e o que precisa mudar." },
  33: { name: "Privacidade", keynote: "O recolhimento que permite digerir as experiências e, no tempo certo, compartilhar a sabedoria delas." },
  34: { name: "Poder", keynote: "A força vital de se manter ativo e realizar com independência o que tem significado." },
  35: { name: "Mudança", keynote: "A fome de novas experiências que transforma vivências em sabedoria." },
  36: { name: "Crise", keynote: "A coragem emocional de atravessar o desconhecido e amadurecer pelas crises." },
  37: { name: "Amizade", keynote: "O calor da amizade e da família, que sustenta acordos justos entre as pessoas." },
  38: { name: "O Lutador", keynote: "A determinação de lutar por aquilo que dá propósito à vida, mesmo diante da oposição." },
  39: { name: "Provocação", keynote: "O dom de provocar os outros para despertar o espírito e a emoção que estavam adormecidos." },
  40: { name: "Solidão", keynote: "A força de trabalhar pela comunidade e, em troca, reivindicar o descanso e o tempo a sós." },
  41: { name: "Contração", keynote: "A pressão que dá início a novos ciclos de experiência, alimentando sonhos e fantasias." },
  42: { name: "Crescimento", keynote: "A energia de levar os ciclos até o fim, concluindo o que foi iniciado e crescendo com isso." },
  43: { name: "Insight", keynote: "O conhecimento interior que surge de repente e traz uma percepção original e inovadora." },
  44: { name: "Alerta", keynote: "O instinto que reconhece padrões do passado e percebe o potencial das pessoas." },
  45: { name: "O Reunidor", keynote: "A voz que reúne as pessoas e administra os recursos em benefício do grupo." },
  46: { name: "Determinação do Self", keynote: "O amor ao corpo e à própria trajetória, que encontra a sorte ao estar no lugar certo na hora certa." },
  47: { name: "Realização", keynote: "A mente que organiza experiências confusas até que, de repente, tudo faz sentido." },
  48: { name: "Profundidade", keynote: "A profundidade de buscar soluções sólidas e conhecimentos que sirvam de base para todos." },
  49: { name: "Princípios", keynote: "A sensibilidade aos princípios que sustentam os vínculos e a coragem de rever o que não serve mais." },
  50: { name: "Valores", keynote: "O senso de responsabilidade que cuida e preserva os valores que protegem a comunidade." },
  51: { name: "Choque", keynote: "A coragem de iniciar e de despertar os outros pelo impacto do inesperado." },
  52: { name: "Quietude", keynote: "A capacidade de ficar imóvel e concentrado, guardando energia para o momento certo." },
  53: { name: "Começos", keynote: "A pressão que impulsiona novos começos e abre ciclos de amadurecimento." },
  54: { name: "Ambição", keynote: "O impulso de ascender e se transformar, tanto no mundo material quanto no espiritual." },
  55: { name: "Espírito", keynote: "A abundância do espírito que vive plenamente as emoções e encontra sentido em cada estado de ânimo." },
  56: { name: "Estímulo", keynote: "O dom de contar histórias que estimulam e ensinam por meio da experiência." },
  57: { name: "Clareza Intuitiva", keynote: "A intuição aguçada que percebe, no agora, o que é seguro e o que faz bem." },
  58: { name: "Vitalidade", keynote: "A alegria de viver que busca aperfeiçoar e tornar melhor tudo o que toca." },
  59: { name: "Sexualidade", keynote: "A energia de romper barreiras e criar intimidade e vínculos profundos." },
  60: { name: "Aceitação", keynote: "A aceitação dos limites que permite que a mudança verdadeira aconteça." },
  61: { name: "Mistério", keynote: "A inspiração para investigar os mistérios da vida e buscar a verdade interior." },
  62: { name: "Detalhes", keynote: "A precisão de nomear os detalhes e os fatos que tornam uma ideia compreensível." },
  63: { name: "Dúvida", keynote: "A dúvida lógica que questiona e testa padrões em busca de segurança para o futuro." },
  64: { name: "Confusão", keynote: "A inspiração que chega em imagens do passado e, com paciência, se transforma em compreensão." },
};

export const DEFINITION_KNOWLEDGE: Record<Definition, string> = {
  none: "Sem definição, todos os centros ficam abertos e não há um circuito fixo de energia. A sabedoria está em experimentar a vida por meio dos outros e do ambiente, escolhendo com cuidado onde e com quem estar.",
  single:
    "Na definição Única, todos os centros definidos formam um só fluxo contínuo, e a vida é processada de forma autônoma e coerente. Raramente se sente falta de algo externo para se sentir inteiro.",
  split:
    "Na definição Dividida, há duas áreas de energia separadas, e as pessoas que fazem a ponte entre elas trazem uma sensação de completude. Vale dar tempo às decisões e não confundir essa atração com dependência.",
  "triple-split":
    "Na definição Tripla, há três áreas de energia separadas, o que pede contato com várias pessoas e ambientes para que tudo se conecte. Lugares movimentados e tempo para decidir ajudam a clareza a amadurecer.",
  "quadruple-split":
    "Na definição Quádrupla, há quatro áreas de energia separadas, uma configuração rara e bastante estável. É preciso tempo e variedade de encontros para que tudo se integre, e a paciência é uma grande aliada.",
};

export const CROSS_ANGLE_KNOWLEDGE: Record<CrossAngle, string> = {
  "right-angle":
    "A Cruz de Ângulo Direito fala de um destino pessoal: o propósito se cumpre pelo próprio processo de vida, e os encontros servem ao amadurecimento interior. Viver a estratégia e a autoridade deixa esse caminho se revelar naturalmente.",
  juxtaposition:
    "A Cruz de Justaposição fala de um destino fixo, como uma ponte entre o pessoal e o transpessoal, com uma trajetória muito específica e constante. Seguir a estratégia e a autoridade permite atravessar essa ponte com firmeza.",
  "left-angle":
    "A Cruz de Ângulo Esquerdo fala de um destino transpessoal: o propósito se cumpre por meio das relações e dos encontros, com um tom cármico. As pessoas que cruzam o caminho são parte essencial da missão.",
};

export const GENERAL_KNOWLEDGE: {
  cross: string;
  channels: string;
  gates: string;
  centers: string;
} = {
  cross:
    "A Cruz de Encarnação é formada pelas portas do Sol e da Terra no momento do nascimento e cerca de três meses antes dele. Ela descreve o tema de vida, um propósito que se revela naturalmente quando se vive a estratégia e a autoridade, sem precisar ser perseguido.",
  channels:
    "Um canal liga dois centros por meio de duas portas; quando as duas estão ativas, o canal e os seus dois centros ficam definidos. Os 36 canais do Desenho Humano descrevem talentos e forças de vida que se expressam de forma consistente.",
  gates:
    "As 64 portas correspondem aos hexagramas do I Ching e estão distribuídas pelos nove centros. Cada porta ativa traz um tema, um dom que busca expressão e conexão com a porta do outro lado do seu canal.",
  centers:
    "Os nove centros são pontos de energia do bodygraph, cada um ligado a um tema da vida. Definidos, funcionam de maneira consistente; abertos, recebem e amplificam a energia dos outros, e é ali que mora um grande potencial de sabedoria.",
};
