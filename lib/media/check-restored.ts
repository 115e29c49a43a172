import sharp from 'sharp';
import { BACKUP_MEDIA } from '@/lib/backup/words';
import { UPLOAD } from '@/lib/media/upload-limits';
import { ImageRejectedError, RASTER_TYPES, isProcessedImage, processImage } from './process-image';
import { ResumeRejectedError, checkResumePdf } from './resume-file';
import type { MediaObject } from './types';

/** The ids of uploads: what any backend of this site hands out (a push id) and can hold. */
const RESTORE_ID = /^[-0-9A-Za-z_]{20}$/;

export class RestoreRejectedError extends Error {}

/**
 * A file from a backup, checked by its content as an upload is (a raster image, or a PDF résumé)
 * and typed by what it is, whatever the backup declares. An image goes through the upload's own
 * processing (`processImage`: size caps, metadata dropped, WebP, animations kept), so a backup
 * cannot bring in what an upload would refuse or an image that keeps its EXIF; one that is already
 * what that processing writes (an upload of this site) is kept byte for byte. The id stays.
 */
export async function checkRestoredObject(id: string, bytes: Buffer): Promise<MediaObject> {
  if (!RESTORE_ID.test(id)) throw new RestoreRejectedError(BACKUP_MEDIA.badId(id));
  if (bytes.length === 0) throw new RestoreRejectedError(BACKUP_MEDIA.empty(id));
  if (bytes.length > UPLOAD.maxBytes) throw new RestoreRejectedError(BACKUP_MEDIA.tooLarge(id, UPLOAD.maxBytes));
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    try {
      return checkResumePdf(bytes, 'application/pdf');
    } catch (error) {
      if (error instanceof ResumeRejectedError) throw new RestoreRejectedError(BACKUP_MEDIA.notMedia(id));
      throw error;
    }
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new RestoreRejectedError(BACKUP_MEDIA.notMedia(id));
  }
  const contentType = format && Object.hasOwn(RASTER_TYPES, format) ? RASTER_TYPES[format] : undefined;
  if (!contentType) throw new RestoreRejectedError(BACKUP_MEDIA.notMedia(id));
  if (await isProcessedImage(bytes)) return { bytes, contentType: 'image/webp' };
  try {
    return await processImage(bytes, contentType);
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw new RestoreRejectedError(BACKUP_MEDIA.refusedImage(id, error.message));
    throw error;
  }
}
