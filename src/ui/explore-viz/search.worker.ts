/** The gallery's search worker: 'Search all charts' runs here, off the main thread (issue 12's 16 ms a keystroke). */
import { expose } from 'comlink';
import { chartSearchService } from './search';

expose(chartSearchService());
