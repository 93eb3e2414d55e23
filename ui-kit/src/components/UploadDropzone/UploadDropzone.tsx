import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { dropzone, hint as hintStyle } from '../ImageUploader/uploader.css';

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
  /** Every file dropped or selected, in order; the uploader decides which to take and what to say. */
  onFiles: (files: File[]) => void;
}

/** Where files are dropped or selected (Ark's FileUpload): a drop zone with a select button and a hint. */
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
  const hintId = useId();
  const fileUpload = useFileUpload({
    accept,
    maxFiles: multiple ? Number.MAX_SAFE_INTEGER : 1,
    disabled: uploading || disabled,
    // The uploaders give the spec's own messages for wrong types and sizes, so rejected files go to them too.
    onFileChange: ({ acceptedFiles, rejectedFiles }) => {
      const files = [...acceptedFiles, ...rejectedFiles.map((rejection) => rejection.file)];
      if (files.length === 0) return;
      fileUpload.clearFiles();
      onFiles(files);
    },
  });
  return (
    <FileUpload.RootProvider value={fileUpload}>
      <FileUpload.Dropzone className={dropzone} disableClick>
        <p>{prompt}</p>
        <FileUpload.Trigger asChild>
          <Button tone="secondary" size="small" aria-describedby={hintId}>
            {uploading ? 'Uploading...' : selectLabel}
          </Button>
        </FileUpload.Trigger>
        <p id={hintId} className={hintStyle}>
          {hint}
        </p>
      </FileUpload.Dropzone>
      <FileUpload.HiddenInput data-testid={inputTestId} />
    </FileUpload.RootProvider>
  );
}
