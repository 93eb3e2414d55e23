import { useState } from 'react';
import { Button } from '../Button/Button';
import { UploadDropzone } from '../UploadDropzone/UploadDropzone';
import * as styles from './uploader.css';

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The files of a pick that will be uploaded, and what to tell the user about the rest. */
export function pickImages(files: File[], currentCount: number, types: readonly string[], max = MAX_IMAGES) {
  const alerts: string[] = [];
  const accepted = files.slice(0, Math.max(0, max - currentCount)).filter((file) => {
    if (!types.includes(file.type)) {
      alerts.push(`${file.name} is not a valid image file`);
      return false;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      alerts.push(`${file.name} is too large. Maximum size is 10MB`);
      return false;
    }
    return true;
  });
  return { accepted, alerts };
}

export interface ImageUploaderProps {
  /** The uploaded images' URLs; the first is the product's main image. */
  images: string[];
  onChange: (images: string[]) => void;
  /** Uploads one file and resolves to its URL; the uploader never calls the network itself. */
  upload: (file: File) => Promise<string>;
  /** The image types taken (MIME, e.g. `image/png`): the server's; others get the spec's alert. */
  types: readonly string[];
  /** Tells the user something went wrong (the spec's alerts). Defaults to `window.alert`. */
  onAlert?: (message: string) => void;
  max?: number;
}

/** Up to five product images: drop or select, first labelled Main, each removable. */
export function ImageUploader({
  images,
  onChange,
  upload,
  types,
  onAlert = (message) => window.alert(message),
  max = MAX_IMAGES,
}: ImageUploaderProps) {
  const [uploading, setUploading] = useState(false);
  const full = images.length >= max;

  const take = async (files: File[]) => {
    const { accepted, alerts } = pickImages(files, images.length, types, max);
    for (const message of alerts) onAlert(message);
    if (accepted.length === 0) return;
    setUploading(true);
    try {
      onChange([...images, ...(await Promise.all(accepted.map(upload)))]);
    } catch {
      onAlert('Failed to upload images. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <UploadDropzone
        prompt="Drag and drop images here, or"
        selectLabel="Select Images"
        hint={`PNG, JPG, JPEG up to 10MB · ${images.length}/${max} images`}
        accept={types.join(',')}
        multiple
        uploading={uploading}
        disabled={full}
        inputTestId="image-input"
        onFiles={(files) => void take(files)}
      />
      {images.length === 0 ? (
        <p className={styles.empty}>No images uploaded yet</p>
      ) : (
        <ul className={styles.grid} aria-label="Product images">
          {images.map((url, index) => (
            <li key={url} className={styles.tile}>
              <img className={styles.media} src={url} alt={`Product image ${index + 1}`} />
              {index === 0 && <span className={styles.mainLabel}>Main</span>}
              <div className={styles.tileActions}>
                <Button
                  tone="ghost"
                  size="small"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(images.filter((_, kept) => kept !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
