/**
 * Who acts: the session user. Her platform role (auth_user.role) and whether she signs in with a
 * second factor are part of her, so platform powers need no extra read.
 */
export type Actor = { id: string; role?: string | null; twoFactorEnabled?: boolean | null };
