import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints, issuesToFields, LoginRequest, RegisterRequest } from './index';
import { API_PATHS, analyticsPath, apiUrl, FIELD_MESSAGES } from './names';

describe('contract names', () => {
  it('names only paths the contract serves', () => {
    const served = new Set(Object.values(endpoints).map((endpoint) => endpoint.path));
    for (const path of Object.values(API_PATHS)) expect(served, path).toContain(path);
    expect(served).toContain(analyticsPath('pageview'));
  });

  it('puts API paths under the API base', () => {
    expect(apiUrl(API_PATHS.cardRank)).toBe('/api/v2/card/rank');
  });

  it('imports nothing but the cookie names, which import nothing, so the browser can take it without zod', () => {
    const source = readFileSync(new URL('./names.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)\s.*\sfrom\s+'([^']+)'/gm)].map((match) => match[1]);
    expect(imports).toEqual(['./cookie-names']);
    const cookieNames = readFileSync(new URL('./cookie-names.ts', import.meta.url), 'utf8');
    expect(cookieNames).not.toMatch(/^\s*(import|export\s.*\sfrom)\s/m);
  });

  it('tells an API failure apart with a module that imports only types, so a form can before zod loads', () => {
    const source = readFileSync(new URL('./api-error.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => /^(import|export)\s.*\sfrom\s/.test(line));
    expect(imports).not.toEqual([]);
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
  });

  it('holds the words the contract answers a form with', () => {
    const login = LoginRequest.safeParse({ email: ' ', password: '', captchaCode: 'x' });
    expect(login.success).toBe(false);
    const loginFields = issuesToFields(login.error?.issues ?? []);
    expect(loginFields.email).toBe(FIELD_MESSAGES.emailRequired);
    expect(loginFields.password).toBe(FIELD_MESSAGES.passwordRequired);
    const register = RegisterRequest.safeParse({ name: '', email: 'not-an-address', terms: false });
    const registerFields = issuesToFields(register.error?.issues ?? []);
    expect(registerFields.name).toBe(FIELD_MESSAGES.nameRequired);
    expect(registerFields.email).toBe(FIELD_MESSAGES.emailInvalid);
    const agree = endpoints.agreeToTerms.request?.body?.safeParse({ terms: false });
    expect(issuesToFields(agree?.error?.issues ?? []).terms).toBe(FIELD_MESSAGES.termsRequired);
  });
});
