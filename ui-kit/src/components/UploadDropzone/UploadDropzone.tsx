import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { dropzone, hint as hintStyle } from '../ImageUploader/uploader.css';
import { useFileDrop } from './useFileDrop';

export interface UploadDropzoneProps {
  /** The text above the button, e.g. "Drag and drop images here, or". */
  prompt: string;
  /** The button's label when idle, e.g. "Select Images"; it reads "Uploading..." while busy. */
  selectLabel: string;
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  uploading: boolean;
  disabled?: boolean;
  /** Names the hidden file input for tests. */
  inputTestId: string;
  onFiles: (files: File[]) => void;
}

/** Where files are dropped or selected: a drop zone with a select button and a hint. */
export function UploadDropzone({
  prompt,
  selectLabel,
  hint,
  accept,
  multiple,
  uploading,
  disabled = false,
  inputTestId,
  onFiles,
}: UploadDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { dropProps } = useFileDrop(onFiles, uploading || disabled);
  return (
    <div className={dropzone} {...dropProps}>
      <p>{prompt}</p>
      <Button
        tone="secondary"
        size="small"
        disabled={uploading || disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {uploading ? 'Uploading...' : selectLabel}
      </Button>
      <p id={hintId} className={hintStyle}>
        {hint}
      </p>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </div>
  );
}
