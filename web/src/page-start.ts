// The first script of a server-rendered public page (a second build entry beside main.tsx; the
// server puts it in place of the app's entry, see server/http/deferredScripts.ts).
import { startPage } from './app/pageStart';

startPage();
