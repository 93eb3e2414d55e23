import { ATTACHMENT_UPLOAD, pickerRules } from '@rawex/api/contracts/upload-types';
import { Badge, Button, Icon } from '@rawex/ui-kit';
import { useRef, useState } from 'react';
import { whatWentWrong } from '../data/client';
import { uploadAttachment, type AttachedFile } from '../data/products';
import { notify } from '../notices/notify';
import * as styles from './AttachFiles.css';

const attachmentRules = pickerRules(ATTACHMENT_UPLOAD);

export interface AttachFilesProps {
  files: AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  /** How many the message or claim may carry. */
  max?: number;
  disabled?: boolean;
  label?: string;
}

/**
 * A paper clip: each picked file is checked as the API checks it, uploaded at once, and shown as
 * a badge; a refused one is said why and left out.
 */
export function AttachFiles({
  files,
  onChange,
  max = attachmentRules.max,
  disabled,
  label = 'Attach file',
}: AttachFilesProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (list: FileList | null) => {
    let attached = files;
    setUploading(true);
    for (const file of list ? [...list] : []) {
      const refusal = attachmentRules.refusal(file);
      if (refusal) {
        notify({ title: refusal.title, description: refusal.description, type: 'error' });
        continue;
      }
      if (attached.length >= max) {
        notify({ title: 'Too many files', description: `At most ${max} files go with it.`, type: 'error' });
        break;
      }
      try {
        attached = [...attached, await uploadAttachment(file)];
        onChange(attached);
      } catch (error) {
        notify({
          title: 'Error',
          description: whatWentWrong(error, `${file.name} was not attached.`),
          type: 'error',
        });
      }
    }
    setUploading(false);
    if (picker.current) picker.current.value = '';
  };
  return (
    <div className={styles.attachRow}>
      <input
        ref={picker}
        className={styles.fileInput}
        type="file"
        accept={attachmentRules.types.join(',')}
        multiple
        aria-label={label}
        onChange={(event) => void pick(event.target.files)}
      />
      <Button
        size="small"
        tone="secondary"
        disabled={disabled || uploading}
        onClick={() => picker.current?.click()}
      >
        {uploading ? 'Uploading…' : label}
      </Button>
      {files.map((file) => (
        <Badge key={file.url} tone="neutral">
          <Icon name="attachment" inline /> {file.name}
        </Badge>
      ))}
    </div>
  );
}
