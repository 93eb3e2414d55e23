import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pages, type RawexClient, type Schemas } from '@rawex/client';
import { attributesOf, MAX_OWNER_PAGE } from '@rawex/api/contracts';
import { stringify } from 'csv-stringify';
import { neutralizeCell } from '@rawex/format';
import { OPTIONAL_COLUMNS, priceTiersCell, REQUIRED_COLUMNS, SPEC_PREFIX } from './product-columns.ts';
import type { ProductFileFormat } from './product-columns.ts';

type ExportedProduct = ReturnType<typeof exportedProduct>;

/** A product as a file record: the columns import reads, the category by its slug. */
function exportedProduct(product: Schemas['Product'], slugs: Map<number, string>) {
  return {
    sku: product.sku ?? '',
    name: product.name,
    description: product.description,
    category: slugs.get(product.categoryId) ?? String(product.categoryId),
    price: product.price,
    currency: product.currency,
    unit: product.unit,
    minimumOrder: product.minimumOrder,
    orderMultiple: product.orderMultiple,
    priceTiers: product.priceTiers,
    sampleQuantity: product.sample?.quantity ?? null,
    samplePrice: product.sample?.price ?? null,
    availableQuantity: product.availableQuantity,
    images: product.images,
    videos: product.videos,
    isActive: product.isActive,
    ...attributesOf(product),
    specifications: product.specifications as Record<string, unknown>,
  };
}

/** Every product of the vendor, newest first, a cursor page of up to 1,000 at a time. */
async function* catalogue(client: RawexClient, vendorId: string): AsyncGenerator<ExportedProduct> {
  const { data: categories } = await client.GET('/api/categories');
  const slugs = new Map((categories ?? []).map((category) => [category.id, category.slug]));
  for await (const page of pages<Schemas['Product']>((query) =>
    client.GET('/api/vendors/{id}/products', {
      params: { path: { id: vendorId }, query: { limit: MAX_OWNER_PAGE, ...query } },
    }),
  )) {
    for (const product of page.items) yield exportedProduct(product, slugs);
  }
}

const csvCells = (product: ExportedProduct, specKeys: string[]) => ({
  ...product,
  priceTiers: priceTiersCell(product.priceTiers),
  sampleQuantity: product.sampleQuantity ?? '',
  samplePrice: product.samplePrice ?? '',
  images: product.images.join('|'),
  videos: product.videos.join('|'),
  isActive: String(product.isActive),
  certifications: product.certifications.join('|'),
  incoterms: product.incoterms.join('|'),
  specifications: undefined,
  // As written, so an import reads each back the same: true stays true (csv-stringify would write 1).
  ...Object.fromEntries(
    specKeys.map((key) => [`${SPEC_PREFIX}${key}`, String(product.specifications[key] ?? '')]),
  ),
});

/**
 * Writes the catalogue to `output` as NDJSON, a JSON array or CSV. CSV needs every spec key
 * for its header, so the products go through a temporary NDJSON file first: memory stays flat.
 */
export async function exportProducts(
  client: RawexClient,
  vendorId: string,
  format: ProductFileFormat,
  output: Writable,
): Promise<number> {
  let count = 0;
  if (format === 'ndjson' || format === 'json') {
    const lines = async function* () {
      if (format === 'json') yield '[\n';
      for await (const product of catalogue(client, vendorId)) {
        const text = JSON.stringify(product);
        yield format === 'json' ? `${count === 0 ? '' : ',\n'}  ${text}` : `${text}\n`;
        count += 1;
      }
      if (format === 'json') yield '\n]\n';
    };
    await pipeline(Readable.from(lines()), output);
    return count;
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'rawex-export-'));
  const spool = path.join(directory, 'products.ndjson');
  try {
    const specKeys = new Set<string>();
    const toSpool = async function* () {
      for await (const product of catalogue(client, vendorId)) {
        for (const key of Object.keys(product.specifications)) specKeys.add(key);
        count += 1;
        yield `${JSON.stringify(product)}\n`;
      }
    };
    await pipeline(Readable.from(toSpool()), createWriteStream(spool));
    const keys = [...specKeys].sort();
    const columns = [
      ...REQUIRED_COLUMNS,
      ...OPTIONAL_COLUMNS.filter((column) => column !== 'specifications'),
      ...keys.map((key) => `${SPEC_PREFIX}${key}`),
    ];
    const rows = async function* () {
      for await (const line of createInterface({ input: createReadStream(spool), crlfDelay: Infinity })) {
        if (!line) continue;
        const cells = csvCells(JSON.parse(line) as ExportedProduct, keys);
        yield Object.fromEntries(
          Object.entries(cells).map(([column, value]) => [
            column,
            typeof value === 'string' ? neutralizeCell(value) : value,
          ]),
        );
      }
    };
    await pipeline(Readable.from(rows()), stringify({ header: true, columns }), output);
    return count;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
