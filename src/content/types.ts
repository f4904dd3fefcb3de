import type { LucideIcon } from "lucide-react";
import type { Accent } from "./accent";

/** Analytics labels of the three affiliate products (spec §7). */
export type AffiliateLabel = "espuma_magica" | "restaurador_plasticos" | "aditivo_flex";

/** One line of a product card: an icon and a short text (spec §3). */
export interface ProductFeature {
  icon: LucideIcon;
  text: string;
}

/** A recommended affiliate product (spec §3). */
export interface Product {
  id: string;
  title: string;
  description: string;
  /** Meaningful alternative text for the photo. */
  imageAlt: string;
  /** https URL on the external photo host; the card loads it lazily. */
  imageSrc: string;
  icon: LucideIcon;
  accent: Accent;
  /** https URL of the affiliate offer, opened in a new tab. */
  affiliateUrl: string;
  analyticsLabel: AffiliateLabel;
  features: readonly [ProductFeature, ProductFeature];
}

/** An educational card of the home page (spec §2, item 4). */
export interface InfoCard {
  id: string;
  icon: LucideIcon;
  accent: Accent;
  /** Card heading, phrased as the question a driver asks. */
  title: string;
  /** One to three short paragraphs of plain text. */
  paragraphs: readonly string[];
}

/** A news item as stored and shown (spec §3). `date` is an ISO 8601 string. */
export interface NewsItem {
  id: string;
  title: string;
  content: string;
  source: string;
  url: string;
  date: string;
  keywords: string[];
}

/** A blog post card (spec §3). `date` is `dd/mm/yyyy`. */
export interface BlogPost {
  id: string;
  icon: LucideIcon;
  iconColor: Accent;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  affiliateLink?: string;
  affiliateProduct?: string;
}

/** A fact card of /curiosidades, with the source a reader can check. */
export interface Curiosity {
  id: string;
  icon: LucideIcon;
  accent: Accent;
  title: string;
  text: string;
  /** Name of the publication or institution the fact comes from. */
  source: string;
}
