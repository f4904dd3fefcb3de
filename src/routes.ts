import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The route table (spec §2): three pages, the privacy note and the
 * not-found fallback; paths
 * starting with "__" are internal (tests only), kept out of the sitemap and
 * disallowed in robots.txt.
 */
export default [
  index("routes/home.tsx"),
  route("curiosidades", "routes/curiosidades.tsx"),
  route("blog", "routes/blog.tsx"),
  route("privacidade", "routes/privacidade.tsx"),
  route("__erro", "routes/error-drill.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
