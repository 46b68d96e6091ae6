import type { ComponentType } from 'react';

/**
 * The texted-code mobile number step, run in place inside an account section with its heading under
 * the section's. The sign-in feature owns it; the account page hands it to the sections that need it.
 */
export type MobileStep = ComponentType<{ email: string; allowSkip: boolean; onDone: () => void }>;
