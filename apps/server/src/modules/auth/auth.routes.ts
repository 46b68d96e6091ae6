import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { AppError } from '../../lib/app-error';
import { optInMember } from './account.service';
import * as auth from './auth.service';
import { confirmEmail, optInWithConfirmCode } from './email-confirmation.service';
import { requireMember, requireSession } from './guards';
import * as mobile from './mobile-number.service';
import { isAuthenticated, isStaff, sessionViewFor } from './sessions';
import * as twoFactor from './two-factor.service';

/** Sign-in, registration and recovery (accounts spec §7). */
export function authRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const staff = new Set(deps.env.STAFF_EMAILS);

  mount(endpoints.getCaptchaChallenge, async () => {
    const { parameters, signature } = await deps.captcha.challenge();
    return reply(200, { parameters: { ...parameters }, signature: signature ?? '' });
  });

  mount(endpoints.register, async ({ body }, c) => reply(201, await auth.registerUser(c, deps, body)));
  mount(endpoints.login, async ({ body }, c) => reply(200, await auth.loginUser(c, deps, body)));

  mount(endpoints.getAuthStatus, async (_input, c) => {
    const current = c.get('session');
    if (!current)
      return reply(200, {
        isAuthenticated: false,
        username: '',
        isAdmin: false,
        staffRole: null,
        isDev: false,
        session: null,
      });
    const authenticated = isAuthenticated(deps, current);
    return reply(200, {
      isAuthenticated: authenticated,
      username: authenticated ? current.user.name : '',
      isAdmin: authenticated && isStaff(current.user),
      staffRole: authenticated ? current.user.role : null,
      isDev: authenticated && staff.has(current.user.email),
      session: await sessionViewFor(deps, current.user, current.session),
    });
  });

  mount(endpoints.validateTwoFactor, async ({ body }, c) =>
    reply(200, await twoFactor.validateTwoFactor(c, deps, requireSession(c), body.authCode)),
  );
  mount(endpoints.enableTwoFactor, async ({ body }, c) =>
    reply(200, await twoFactor.enableTwoFactor(c, deps, requireMember(c, deps), body.password)),
  );
  mount(endpoints.disableTwoFactor, async ({ body }, c) =>
    reply(200, await twoFactor.disableTwoFactor(c, deps, requireMember(c, deps), body.password)),
  );

  mount(endpoints.requestOtp, async ({ body }, c) =>
    reply(200, await mobile.requestSmsCode(c, deps, await mobile.mobileSubject(c, deps), body)),
  );
  mount(endpoints.validateOtp, async ({ body }, c) =>
    reply(200, await mobile.validateSmsCode(c, deps, await mobile.mobileSubject(c, deps), body)),
  );
  mount(endpoints.skipMobileNumber, async (_input, c) =>
    reply(200, await mobile.skipMobileNumber(c, deps, await mobile.mobileSubject(c, deps))),
  );

  mount(endpoints.resendConfirmation, async ({ body }, c) =>
    reply(200, await auth.resendConfirmation(c, deps, body.email)),
  );
  mount(endpoints.confirmEmail, async ({ body }, c) => reply(200, await confirmEmail(c, deps, body)));
  mount(endpoints.optIn, async ({ body }, c) => {
    const current = c.get('session');
    if (current && isAuthenticated(deps, current)) return reply(200, await optInMember(c, deps, current));
    if (body.confirmCode && (await optInWithConfirmCode(deps, body.confirmCode))) {
      return reply(200, { success: true as const });
    }
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  });

  mount(endpoints.forgotPassword, async ({ body }, c) => reply(200, await auth.requestPasswordReset(c, deps, body)));
  mount(endpoints.checkResetToken, async ({ body }) =>
    reply(200, { valid: await auth.isResetTokenValid(deps, body.token) }),
  );
  mount(endpoints.resetPassword, async ({ body }, c) => reply(200, await auth.resetPassword(c, deps, body)));
}
