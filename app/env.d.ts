/** Year of the build, in which the prerendered HTML was written (vite `define`). */
declare const __BUILD_YEAR__: number;
