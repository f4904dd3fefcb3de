import { Section } from "#components/ui/Section.tsx";
import type { Product } from "#content/schemas.ts";
import { EARNS_COMMISSION } from "#features/affiliate/affiliate-link.ts";
import { ProductCard } from "./ProductCard.tsx";

/**
 * "Produtos Recomendados para Seu Veículo", the home page's section after
 * the calculator: the three affiliate cards, rendered at build time; the commission is mentioned only when the
 * links can earn one (an Associates tag is configured).
 */
export function ProductsSection({ products }: { products: readonly Product[] }) {
  return (
    <Section
      id="produtos"
      title="Produtos Recomendados para Seu Veículo"
      intro={
        EARNS_COMMISSION
          ? "Indicações de produtos para cuidar do seu carro. Os links são de afiliados: se você comprar por eles, o site pode receber uma comissão, sem custo extra para você."
          : "Indicações de produtos para cuidar do seu carro, com os cuidados que cada um pede."
      }
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </Section>
  );
}
