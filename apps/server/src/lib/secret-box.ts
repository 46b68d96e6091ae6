import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A 256-bit key of its own for each purpose, so the signing secret is never used directly as an
 * encryption key and a value sealed for one purpose cannot be opened as another.
 */
function deriveKey(keyMaterial: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyMaterial, Buffer.alloc(0), purpose, 32));
}

/** AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url: keeps secrets (TOTP seeds) encrypted at rest. */
export function sealSecret(plaintext: string, keyMaterial: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(keyMaterial, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws on a malformed, altered or foreign value (wrong key or purpose): GCM authenticates it. */
export function openSecret(sealed: string, keyMaterial: string, purpose: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('Sealed secret is malformed');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(keyMaterial, purpose), ivBytes, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
