import type { Rgb } from "./sample-files";

/** The demo trainings, who is granted which, and what the demo employee has already done. */

export type Lesson = { title: string; description: string; content: string; handout?: string };
type Submodule = { title: string; description: string; lessons: Lesson[] };
type Module = { title: string; description: string; colours: [Rgb, Rgb]; submodules: Submodule[] };
type Training = {
  title: string;
  description: string;
  tutor: string;
  /** The certificate's "carga horária". */
  workloadHours: number;
  colours: [Rgb, Rgb];
  modules: Module[];
};

// Lesson content mixes the three kinds the player knows: YouTube, Vimeo and plain links.
export const TRAININGS: Training[] = [
  {
    title: "Integração de novos membros",
    description: "Tudo o que você precisa saber para começar",
    tutor: "Ana Administradora",
    workloadHours: 4,
    colours: [
      [91, 33, 182],
      [236, 72, 153],
    ],
    modules: [
      {
        title: "Conhecendo a organização",
        description: "História, missão e valores",
        colours: [
          [67, 56, 202],
          [56, 189, 248],
        ],
        submodules: [
          {
            title: "Nossa história",
            description: "Como tudo começou",
            lessons: [
              {
                title: "Boas-vindas",
                description: "Uma mensagem da diretoria",
                content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
              },
              {
                title: "Linha do tempo",
                description: "Os marcos da organização",
                content: "https://example.com/linha-do-tempo",
              },
              {
                title: "Missão e valores",
                description: "O que nos move e como decidimos",
                content: "https://vimeo.com/76979871",
              },
            ],
          },
          {
            title: "Como nos organizamos",
            description: "Áreas, papéis e responsabilidades",
            lessons: [
              {
                title: "Mapa das áreas",
                description: "Quem faz o quê em cada equipe",
                content: "https://youtu.be/jNQXAC9IVRw",
                handout: "mapa-das-areas.pdf",
              },
              {
                title: "Quem decide o quê",
                description: "Alçadas e aprovações do dia a dia",
                content: "https://example.com/alcadas",
              },
            ],
          },
        ],
      },
      {
        title: "Ferramentas do dia a dia",
        description: "Os sistemas que usamos",
        colours: [
          [15, 118, 110],
          [163, 230, 53],
        ],
        submodules: [
          {
            title: "Comunicação interna",
            description: "Canais, agenda e documentos compartilhados",
            lessons: [
              {
                title: "Canais e etiqueta",
                description: "Onde falar de cada assunto",
                content: "https://vimeo.com/22439234",
              },
              {
                title: "Agenda compartilhada",
                description: "Marcando reuniões sem conflito",
                content: "https://example.com/agenda",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: "Finanças pessoais",
    description: "Organize seu dinheiro com método",
    tutor: "Rafael Câmara",
    workloadHours: 6,
    colours: [
      [21, 128, 61],
      [250, 204, 21],
    ],
    modules: [
      {
        title: "Orçamento doméstico",
        description: "Saber para onde vai cada real",
        colours: [
          [180, 83, 9],
          [253, 186, 116],
        ],
        submodules: [
          {
            title: "Mapeando os gastos",
            description: "Fixos, variáveis e esquecidos",
            lessons: [
              {
                title: "Por que anotar tudo",
                description: "O primeiro mês de registro",
                content: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
              },
              {
                title: "Planilha de orçamento",
                description: "Um modelo pronto para usar",
                content: "https://example.com/planilha-orcamento",
                handout: "guia-do-orcamento.pdf",
              },
              {
                title: "Cortes sem sofrimento",
                description: "Onde economizar primeiro",
                content: "https://vimeo.com/1084537",
              },
            ],
          },
        ],
      },
      {
        title: "Investimentos para iniciantes",
        description: "Os primeiros passos com segurança",
        colours: [
          [30, 64, 175],
          [45, 212, 191],
        ],
        submodules: [
          {
            title: "Reserva de emergência",
            description: "Quanto guardar e onde",
            lessons: [
              {
                title: "O tamanho da reserva",
                description: "Seis meses de custo de vida",
                content: "https://youtu.be/dQw4w9WgXcQ",
              },
              {
                title: "Onde deixar a reserva",
                description: "Liquidez e segurança",
                content: "https://www.bcb.gov.br/cidadaniafinanceira",
              },
            ],
          },
          {
            title: "Renda fixa",
            description: "Tesouro Direto, CDB e LCI",
            lessons: [
              {
                title: "Tesouro Direto na prática",
                description: "Do cadastro à primeira compra",
                content: "https://www.tesourodireto.com.br",
              },
              {
                title: "CDB, LCI e LCA",
                description: "Comparando rendimentos e impostos",
                content: "https://vimeo.com/76979871",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: "Comunicação não violenta",
    description: "Conversas difíceis com empatia",
    tutor: "Juliana Ribeiro",
    workloadHours: 8,
    colours: [
      [190, 18, 60],
      [251, 146, 60],
    ],
    modules: [
      {
        title: "Os quatro componentes",
        description: "Observação, sentimento, necessidade e pedido",
        colours: [
          [126, 34, 206],
          [244, 114, 182],
        ],
        submodules: [
          {
            title: "Observar sem julgar",
            description: "Fatos antes de opiniões",
            lessons: [
              {
                title: "Observação ou avaliação?",
                description: "Exercícios com frases do dia a dia",
                content: "https://www.youtube.com/watch?v=jNQXAC9IVRw",
              },
              {
                title: "Nomeando sentimentos",
                description: "Um vocabulário além de bem e mal",
                content: "https://example.com/lista-de-sentimentos",
              },
            ],
          },
        ],
      },
      {
        title: "Na prática",
        description: "Feedback e conflitos na equipe",
        colours: [
          [3, 105, 161],
          [165, 180, 252],
        ],
        submodules: [
          {
            title: "Conversas difíceis",
            description: "Preparar, conduzir e fechar acordos",
            lessons: [
              {
                title: "Antes da conversa",
                description: "O que observar em si mesmo",
                content: "https://vimeo.com/22439234",
              },
              {
                title: "Durante a conversa",
                description: "Escuta ativa e pedidos claros",
                content: "https://youtu.be/aqz-KE-bpKQ",
              },
              {
                title: "Depois da conversa",
                description: "Acompanhando os combinados",
                content: "https://example.com/combinados",
              },
            ],
          },
          {
            title: "Feedback",
            description: "Elogios e críticas que ajudam",
            lessons: [
              {
                title: "Feedback em quatro passos",
                description: "Um roteiro para usar amanhã",
                content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
              },
              {
                title: "Recebendo críticas",
                description: "Ouvir a necessidade por trás da crítica",
                content: "https://vimeo.com/1084537",
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Who studies what: `full` grants the training with all its modules and submodules; `firstModule`
 * only its first module.
 */
export const GRANTS: Array<{ who: string; training: number; reach: "full" | "firstModule" }> = [
  { who: "colaborador", training: 0, reach: "full" },
  { who: "colaborador", training: 1, reach: "full" },
  { who: "colaborador", training: 2, reach: "firstModule" },
  { who: "jose.silva", training: 0, reach: "full" },
  { who: "maria.conceicao", training: 2, reach: "full" },
];

/** Lessons the demo employee has already marked done: the first submodule of the first training. */
export const DONE = ["Boas-vindas", "Linha do tempo"];

/** The training the demo employee has completed, so they hold its certificate. */
export const COMPLETED_TRAINING = 1;
