import { isApiError } from '@cardgenius/core/contract';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@cardgenius/core/rules';
import { NETWORK_FAILURE } from '../../lib/form-result';

/**
 * What staff may do on a member's page, each posted as an `intent`: its button, the question asked
 * before the destructive ones, and what the page says once it is done.
 */
export const MEMBER_ACTIONS = {
  'resend-confirmation': {
    button: 'Send the confirmation email again',
    confirm: null,
    done: 'A new confirmation link is on its way to the member’s address.',
  },
  'end-sessions': {
    button: 'Sign out everywhere',
    confirm: 'Sign this member out on every device? They can sign in again at once.',
    done: 'Every session of the member has ended.',
  },
  lock: {
    button: 'Lock the account',
    confirm:
      'Lock this account? The member is signed out everywhere and cannot sign in, even with a new password, until it is unlocked.',
    done: 'The account is locked and every session of it has ended.',
  },
  unlock: {
    button: 'Unlock the account',
    confirm: null,
    done: 'The account is unlocked: the member can sign in again.',
  },
  'reset-two-factor': {
    button: 'Turn two-factor sign-in off',
    confirm:
      'Turn two-factor sign-in off for this member? Do it only once you are sure it is them: they are signed out everywhere and emailed, and their password alone will protect the account.',
    done: 'Two-factor sign-in is off; the member was signed out everywhere and emailed.',
  },
  role: {
    button: 'Change the role',
    confirm: 'Change this member’s role? If they had one, they are signed out everywhere.',
    done: 'The role is changed.',
  },
} as const;
export type MemberIntent = keyof typeof MEMBER_ACTIONS;

export function isMemberIntent(value: unknown): value is MemberIntent {
  return typeof value === 'string' && Object.hasOwn(MEMBER_ACTIONS, value);
}

/** The role a form chose: a staff role, or none (''). Undefined when it names something else. */
export function chosenRole(value: FormDataEntryValue | null): StaffRole | null | undefined {
  if (value === '') return null;
  return isStaffRole(value) ? value : undefined;
}

/** A staff role's name on the admin pages. */
export const ROLE_NAMES: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', support: 'Support' };

export const ROLE_CHOICES: { value: StaffRole | ''; label: string }[] = [
  { value: '', label: 'None (a member)' },
  ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] })),
];

/** What the page shows after an action; `passwordFor` asks for the password, then the same action again. */
export type MemberActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; passwordFor?: { intent: MemberIntent; role: StaffRole | '' } };

export interface MemberActionCalls {
  run(intent: MemberIntent, role: StaffRole | null): Promise<void>;
  confirmPassword(password: string): Promise<void>;
}

/**
 * Runs the action a form names. A sensitive action the API refuses until the password is entered
 * again comes back asking for it; with the password sent, it is confirmed first and the action tried
 * again. A signed-out answer (401) is thrown for the page to send the visitor to sign in.
 */
export async function runMemberAction(form: FormData, calls: MemberActionCalls): Promise<MemberActionResult> {
  const intent = form.get('intent');
  if (!isMemberIntent(intent)) return { ok: false, message: 'Choose one of the actions on this page.' };
  const role = intent === 'role' ? chosenRole(form.get('role')) : null;
  if (role === undefined) return { ok: false, message: 'Choose a role, or none.' };
  const passwordFor = { intent, role: role ?? ('' as const) };
  const password = form.get('password');
  try {
    if (typeof password === 'string') {
      if (password === '') return { ok: false, message: 'Enter your password.', passwordFor };
      await calls.confirmPassword(password);
    }
    await calls.run(intent, role);
    return { ok: true, message: MEMBER_ACTIONS[intent].done };
  } catch (error) {
    if (!isApiError(error)) return { ok: false, message: NETWORK_FAILURE };
    if (error.status === 401) throw error;
    const askAgain = error.options?.reenterPassword || (typeof password === 'string' && error.fields?.password);
    return askAgain ? { ok: false, message: error.message, passwordFor } : { ok: false, message: error.message };
  }
}
