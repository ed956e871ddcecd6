import { hashPassword as scryptHash, verifyPassword as scryptVerify } from 'better-auth/crypto';

/**
 * better-auth's own password hashing (scrypt), named here so the whole app hashes through one
 * module and tests can count the hashes a request costs: sign-up and sign-in must cost one
 * whether or not the e-mail has an account, or their timing would tell (issue 13, point 4).
 */
export const passwordHashing = {
  hash: (password: string) => scryptHash(password),
  verify: (input: { hash: string; password: string }) => scryptVerify(input),
};
