/** Compile-time constants shared by the app build and the unit tests. */
export const sharedDefine = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};
