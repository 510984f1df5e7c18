import { hashPasswordDigest, passwordDigest, verifyPasswordDigest } from '../users/password';

/** One decoy hash per cost, made once per process. */
const decoys = new Map<number, Promise<string>>();

/**
 * Runs the scrypt a real account would cost (at the configured `logN`) when no account
 * matches, so an unknown account takes as long to refuse as a wrong password.
 */
export async function verifyAgainstDecoy(digest: string, logN: number): Promise<void> {
  let decoy = decoys.get(logN);
  if (!decoy) {
    decoy = hashPasswordDigest(passwordDigest('decoy-password'), logN);
    decoys.set(logN, decoy);
  }
  await verifyPasswordDigest(digest, await decoy);
}
