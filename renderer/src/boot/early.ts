import { startEarlyReads } from './early-reads';

// Its own script, loaded async ahead of the app's (index.html): see early-reads.ts.
startEarlyReads();
