import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sharedDefine } from "./vite.shared.ts";

export default defineConfig({
  define: sharedDefine,
  plugins: [tailwindcss(), reactRouter()],
});
