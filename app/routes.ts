import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table (spec §2): three pages and the not-found fallback. */
export default [
  index("routes/home.tsx"),
  route("curiosidades", "routes/curiosidades.tsx"),
  route("blog", "routes/blog.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
