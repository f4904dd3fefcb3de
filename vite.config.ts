import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { BACKGROUND_COLOR, SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from "./app/lib/brand.ts";
import { BUILD_DIR, sharedDefine } from "./site.config.ts";

/**
 * Prerendered pages are precached under their clean URLs ("/blog"), the
 * URLs visitors and links use, instead of their file names.
 */
function cleanUrl(url: string): string {
  return url === "index.html" ? "/" : url.replace(/\/index\.html$/, "");
}

export default defineConfig({
  define: sharedDefine,
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger first-load chunks: each request costs headers and a slot on a slow link.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/, priority: 20 },
            {
              name: "shared",
              test: /node_modules[\\/]lucide-react[\\/]|app[\\/](components|lib|content)[\\/]|affiliate[\\/]analytics|vite\/preload-helper/,
              minShareCount: 2,
              priority: 10,
            },
            // What the calculator shares with its lazy parts (result details, car panel): one chunk, not three.
            { name: "calculator", test: /app[\\/]features[\\/]calculator[\\/]/, minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    VitePWA({
      // The service worker is generated again after prerendering (react-router.config.ts),
      // so that the precache holds the pages' HTML too.
      registerType: "prompt",
      injectRegister: false,
      outDir: `${BUILD_DIR}/client`,
      manifest: {
        name: `${SITE_NAME} Calculadora de combustível`,
        short_name: "Etanol ou Gasolina",
        description: SITE_DESCRIPTION,
        lang: "pt-BR",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        id: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ["utilities", "finance"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,webmanifest}", "icons/*.png", "apple-touch-icon.png"],
        globIgnores: ["**/*.{br,gz}", "**/.vite/**"],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })), warnings: [] }),
        ],
        // Offline, an address that is not precached gets the not-found page.
        navigateFallback: "/404.html",
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.origin === "https://images.unsplash.com",
            handler: "CacheFirst",
            options: {
              cacheName: "product-images",
              expiration: { maxEntries: 12, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
});
