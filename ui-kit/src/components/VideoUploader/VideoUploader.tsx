import { useState } from 'react';
import type { MediaRules } from '../../model';
import { Button } from '../Button/Button';
import { UploadDropzone } from '../UploadDropzone/UploadDropzone';
import * as styles from '../ImageUploader/uploader.css';

export interface UploaderNotice {
  title: string;
  description: string;
  type: 'success' | 'error';
}

/** Why a picked video cannot be taken, as the spec's toast, or null when it can. */
export function videoProblem(file: File, currentCount: number, rules: MediaRules): UploaderNotice | null {
  if (currentCount >= rules.max) {
    return {
      title: 'Maximum videos reached',
      description: `You can only upload up to ${rules.max} videos.`,
      type: 'error',
    };
  }
  const refusal = rules.refusal(file);
  return refusal && { ...refusal, type: 'error' };
}

export interface VideoUploaderProps {
  videos: string[];
  onChange: (videos: string[]) => void;
  /** Uploads one file and resolves to its URL; the uploader never calls the network itself. */
  upload: (file: File) => Promise<string>;
  /** The server's rules for videos: the types offered, how many, and why a pick is refused. */
  rules: MediaRules;
  /** Shows a toast: the spec's messages for limits, success and failure. */
  onNotify: (notice: UploaderNotice) => void;
}

/** A product's videos, up to the rules' number, one file at a time; each plays with or without controls, and can be removed. */
export function VideoUploader({ videos, onChange, upload, rules, onNotify }: VideoUploaderProps) {
  const { max, types } = rules;
  const [uploading, setUploading] = useState(false);
  const [withControls, setWithControls] = useState<Record<string, boolean>>({});

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = videoProblem(file, videos.length, rules);
    if (problem) return onNotify(problem);
    setUploading(true);
    try {
      onChange([...videos, await upload(file)]);
      onNotify({
        title: 'Video uploaded',
        description: 'Your video has been uploaded successfully.',
        type: 'success',
      });
    } catch {
      onNotify({ title: 'Video upload failed', description: 'Please try again.', type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <UploadDropzone
        prompt="Drag and drop a video here, or"
        selectLabel="Select Video"
        hint={`MP4, WebM, AVI, MOV under 50MB · 1080p recommended · ${videos.length}/${max} videos`}
        accept={types.join(',')}
        uploading={uploading}
        inputTestId="video-input"
        onFiles={(files) => void take(files)}
      />
      {videos.length > 0 && (
        <ul className={styles.grid} aria-label="Product videos">
          {videos.map((url, index) => (
            <li key={url} className={styles.tile}>
              <video
                className={styles.media}
                src={url}
                controls={withControls[url] ?? false}
                muted
                playsInline
                aria-label={`Product video ${index + 1}`}
              />
              <div className={styles.tileActions}>
                <Button
                  tone="ghost"
                  size="small"
                  aria-pressed={withControls[url] ?? false}
                  onClick={() => setWithControls({ ...withControls, [url]: !withControls[url] })}
                >
                  Controls
                </Button>
                <Button
                  tone="ghost"
                  size="small"
                  aria-label={`Remove video ${index + 1}`}
                  onClick={() => onChange(videos.filter((_, kept) => kept !== index))}
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
