import { fitWithin } from '@utsav/shared/media/image-size';

export interface ResizedImage {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * A photo from a phone's camera (often 4000 px and 5 MB) made small before it leaves the phone:
 * decoded with createImageBitmap (which also applies the EXIF rotation), drawn at most 1600 px
 * on its longer side and encoded as WebP (JPEG where the browser cannot). The canvas API and no
 * library: browser-image-compression would add ~20 kB gzipped for the same steps, and we need
 * the output's pixel size anyway (the database stores it so pages reserve the space).
 */
export async function resizeImage(file: Blob): Promise<ResizedImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.82));
  const webp = await encode('image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await encode('image/jpeg');
  if (!blob) throw new Error('the photo could not be encoded');
  return { blob, width, height };
}
