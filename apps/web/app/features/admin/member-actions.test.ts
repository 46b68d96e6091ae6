import { ApiError } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { chosenRole, type MemberActionCalls, runMemberAction } from './member-actions';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Calls that record what they were asked and fail as told. */
function calls(options: { runFails?: ApiError[]; passwordFails?: ApiError } = {}) {
  const made: string[] = [];
  const failures = [...(options.runFails ?? [])];
  const api: MemberActionCalls = {
    async run(intent, role) {
      made.push(`${intent}:${role}`);
      const failure = failures.shift();
      if (failure) throw failure;
    },
    async confirmPassword(password) {
      made.push(`password:${password}`);
      if (options.passwordFails) throw options.passwordFails;
    },
  };
  return { made, api };
}

const REENTER = new ApiError(403, 'FORBIDDEN', 'Enter your password again to do this.', undefined, {
  reenterPassword: true,
});

describe('runMemberAction', () => {
  it('runs the action and says what it did', async () => {
    const { made, api } = calls();
    expect(await runMemberAction(form({ intent: 'lock' }), api)).toEqual({
      ok: true,
      message: 'The account is locked and every session of it has ended.',
    });
    expect(made).toEqual(['lock:null']);
  });

  it('asks for the password when the API wants it, then confirms it before trying again', async () => {
    const first = calls({ runFails: [REENTER] });
    expect(await runMemberAction(form({ intent: 'reset-two-factor' }), first.api)).toEqual({
      ok: false,
      message: 'Enter your password again to do this.',
      passwordFor: { intent: 'reset-two-factor', role: '' },
    });
    const second = calls();
    const done = await runMemberAction(form({ intent: 'role', role: 'support', password: 'secret words' }), second.api);
    expect(done.ok).toBe(true);
    expect(second.made).toEqual(['password:secret words', 'role:support']);
  });

  it('asks again after a wrong password, and shows other refusals as they are', async () => {
    const wrong = new ApiError(400, 'VALIDATION_FAILED', 'The password is incorrect.', { password: 'wrong' });
    const { made, api } = calls({ passwordFails: wrong });
    expect(await runMemberAction(form({ intent: 'role', role: '', password: 'nope' }), api)).toMatchObject({
      ok: false,
      passwordFor: { intent: 'role', role: '' },
    });
    expect(made).toEqual(['password:nope']);
    const conflict = calls({ runFails: [new ApiError(409, 'CONFLICT', 'You cannot lock your own account.')] });
    expect(await runMemberAction(form({ intent: 'lock' }), conflict.api)).toEqual({
      ok: false,
      message: 'You cannot lock your own account.',
    });
  });

  it('throws a signed-out answer for the page, and refuses unknown intents and roles', async () => {
    const signedOut = calls({ runFails: [new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.')] });
    await expect(runMemberAction(form({ intent: 'unlock' }), signedOut.api)).rejects.toMatchObject({ status: 401 });
    expect((await runMemberAction(form({ intent: 'delete' }), calls().api)).ok).toBe(false);
    expect((await runMemberAction(form({ intent: 'role', role: 'owner' }), calls().api)).ok).toBe(false);
  });
});

describe('chosenRole', () => {
  it('reads a role, none, or nothing known', () => {
    expect(chosenRole('editor')).toBe('editor');
    expect(chosenRole('')).toBeNull();
    expect(chosenRole('root')).toBeUndefined();
    expect(chosenRole(null)).toBeUndefined();
  });
});
