import type { CreateProductRequest, UpdateProductRequest } from '@rawex/api/contracts';
import { MAX_PRICE_TIERS } from '@rawex/api/contracts/price-ladder';
import {
  ATTACHMENT_UPLOAD,
  IMAGE_UPLOAD,
  pickerRules,
  VIDEO_UPLOAD,
  type UploadRule,
} from '@rawex/api/contracts/upload-types';
import { ok, readAddress } from '@rawex/client';
import { api, send } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { usePagedList } from './paged';

export const OWN_PRODUCTS_PAGE_SIZE = 10;

/** A vendor's own catalogue, listed and unlisted, newest first, a page at a time. */
export function useOwnProducts(vendorId: string) {
  return usePagedList(
    (page) => readAddress('/api/vendors/{id}/products', { path: { id: vendorId }, query: page }),
    OWN_PRODUCTS_PAGE_SIZE,
    'cursor',
  );
}

/** A vendor's changes to their catalogue; each reloads every product list and the dashboard. */
export function useProductEditor() {
  const invalidate = useInvalidate();
  const reload = () => invalidate(RESOURCES.products);
  return {
    async create(product: Omit<CreateProductRequest, 'vendorId'>) {
      const { data: created } = await ok(api.POST('/api/products', { body: product }));
      await reload();
      return created;
    },
    async update(id: number, changes: UpdateProductRequest) {
      const { data: updated } = await ok(
        api.PATCH('/api/products/{id}', { params: { path: { id } }, body: changes }),
      );
      await reload();
      return updated;
    },
    /** Puts a product on sale or takes it off, touching nothing else. */
    async setListed(id: number, isActive: boolean) {
      const { data: updated } = await ok(
        api.PATCH('/api/products/{id}', { params: { path: { id } }, body: { isActive } }),
      );
      await reload();
      return updated;
    },
    async remove(id: number) {
      await api.DELETE('/api/products/{id}', { params: { path: { id } } });
      await reload();
    },
  };
}

export async function upload(rule: UploadRule, file: File) {
  const form = new FormData();
  form.append(rule.field, file);
  const response = await send(`/api/upload/${rule.field}`, { method: 'POST', body: form });
  return (await response.json()) as Record<string, string>;
}

export const uploadImage = async (file: File) => (await upload(IMAGE_UPLOAD, file)).url as string;
export const uploadVideo = async (file: File) => (await upload(VIDEO_UPLOAD, file)).videoUrl as string;

/** A file sent with a message or a claim: where it was uploaded (as its sender's own), and its name. */
export interface AttachedFile {
  url: string;
  name: string;
}

export const uploadAttachment = async (file: File): Promise<AttachedFile> => ({
  url: (await upload(ATTACHMENT_UPLOAD, file)).url as string,
  name: file.name,
});

/**
 * What a product form needs of the server's rules: the uploaders offer and refuse what it does,
 * and the ladder editor stops at as many rungs as it takes.
 */
export const PRODUCT_MEDIA = {
  uploadImage,
  uploadVideo,
  imageRules: pickerRules(IMAGE_UPLOAD),
  videoRules: pickerRules(VIDEO_UPLOAD),
  maxPriceRungs: MAX_PRICE_TIERS,
};
