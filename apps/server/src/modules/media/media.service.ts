import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_WIDTH,
  IMAGE_UPLOAD_FORMATS,
  IMAGE_UPLOAD_MAX_BYTES,
  MEDIA_PATH_PREFIX,
  type UploadedImage,
} from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { mediaImages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditContext, auditFor } from '../auth/audit';

/** Larger images are refused before decoding: a small file can unpack into a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;
/** An image's address: its id (hex) and the one format stored. */
const MEDIA_FILE = /^([0-9a-f]{32})\.webp$/;

const notAnImage = (why: string) => new AppError('VALIDATION_FAILED', why, { data: why });

/** The stored image's address on this site. */
export const mediaUrl = (id: string) => `${MEDIA_PATH_PREFIX}${id}.webp`;

/**
 * Reads an uploaded file, refuses what is not an image we take (by its content, never its name), and
 * makes the stored version: upright, at most IMAGE_MAX_WIDTH wide, WebP, without metadata.
 */
export async function prepareImage(file: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  if (file.byteLength === 0) throw notAnImage('The file is empty.');
  if (file.byteLength > IMAGE_UPLOAD_MAX_BYTES) {
    throw notAnImage(`Choose an image of at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(file, options).metadata()).format;
  } catch {
    throw notAnImage(`This file is not an image we can read: choose a ${IMAGE_UPLOAD_FORMATS.join(', ')} file.`);
  }
  // sharp names AVIF files 'heif'; SVG, TIFF and the rest are refused.
  const known = format === 'heif' ? 'avif' : format;
  if (!known || !(IMAGE_UPLOAD_FORMATS as readonly string[]).includes(known)) {
    throw notAnImage(`Images are ${IMAGE_UPLOAD_FORMATS.join(', ')}; this file is ${format ?? 'of another kind'}.`);
  }
  try {
    const { data, info } = await sharp(file, options)
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const message =
      error instanceof Error && /pixel limit/i.test(error.message)
        ? `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`
        : 'This image could not be read: it may be damaged. Export it again and retry.';
    throw notAnImage(message);
  }
}

/** Stores an uploaded image (the same image twice is stored once) and says where it is served. */
export async function storeImage(
  db: Database,
  audit: AuditContext,
  upload: { fileName: string; data: string; by: string },
): Promise<UploadedImage> {
  const image = await prepareImage(Buffer.from(upload.data, 'base64'));
  const id = createHash('sha256').update(image.data).digest('hex').slice(0, 32);
  await db.transaction(async (tx) => {
    await tx
      .insert(mediaImages)
      .values({
        id,
        contentType: 'image/webp',
        width: image.width,
        height: image.height,
        byteSize: image.data.byteLength,
        data: image.data,
        originalName: upload.fileName,
        uploadedBy: upload.by,
      })
      .onConflictDoNothing();
    await auditFor(tx, audit, 'image.uploaded', upload.by, { image: id, bytes: image.data.byteLength });
  });
  return {
    url: mediaUrl(id),
    width: image.width,
    height: image.height,
    bytes: image.data.byteLength,
    contentType: 'image/webp',
  };
}

/** A stored image by its file name (`{id}.webp`), or null when there is none. */
export async function readImage(db: Database, fileName: string): Promise<{ data: Buffer; id: string } | null> {
  const id = MEDIA_FILE.exec(fileName)?.[1];
  if (!id) return null;
  const [row] = await db.select({ data: mediaImages.data }).from(mediaImages).where(eq(mediaImages.id, id)).limit(1);
  return row ? { data: row.data, id } : null;
}
