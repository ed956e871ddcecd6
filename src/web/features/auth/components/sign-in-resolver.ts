import { signInSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The login form's validation: the shared signInSchema. Its own module so that zod and the
 * schemas load after the login page has rendered (login-form.tsx imports it on demand).
 */
export const signInResolver = zodResolver(signInSchema);
