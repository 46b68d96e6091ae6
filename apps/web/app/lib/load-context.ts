import type { PageRequestContext } from '@cardgenius/core';

// The server passes a PageRequestContext to every loader and action (apps/server/src/http/web.ts).
declare module 'react-router' {
  interface AppLoadContext extends PageRequestContext {}
}
