import { Car, Droplets, Fuel, Palette, Sparkles, Wrench } from "lucide-react";

import type { Product } from "./types";

/** Recommended affiliate products (Amazon Brasil searches; Unsplash photos picked from public search results for car interior cleaning, car interior dashboard and car engine). */
export const products: readonly Product[] = [
  {
    id: "espuma-magica",
    title: "Esponja Mágica para Limpeza Automotiva",
    description:
      "Esponja de melamina que tira marcas e sujeira de plásticos, borrachas e revestimentos internos usando apenas água. Como é levemente abrasiva, teste antes em uma área escondida e evite superfícies brilhantes e telas.",
    imageAlt: "Limpeza do interior de um carro",
    imageSrc:
      "https://images.unsplash.com/photo-1656077885491-3922185f3932?auto=format&fit=crop&w=640&h=400&q=70",
    icon: Sparkles,
    accent: "blue",
    affiliateUrl: "https://www.amazon.com.br/s?k=esponja+m%C3%A1gica+limpeza+automotiva",
    analyticsLabel: "espuma_magica",
    features: [
      { icon: Droplets, text: "Remove sujeira sem produtos químicos" },
      { icon: Sparkles, text: "Tira marcas de plásticos e borrachas" },
    ],
  },
  {
    id: "restaurador-plasticos",
    title: "Restaurador de Plásticos para Painel e Para-choques",
    description:
      "Devolve a cor de plásticos e borrachas desbotados pelo sol, como painel, frisos e para-choques sem pintura. Aplique com pano de microfibra sobre a superfície limpa e seca, seguindo as instruções do rótulo.",
    imageAlt: "Painel e interior de um carro",
    imageSrc:
      "https://images.unsplash.com/photo-1648799833118-c989da6907d7?auto=format&fit=crop&w=640&h=400&q=70",
    icon: Palette,
    accent: "violet",
    affiliateUrl: "https://www.amazon.com.br/s?k=restaurador+de+pl%C3%A1sticos+automotivo",
    analyticsLabel: "restaurador_plasticos",
    features: [
      { icon: Palette, text: "Renova plásticos desbotados" },
      { icon: Car, text: "Para painel, frisos e para-choques" },
    ],
  },
  {
    id: "aditivo-flex",
    title: "Aditivo Limpa-Bicos para Motores Flex",
    description:
      "Colocado no tanque na dosagem indicada no rótulo, ajuda a manter limpos os bicos injetores e o sistema de combustível. É um cuidado de manutenção: não aumenta a potência nem substitui as revisões.",
    imageAlt: "Compartimento do motor de um carro",
    imageSrc:
      "https://images.unsplash.com/photo-1527383418406-f85a3b146499?auto=format&fit=crop&w=640&h=400&q=70",
    icon: Fuel,
    accent: "green",
    affiliateUrl: "https://www.amazon.com.br/s?k=aditivo+limpa+bicos+flex",
    analyticsLabel: "aditivo_flex",
    features: [
      { icon: Wrench, text: "Ajuda a manter os bicos injetores limpos" },
      { icon: Fuel, text: "Para etanol ou gasolina (confira o rótulo)" },
    ],
  },
];
