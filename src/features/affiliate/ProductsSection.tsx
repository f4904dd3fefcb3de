import type { Product } from "../../content/schemas";
import { Section } from "../../components/ui/Section";
import { ProductCard } from "./ProductCard";

/** "Produtos Recomendados para Seu Veículo" (spec §2, item 3): the affiliate cards, rendered at build time. */
export function ProductsSection({ products }: { products: readonly Product[] }) {
  return (
    <Section
      id="produtos"
      title="Produtos Recomendados para Seu Veículo"
      intro="Indicações de produtos para cuidar do seu carro. Os links são de afiliados: se você comprar por eles, o site pode receber uma comissão, sem custo extra para você."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </Section>
  );
}
