import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD, VIDEO_UPLOAD, type UploadRule } from '@rawex/api/contracts/upload-types';
import type { RawexClient } from '@rawex/client';
import { fileTypeFromFile } from 'file-type';

/** An address the API takes as it is; anything else in an images or videos cell is a local file. */
const isAddress = (value: string) => /^https:\/\//.test(value) || /^\/uploads\//.test(value);

/** Stands in for a local file while a row is validated, before anything is uploaded. */
export const PLACEHOLDER = (rule: UploadRule) => `/uploads/${'0'.repeat(64)}.${Object.values(rule.types)[0]}`;

export const MEDIA = { images: IMAGE_UPLOAD, videos: VIDEO_UPLOAD } as const;

/**
 * Local pictures and videos named in a file, checked and uploaded once each: the same bytes
 * (by SHA-256) named on many rows, or under two names, are sent once.
 */
export class MediaUploader {
  private readonly byHash = new Map<string, Promise<string>>();
  private readonly checked = new Map<string, Promise<string | null>>();

  constructor(
    private readonly directory: string,
    private readonly client: RawexClient | undefined,
  ) {}

  /** Why a local file cannot be sent (missing, wrong type, too large), or null. */
  problem(value: string, rule: UploadRule): Promise<string | null> {
    if (isAddress(value)) return Promise.resolve(null);
    const file = path.resolve(this.directory, value);
    let check = this.checked.get(file);
    if (!check) {
      check = (async () => {
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return `${value}: no such file`;
        const type = await fileTypeFromFile(file);
        if (!type || !Object.values(rule.types).includes(type.ext)) return rule.wrongType(value);
        if (info.size > rule.maxBytes) return rule.tooLarge(value);
        return null;
      })();
      this.checked.set(file, check);
    }
    return check;
  }

  placeholder(values: string[], rule: UploadRule): string[] {
    return values.map((value) => (isAddress(value) ? value : PLACEHOLDER(rule)));
  }

  /** The addresses to store: local files uploaded (once per content), addresses as they are. */
  async addresses(values: string[], rule: UploadRule): Promise<string[]> {
    return Promise.all(values.map((value) => (isAddress(value) ? value : this.upload(value, rule))));
  }

  private async upload(value: string, rule: UploadRule): Promise<string> {
    const bytes = await readFile(path.resolve(this.directory, value));
    const hash = createHash('sha256').update(bytes).digest('hex');
    let uploaded = this.byHash.get(hash);
    if (!uploaded) {
      uploaded = this.send(bytes, path.basename(value), rule);
      this.byHash.set(hash, uploaded);
    }
    return uploaded;
  }

  private async send(bytes: Buffer, name: string, rule: UploadRule): Promise<string> {
    if (!this.client) throw new Error('no server to upload to');
    const form = new FormData();
    form.append(rule.field, new Blob([bytes]), name);
    const path = rule.field === 'image' ? '/api/upload/image' : '/api/upload/video';
    const { data } = await this.client.POST(path, {
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    });
    const answer = data as { url?: string; videoUrl?: string };
    return (answer.url ?? answer.videoUrl) as string;
  }
}
