import { Car, Factory, Flag, Gauge, Globe, Leaf, Percent, Snowflake, Zap } from "lucide-react";

import type { Curiosity } from "./types";

/** Fact cards of /curiosidades; each fact names its source (manufacturers, UNICA, SAE Brasil, RFA, Sindipeças, MME). */
export const curiosities: readonly Curiosity[] = [
  {
    id: "curiosidade-1",
    icon: Car,
    accent: "green",
    title: "O primeiro flex do Brasil",
    text: "O Volkswagen Gol 1.6 Total Flex começou a ser vendido em 24 de março de 2003. Foi o primeiro carro do país capaz de rodar com gasolina, etanol ou qualquer mistura dos dois.",
    source: "Volkswagen do Brasil",
  },
  {
    id: "curiosidade-2",
    icon: Factory,
    accent: "amber",
    title: "O pioneiro “Cachacinha”",
    text: "Em julho de 1979, a Fiat lançou o 147 a álcool, o primeiro carro movido a etanol produzido em série no mundo, impulsionado pelo Proálcool, criado em 1975. O apelido “Cachacinha” veio do cheiro do escapamento.",
    source: "Fiat (Stellantis)",
  },
  {
    id: "curiosidade-3",
    icon: Snowflake,
    accent: "blue",
    title: "Adeus, tanquinho",
    text: "Em 2009, a Volkswagen lançou o Polo E-Flex, o primeiro carro flex do país sem o tanquinho de gasolina para a partida a frio: o sistema aquece o etanol antes da injeção.",
    source: "Volkswagen do Brasil",
  },
  {
    id: "curiosidade-4",
    icon: Flag,
    accent: "violet",
    title: "Mistura antiga",
    text: "O Brasil começou a misturar etanol à gasolina em 1931, décadas antes dos carros a álcool e dos motores flex.",
    source: "UNICA",
  },
  {
    id: "curiosidade-5",
    icon: Percent,
    accent: "amber",
    title: "Não existe gasolina pura na bomba",
    text: "Toda gasolina vendida nos postos brasileiros leva etanol anidro. Desde 1º de agosto de 2025, a gasolina comum tem 30% de etanol (E30); a premium segue com 25%.",
    source: "Ministério de Minas e Energia (CNPE)",
  },
  {
    id: "curiosidade-6",
    icon: Zap,
    accent: "rose",
    title: "Etanol resiste mais à detonação",
    text: "O etanol hidratado tem resistência à detonação equivalente a cerca de 113 octanas RON, bem acima da gasolina comum vendida no Brasil. Por isso, motores pensados para o etanol podem usar taxa de compressão mais alta.",
    source: "SAE Brasil (revista Engenharia Automotiva e Aeroespacial)",
  },
  {
    id: "curiosidade-7",
    icon: Leaf,
    accent: "green",
    title: "Menos gases de efeito estufa",
    text: "Considerando o ciclo de vida completo, da lavoura ao escapamento, o etanol de cana-de-açúcar reduz em até 90% a emissão de gases de efeito estufa em relação à gasolina.",
    source: "UNICA",
  },
  {
    id: "curiosidade-8",
    icon: Globe,
    accent: "blue",
    title: "Dupla de gigantes",
    text: "Estados Unidos e Brasil são os maiores produtores de etanol do mundo. Em 2023, os americanos responderam por 53% da produção global e os brasileiros, por 28%.",
    source: "Renewable Fuels Association (RFA)",
  },
  {
    id: "curiosidade-9",
    icon: Gauge,
    accent: "slate",
    title: "Frota cada vez mais flex",
    text: "Em 2023, os veículos flex chegaram a 76,2% da frota circulante no Brasil, contra 56,9% dez anos antes.",
    source: "Sindipeças",
  },
];
