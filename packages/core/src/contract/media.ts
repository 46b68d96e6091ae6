import '../zod-setup';
import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';

// Images staff upload for posts (featured images and images in the body), stored in the database.

/** The largest file taken, before it is resized. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The upload's JSON body: the file in base64 (4 characters per 3 bytes) and its name. */
export const IMAGE_UPLOAD_MAX_BODY_BYTES = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 4096;
/** Images are stored at most this wide: a post's column is narrower even on a wide screen at 2×. */
export const IMAGE_MAX_WIDTH = 1600;
/** The formats read; SVG is refused (it can carry script). */
export const IMAGE_UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
/** Where stored images are served: `/media/{id}.webp`. */
export const MEDIA_PATH_PREFIX = '/media/';

const tooLarge = `Choose an image of at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

export const ImageUpload = z
  .strictObject({
    fileName: z
      .string({ error: 'Give the file’s name.' })
      .trim()
      .min(1, 'Give the file’s name.')
      .max(200, 'Keep the file’s name to 200 characters.')
      .refine((value) => !hasControlCharacters(value), 'Remove the control characters from the file’s name.'),
    data: z
      .string({ error: 'Send the file in base64 in data.' })
      .min(1, 'The file is empty.')
      .max(Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4, tooLarge)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the file in base64 in data.')
      .describe(`The file, base64-encoded: ${IMAGE_UPLOAD_FORMATS.join(', ')}; at most 5 MB`),
  })
  .meta({ id: 'ImageUpload' });

export const UploadedImage = z
  .object({
    url: z.string().describe('The image’s address on this site: /media/{id}.webp, never changing what it shows'),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    bytes: z.number().int().min(1).describe('The size of the stored image'),
    contentType: z.literal('image/webp'),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof UploadedImage>;

export const uploadImage = defineEndpoint({
  id: 'uploadImage',
  method: 'post',
  path: '/admin/images',
  summary: 'Upload an image for a post: checked, resized and stored; answers its address',
  description: `JPEG, PNG, WebP, GIF (its first frame) or AVIF, at most 5 MB and 40 megapixels; stored as WebP at most ${IMAGE_MAX_WIDTH} px wide, turned upright, without its metadata (camera, place). The same image uploaded twice has one address. A 400 says what is wrong with the file. Audited.`,
  tag: 'Admin',
  access: 'staff:content',
  request: { body: ImageUpload },
  responses: { 201: UploadedImage },
});
