// Builds the web app once before the end-to-end files run (they serve web/dist).
import { ensureWebBuilt } from '../../scripts/web-build.mjs';

export default function globalSetup() {
  ensureWebBuilt();
}
