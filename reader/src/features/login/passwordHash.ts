/** contracts.md §6: lowercase hex SHA-256 of the NFC-normalised password. */
export async function passwordHash(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password.normalize('NFC'));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
