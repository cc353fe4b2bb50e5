import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline cost (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);
export const verifyPassword = async (hashed: string, plain: string) => {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
};
let dummy: Promise<string> | undefined;
/** Verifies against a throwaway hash when the username is unknown, so a failed login takes as long either way. */
export const burnVerify = async (plain: string) => {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, plain);
  return false;
};
