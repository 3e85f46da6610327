import { daysFromNow } from "./dates";
import type { FinanceKind } from "@/lib/kinds/finance";

export type Receipt = { name: string; format: "pdf" | "png" };
export type DemoItem = {
  /** e-mail handle of the owner; "colaborador" is the demo employee */
  owner: string;
  type: string;
  description: string;
  cents: number;
  daysAgo: number;
  status?: "CONFIRMED" | "CANCELLED";
  reason?: string;
  receipt?: Receipt;
};

export const DEMO_EMPLOYEE = "colaborador";
const MONTH = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "America/Sao_Paulo" });
const salary = (daysAgo: number): DemoItem => ({
  owner: DEMO_EMPLOYEE,
  type: "Salário",
  description: `Salário de ${MONTH.format(daysFromNow(-daysAgo))}`,
  cents: 420_000,
  daysAgo,
  status: "CONFIRMED",
});

/**
 * Per kind: the demo employee's items first, then a few of other people; every type of the kind's
 * list used.
 */
export const ITEMS: Record<FinanceKind, DemoItem[]> = {
  payment: [
    salary(95),
    salary(65),
    { ...salary(35), receipt: { name: "holerite.pdf", format: "pdf" } },
    {
      owner: DEMO_EMPLOYEE,
      type: "Comissão",
      description: "Comissão sobre as inscrições do congresso",
      cents: 85_750,
      daysAgo: 20,
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Bônus",
      description: "Bônus por metas do semestre",
      cents: 150_000,
      daysAgo: 13,
      status: "CANCELLED",
      reason: "O bônus entra na folha do próximo mês",
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Prestação de serviço",
      description: "Consultoria para o evento anual",
      cents: 230_000,
      daysAgo: 4,
    },
    {
      owner: "jose.silva",
      type: "Prestação de serviço",
      description: "Criação da identidade visual da campanha",
      cents: 180_000,
      daysAgo: 41,
      status: "CONFIRMED",
    },
    {
      owner: "maria.conceicao",
      type: "Comissão",
      description: "Comissão de novas matrículas",
      cents: 64_300,
      daysAgo: 17,
    },
    {
      owner: "fernanda.goncalves",
      type: "Outros",
      description: "Ajuda de custo para mudança",
      cents: 90_000,
      daysAgo: 8,
    },
  ],
  payment_request: [
    {
      owner: DEMO_EMPLOYEE,
      type: "Equipamento",
      description: "Notebook para a equipe de eventos",
      cents: 589_900,
      daysAgo: 82,
      status: "CONFIRMED",
      receipt: { name: "orcamento-notebook.pdf", format: "pdf" },
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Software",
      description: "Assinatura anual da ferramenta de design",
      cents: 54_990,
      daysAgo: 51,
      status: "CONFIRMED",
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Material de escritório",
      description: "Resmas de papel e cartuchos de toner",
      cents: 38_760,
      daysAgo: 29,
      status: "CANCELLED",
      reason: "Compra feita pelo setor administrativo",
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Serviço de terceiros",
      description: "Fotógrafo para o encontro de membros",
      cents: 120_000,
      daysAgo: 9,
      receipt: { name: "orcamento-fotografo.png", format: "png" },
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Outros",
      description: "Coffee break da reunião de planejamento",
      cents: 32_500,
      daysAgo: 3,
    },
    {
      owner: "lucas.araujo",
      type: "Equipamento",
      description: "Microfone para as transmissões ao vivo",
      cents: 74_900,
      daysAgo: 15,
    },
    {
      owner: "beatriz.lima",
      type: "Material de escritório",
      description: "Crachás e cordões para o congresso",
      cents: 21_000,
      daysAgo: 34,
      status: "CONFIRMED",
    },
    {
      owner: "joao.pereira",
      type: "Software",
      description: "Licenças do pacote de escritório",
      cents: 29_900,
      daysAgo: 6,
    },
  ],
  refund: [
    {
      owner: DEMO_EMPLOYEE,
      type: "Hospedagem",
      description: "Hotel em Belo Horizonte para o congresso",
      cents: 68_000,
      daysAgo: 76,
      status: "CONFIRMED",
      receipt: { name: "nota-hotel.pdf", format: "pdf" },
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Transporte",
      description: "Corrida de aplicativo até o cliente",
      cents: 4_790,
      daysAgo: 46,
      status: "CONFIRMED",
      receipt: { name: "recibo-corrida.png", format: "png" },
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Alimentação",
      description: "Almoço com fornecedores",
      cents: 18_650,
      daysAgo: 23,
      status: "CANCELLED",
      reason: "Despesa sem nota fiscal",
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Combustível",
      description: "Combustível da viagem a Campinas",
      cents: 25_430,
      daysAgo: 10,
      receipt: { name: "cupom-posto.pdf", format: "pdf" },
    },
    {
      owner: DEMO_EMPLOYEE,
      type: "Outros",
      description: "Estacionamento no centro de convenções",
      cents: 3_500,
      daysAgo: 2,
    },
    {
      owner: "jose.silva",
      type: "Alimentação",
      description: "Lanche do treinamento de voluntários",
      cents: 9_870,
      daysAgo: 31,
      status: "CONFIRMED",
    },
    {
      owner: "maria.conceicao",
      type: "Transporte",
      description: "Passagem de ônibus para Santos",
      cents: 12_400,
      daysAgo: 14,
      receipt: { name: "passagem.png", format: "png" },
    },
    {
      owner: "fernanda.goncalves",
      type: "Hospedagem",
      description: "Pousada no retiro de Paraty",
      cents: 45_000,
      daysAgo: 6,
    },
  ],
};
