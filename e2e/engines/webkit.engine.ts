import { checkEngine } from "./checks.ts";
import { launchWebKit } from "./webkit.ts";

checkEngine("WebKit", launchWebKit);
