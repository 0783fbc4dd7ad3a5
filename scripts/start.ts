import { main } from '../server/main';
import { prepareDemo } from './demo';
import { ensureSiteBuilt } from './site-build';

// `npm start`: build the site when it has not been built yet, load demo data into a new database
// (SEED=demo, outside production), then serve the site and the API.
ensureSiteBuilt();
await main({ prepare: prepareDemo });
