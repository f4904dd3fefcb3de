import { AirVent, CircleGauge, Gauge, Sparkles, ThermometerSnowflake, Wrench } from "lucide-react";

import type { BlogPost } from "./types";

/** Blog post cards with practical advice for flex-car owners, written by the editorial team from owner's-manual practice and ANP, Inmetro and NGK guidance. */
export const blogPosts: readonly BlogPost[] = [
  {
    id: "post-1",
    icon: Gauge,
    iconColor: "blue",
    title: "Como medir o consumo real do seu carro flex",
    excerpt:
      "O método do tanque cheio é simples: complete o tanque, zere o hodômetro parcial e, no abastecimento seguinte, divida os quilômetros rodados pelos litros colocados. Faça o teste com etanol e com gasolina para descobrir a relação de consumo do seu carro.",
    date: "10/11/2026",
    author: "Equipe Etanol ou Gasolina",
  },
  {
    id: "post-2",
    icon: CircleGauge,
    iconColor: "amber",
    title: "Calibragem dos pneus: o hábito que economiza combustível",
    excerpt:
      "Pneus com pressão abaixo da recomendada aumentam a resistência ao rolamento, elevam o consumo e se desgastam mais rápido. Veja como calibrar com os pneus frios, seguindo a pressão indicada pelo fabricante.",
    date: "13/10/2026",
    author: "Equipe Etanol ou Gasolina",
    affiliateLink: "https://www.amazon.com.br/s?k=calibrador+de+pneus+digital",
    affiliateProduct: "Calibrador de pneus digital",
  },
  {
    id: "post-3",
    icon: ThermometerSnowflake,
    iconColor: "green",
    title: "Partida a frio com etanol: o que mudou nos carros flex",
    excerpt:
      "Nos dias frios, o etanol vaporiza com mais dificuldade e o motor pode demorar a pegar. Entenda a diferença entre o tanquinho de gasolina e os sistemas que aquecem o etanol, e os cuidados que cada um pede.",
    date: "15/09/2026",
    author: "Equipe Etanol ou Gasolina",
  },
  {
    id: "post-4",
    icon: Wrench,
    iconColor: "slate",
    title: "Troca de óleo e filtros no carro flex: o que diz o manual",
    excerpt:
      "Óleo do motor e filtros de óleo, de ar e de combustível têm prazos próprios, definidos pelo fabricante em quilômetros ou em meses. Saiba identificar se o seu uso é considerado severo, situação em que esses intervalos costumam ser menores.",
    date: "18/08/2026",
    author: "Equipe Etanol ou Gasolina",
  },
  {
    id: "post-5",
    icon: AirVent,
    iconColor: "violet",
    title: "Ar-condicionado do carro: cuidados que evitam gastos",
    excerpt:
      "O compressor do ar-condicionado é acionado pelo motor, por isso o sistema influencia o consumo de combustível. Trocar o filtro de cabine no prazo e fazer a manutenção em dia ajuda o ar a gelar melhor e evita mau cheiro.",
    date: "14/07/2026",
    author: "Equipe Etanol ou Gasolina",
  },
  {
    id: "post-6",
    icon: Sparkles,
    iconColor: "rose",
    title: "Limpeza do interior: como conservar painel, bancos e plásticos",
    excerpt:
      "Aspirar com frequência e usar pano de microfibra e produtos próprios para cada material evitam que a sujeira se acumule e desgaste o acabamento. Veja um passo a passo para limpar o interior sem manchar plásticos e tecidos.",
    date: "09/06/2026",
    author: "Equipe Etanol ou Gasolina",
    affiliateLink: "https://www.amazon.com.br/s?k=aspirador+de+p%C3%B3+automotivo+port%C3%A1til",
    affiliateProduct: "Aspirador de pó automotivo portátil",
  },
];
