import { Gauge, Percent, PiggyBank, TestTube, ThermometerSnowflake, Wrench } from "lucide-react";

import type { InfoCard } from "./types";

/** Educational cards of the home page; facts from Inmetro (PBEV), ANP, MME/CNPE (E30) and automotive engineering sources (AEA, NGK, SAE Brasil). */
export const infoCards: readonly InfoCard[] = [
  {
    id: "regra-70",
    icon: Percent,
    accent: "green",
    title: "O que é a regra dos 70%?",
    paragraphs: [
      "O etanol tem cerca de 30% menos energia por litro que a gasolina, e por isso um carro flex roda menos quilômetros com cada litro de etanol. A conta clássica diz que o etanol compensa quando custa até 70% do preço da gasolina.",
      "É uma média: nas tabelas do PBEV, do Inmetro, essa relação muda de modelo para modelo, e há carros abaixo de 65% e outros acima de 75%.",
    ],
  },
  {
    id: "variacoes-consumo",
    icon: Gauge,
    accent: "blue",
    title: "Por que o consumo do meu carro foge da média?",
    paragraphs: [
      "Modelo, motor, câmbio, jeito de dirigir, trânsito, carga e calibragem dos pneus alteram o consumo e também a relação entre etanol e gasolina no seu carro.",
      "Para descobrir a sua: encha o tanque, zere o hodômetro parcial e rode normalmente. No abastecimento seguinte, complete o tanque e divida os quilômetros rodados pelos litros colocados. Repita com o outro combustível e compare.",
    ],
  },
  {
    id: "maximizar-economia",
    icon: PiggyBank,
    accent: "amber",
    title: "Como gastar menos a cada abastecimento?",
    paragraphs: [
      "Mantenha os pneus calibrados conforme o manual, acelere e freie com suavidade, antecipe as paradas e não deixe o motor ligado com o carro parado.",
      "Antes de abastecer, compare preços. Toda semana a ANP publica o Levantamento de Preços de Combustíveis, com médias por estado e por município pesquisado.",
    ],
  },
  {
    id: "qualidade-combustivel",
    icon: TestTube,
    accent: "violet",
    title: "Como saber se o combustível do posto é bom?",
    paragraphs: [
      "A ANP define as especificações dos combustíveis. Desde 1º de agosto de 2025, a gasolina comum leva 30% de etanol anidro (E30); a premium, 25%.",
      "Na dúvida, peça o teste da proveta, que mede o teor de etanol na gasolina: o posto deve fazê-lo de graça e na sua frente. No etanol, confira o termodensímetro da bomba e se o produto está límpido. Se houver recusa, denuncie à ANP ou ao Procon.",
    ],
  },
  {
    id: "manutencao",
    icon: Wrench,
    accent: "slate",
    title: "Que manutenção o carro flex pede?",
    paragraphs: [
      "Siga o plano de revisões do manual: óleo e filtros no prazo, velas de ignição em bom estado e bicos injetores limpos. Peças desgastadas aumentam o consumo e dificultam a partida.",
      "Ao trocar de combustível, a central eletrônica reconhece a nova mistura pela sonda lambda logo nos primeiros minutos de uso; rode um pouco antes de desligar o motor. O flex não “vicia” em nenhum combustível.",
    ],
  },
  {
    id: "temperatura-ar-condicionado",
    icon: ThermometerSnowflake,
    accent: "rose",
    title: "Frio e ar-condicionado mudam o consumo?",
    paragraphs: [
      "No frio, o etanol vaporiza com dificuldade e a partida fica mais difícil. Carros mais antigos usam um tanquinho de gasolina para ajudar, que deve ficar abastecido; muitos modelos recentes dispensam esse reservatório porque aquecem o etanol antes da injeção.",
      "O compressor do ar-condicionado é movido pelo motor e pode aumentar o consumo de forma perceptível.",
    ],
  },
];
