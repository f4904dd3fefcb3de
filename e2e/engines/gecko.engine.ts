import { checkEngine } from "./checks.ts";
import { launchGecko } from "./gecko.ts";

checkEngine("Gecko", launchGecko);
