import type { TestClient } from './test-api.ts';

/** A small but real PDF: its bytes say what it is. */
export const SMALL_PDF = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** Uploads a small PDF as `client` (POST /api/upload/document) and answers its address. */
export async function uploadAttachment(client: TestClient, name = 'document.pdf'): Promise<string> {
  const form = new FormData();
  form.append('document', new Blob([SMALL_PDF()], { type: 'application/pdf' }), name);
  const answer = await client.request<{ url: string }>('POST', '/api/upload/document', {
    rawBody: form,
    headers: { 'x-requested-with': 'fetch' },
  });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${answer.text}`);
  return answer.body.url;
}
