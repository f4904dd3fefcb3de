import type { NewsItem } from "./types";

/** Evergreen sector analyses shown when no live news is available; each links to an official page of ANP, Petrobras, Inmetro or the Ministério de Minas e Energia. */
export const defaultNews: readonly Omit<NewsItem, "date">[] = [
  {
    id: "news-1",
    title: "Como usar a pesquisa semanal de preços da ANP a seu favor",
    content:
      "A ANP faz toda semana um levantamento dos preços de gasolina, etanol, diesel, GNV e gás de cozinha em postos de todo o país. Os resultados trazem médias por estado e por município pesquisado e mostram se o preço da sua cidade está acima ou abaixo do praticado na região.",
    source: "ANP",
    url: "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas",
    keywords: ["preço dos combustíveis", "anp", "pesquisa semanal", "etanol", "gasolina"],
  },
  {
    id: "news-2",
    title: "O que pesa no preço da gasolina na bomba",
    content:
      "O valor pago no posto soma a parcela da refinaria, o custo do etanol anidro misturado à gasolina, os tributos federais e estaduais e as margens de distribuição e revenda. A Petrobras mostra em seu portal de preços como essas parcelas se dividem em cada estado, o que ajuda a entender por que o litro custa diferente de um lugar para outro.",
    source: "Petrobras",
    url: "https://precos.petrobras.com.br",
    keywords: ["composição de preços", "gasolina", "impostos", "petrobras"],
  },
  {
    id: "news-3",
    title: "Etiqueta do Inmetro: compare o consumo antes de comprar o carro",
    content:
      "O Programa Brasileiro de Etiquetagem Veicular (PBEV), do Inmetro, publica tabelas com o consumo de cada modelo na cidade e na estrada, com etanol e com gasolina. Com esses números, é possível calcular a relação de consumo do carro e saber até que preço o etanol compensa para ele.",
    source: "Inmetro",
    url: "https://www.gov.br/inmetro/pt-br/assuntos/regulamentacao/avaliacao-da-conformidade/programa-brasileiro-de-etiquetagem/tabelas-de-eficiencia-energetica/veiculos-automotivos-pbe-veicular",
    keywords: ["inmetro", "pbev", "consumo", "etiquetagem veicular", "carro flex"],
  },
  {
    id: "news-4",
    title: "Combustível do Futuro: o que muda na mistura de etanol à gasolina",
    content:
      "A Lei 14.993/2024, conhecida como Lei do Combustível do Futuro, ampliou a faixa permitida de etanol anidro na gasolina e deixou com o Conselho Nacional de Política Energética (CNPE) a definição do percentual em vigor. A mesma lei reúne programas para biodiesel, diesel verde, biometano e combustível sustentável de aviação.",
    source: "Ministério de Minas e Energia",
    url: "https://www.gov.br/mme/pt-br/brasil-lider-mundial-na-transicao-energetica/transicao-energetica/combustivel-do-futuro",
    keywords: ["combustível do futuro", "mistura de etanol", "biocombustíveis", "cnpe"],
  },
  {
    id: "news-5",
    title: "RenovaBio: como o etanol entra na conta da descarbonização",
    content:
      "Criada pela Lei 13.576/2017, a Política Nacional de Biocombustíveis (RenovaBio) fixa metas anuais de descarbonização para as distribuidoras de combustíveis. Produtores certificados de biocombustíveis, como as usinas de etanol, geram créditos de descarbonização (CBIOs), e cada CBIO corresponde a uma tonelada de CO2 equivalente evitada.",
    source: "ANP",
    url: "https://www.gov.br/anp/pt-br/assuntos/renovabio",
    keywords: ["renovabio", "cbio", "descarbonização", "etanol"],
  },
  {
    id: "news-6",
    title: "Como funciona a fiscalização da qualidade dos combustíveis",
    content:
      "No Programa de Monitoramento da Qualidade dos Combustíveis (PMQC), a ANP coleta amostras de gasolina, etanol hidratado e diesel em postos e as analisa em laboratório. Os resultados orientam a fiscalização da agência e apoiam o trabalho de Procons e Ministérios Públicos conveniados.",
    source: "ANP",
    url: "https://www.gov.br/anp/pt-br/assuntos/qualidade-de-produtos/programas-monitoramento/programa-de-monitoramento-da-qualidade-dos-combustiveis",
    keywords: ["qualidade do combustível", "anp", "fiscalização", "direitos do consumidor", "pmqc"],
  },
];
