import type { ResizePicture } from '@rawex/ui-kit';

/** Pictures stored by the API are served resized on request (`?w=`); others are shown as they are. */
export const resizeUpload: ResizePicture = (src, width) =>
  /^\/uploads\/[a-f0-9]{64}\.(png|jpg)$/.test(src) ? `${src}?w=${width}` : null;
