import { useState } from 'react';
import type { MediaRules } from '../../model';
import { Button } from '../Button/Button';
import { UploadDropzone } from '../UploadDropzone/UploadDropzone';
import * as styles from './uploader.css';

/** The files of a pick that will be uploaded, and what to tell the user about the rest. */
export function pickImages(files: File[], currentCount: number, rules: MediaRules) {
  const alerts: string[] = [];
  const accepted = files.slice(0, Math.max(0, rules.max - currentCount)).filter((file) => {
    const refusal = rules.refusal(file);
    if (refusal) alerts.push(refusal.description);
    return !refusal;
  });
  return { accepted, alerts };
}

export interface ImageUploaderProps {
  /** The uploaded images' URLs; the first is the product's main image. */
  images: string[];
  onChange: (images: string[]) => void;
  /** Uploads one file and resolves to its URL; the uploader never calls the network itself. */
  upload: (file: File) => Promise<string>;
  /** The server's rules for images: the types offered, how many, and why a pick is refused. */
  rules: MediaRules;
  /** Tells the user something went wrong (the spec's alerts). Defaults to `window.alert`. */
  onAlert?: (message: string) => void;
}

/** A product's images, up to the rules' number: drop or select, first labelled Main, each removable. */
export function ImageUploader({
  images,
  onChange,
  upload,
  rules,
  onAlert = (message) => window.alert(message),
}: ImageUploaderProps) {
  const { max, types } = rules;
  const [uploading, setUploading] = useState(false);
  const full = images.length >= max;

  const take = async (files: File[]) => {
    const { accepted, alerts } = pickImages(files, images.length, rules);
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
