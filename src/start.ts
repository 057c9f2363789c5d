import { readIfBuilt } from './built-file.js';
import { compileServiceBundle, runServiceBundle, serviceBundleIn } from './service-bundle.js';

// The service's entry point, dist/main.js once built: the service's bundle beside it, compiled
// with the code cache the build made for it (src/service-bundle.ts).
const service = serviceBundleIn(new URL('.', import.meta.url));
runServiceBundle(compileServiceBundle(service, readIfBuilt(service.codeCache)), service);
