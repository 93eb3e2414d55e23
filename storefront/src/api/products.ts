import type { CreateProductBody, Product } from '@rawex/api/contracts';
import { IMAGE_UPLOAD_TYPES, VIDEO_UPLOAD_TYPES } from '@rawex/api/contracts/upload-types';
import { request } from './client';
import { useInvalidate } from './invalidate';

/** A vendor's changes to their catalogue; each reloads every product list and the dashboard. */
export function useProductEditor() {
  const invalidate = useInvalidate();
  const reload = () => invalidate((path) => path.startsWith('/api/products') || path.endsWith('/dashboard'));
  return {
    async create(product: Omit<CreateProductBody, 'vendorId'>) {
      const created = await request<Product>('/api/products', { method: 'POST', body: product });
      await reload();
      return created;
    },
    async update(id: number, changes: Partial<Omit<CreateProductBody, 'vendorId'>>) {
      const updated = await request<Product>(`/api/products/${id}`, { method: 'PATCH', body: changes });
      await reload();
      return updated;
    },
    async remove(id: number) {
      await request(`/api/products/${id}`, { method: 'DELETE' });
      await reload();
    },
  };
}

async function upload(path: string, field: string, file: File) {
  const form = new FormData();
  form.append(field, file);
  return request<Record<string, string>>(path, { method: 'POST', body: form });
}

export const uploadImage = async (file: File) =>
  (await upload('/api/upload/image', 'image', file)).url as string;
export const uploadVideo = async (file: File) =>
  (await upload('/api/upload/video', 'video', file)).videoUrl as string;

/** The picture and video types the API takes (MIME): the uploaders offer exactly these. */
export const IMAGE_TYPES = Object.keys(IMAGE_UPLOAD_TYPES);
export const VIDEO_TYPES = Object.keys(VIDEO_UPLOAD_TYPES);
