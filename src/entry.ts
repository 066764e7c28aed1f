/**
 * The page's script (index.html). It is small and loads the app with a dynamic import, so it runs as soon as it
 * arrives instead of after every module of the app: the data worker is made at once (src/boot.ts), the app's modules
 * are asked for, and, in the next task, while they load, a dashboard's WebGL context is made.
 */
import { prepareDeckCanvas } from './boot';

void import('./main');
setTimeout(() => prepareDeckCanvas(window.location.pathname), 0);
