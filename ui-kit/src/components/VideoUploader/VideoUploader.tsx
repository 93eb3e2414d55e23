import { useState } from 'react';
import { Button } from '../Button/Button';
import { UploadDropzone } from '../UploadDropzone/UploadDropzone';
import * as styles from '../ImageUploader/uploader.css';

export const MAX_VIDEOS = 3;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

export interface UploaderNotice {
  title: string;
  description: string;
  type: 'success' | 'error';
}

/** Why a picked video cannot be taken, as the spec's toast, or null when it can. */
export function videoProblem(
  file: File,
  currentCount: number,
  types: readonly string[],
  max = MAX_VIDEOS,
): UploaderNotice | null {
  if (currentCount >= max) {
    return {
      title: 'Maximum videos reached',
      description: `You can only upload up to ${max} videos.`,
      type: 'error',
    };
  }
  if (!types.includes(file.type)) {
    return { title: 'Invalid file type', description: 'Please select a video file.', type: 'error' };
  }
  if (file.size >= MAX_VIDEO_BYTES) {
    return { title: 'File too large', description: 'Video must be smaller than 50MB.', type: 'error' };
  }
  return null;
}

export interface VideoUploaderProps {
  videos: string[];
  onChange: (videos: string[]) => void;
  /** Uploads one file and resolves to its URL; the uploader never calls the network itself. */
  upload: (file: File) => Promise<string>;
  /** The video types taken (MIME, e.g. `video/mp4`): the server's; others get the spec's toast. */
  types: readonly string[];
  /** Shows a toast: the spec's messages for limits, success and failure. */
  onNotify: (notice: UploaderNotice) => void;
  max?: number;
}

/** Up to three product videos, one file at a time; each plays with or without controls, and can be removed. */
export function VideoUploader({
  videos,
  onChange,
  upload,
  types,
  onNotify,
  max = MAX_VIDEOS,
}: VideoUploaderProps) {
  const [uploading, setUploading] = useState(false);
  const [withControls, setWithControls] = useState<Record<string, boolean>>({});

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = videoProblem(file, videos.length, types, max);
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
