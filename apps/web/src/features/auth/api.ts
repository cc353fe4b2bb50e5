import { API_AUTH, type LoginRequest, type Session, type SignUpResult, type SignUpSchema } from '@scm/contract';
import type { z } from 'zod';
import { api } from '../../shared/api/client';

export const login = (body: LoginRequest) =>
  // A wrong password answers 401: that is this form's message, not a redirect to the login page.
  api.post<Session>(API_AUTH.login, body, { allowAnonymous: true }).then((r) => r.data);

/** Creates the customer and signs it in: the answer carries the session, as a login's does. */
export const signUp = (body: z.output<typeof SignUpSchema>) =>
  api.post<SignUpResult>(API_AUTH.signUp, body, { allowAnonymous: true }).then((r) => r.data);
