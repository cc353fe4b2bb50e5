import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@scm/contract';

/** The login form's validation; loaded on demand by login-form.tsx. */
export const loginResolver = zodResolver(LoginRequestSchema);
