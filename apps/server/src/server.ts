import { boot } from './boot';
import { loadBuiltWeb } from './http/web';

await boot({ loadWeb: () => loadBuiltWeb() });
