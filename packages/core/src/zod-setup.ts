import { z } from 'zod';

// In the browser zod must not generate code: the site's Content Security Policy forbids eval, and
// zod's check for it (`new Function('')`) is itself reported as a violation. The server keeps the
// faster generated parsers.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });
