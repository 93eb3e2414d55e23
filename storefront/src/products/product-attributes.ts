import type { Product, ProductFacets } from '@rawex/api/contracts';
import { countryName } from '@rawex/api/contracts/country-values';
import {
  PRODUCT_ATTRIBUTES,
  PRODUCT_FACETS,
  type ProductAttribute,
  type ProductFacet,
} from '@rawex/api/contracts/product-attribute-values';
import type { FacetGroup } from '@rawex/ui-kit';

/** Each typed attribute as a trader reads its name. */
export const ATTRIBUTE_LABELS: Record<ProductAttribute, string> = {
  originCountry: 'Origin',
  grade: 'Grade',
  purityPercent: 'Purity',
  certifications: 'Certifications',
  incoterms: 'Incoterms',
  leadTimeDays: 'Lead time',
  hsCode: 'HS code',
  packaging: 'Packaging',
};

/** An HS code as traders write it: heading, then subheading ("1801.00"). */
export const hsCodeText = (code: string) => `${code.slice(0, 4)}.${code.slice(4)}`;

/** One attribute of a product as text, or null when the product does not say. */
export function attributeText(
  product: Pick<Product, ProductAttribute>,
  attribute: ProductAttribute,
  certificationNames: ReadonlyMap<string, string>,
): string | null {
  switch (attribute) {
    case 'originCountry':
      return product.originCountry && countryName(product.originCountry);
    case 'purityPercent':
      return product.purityPercent === null ? null : `${product.purityPercent}%`;
    case 'certifications':
      return product.certifications.length === 0
        ? null
        : product.certifications.map((code) => certificationNames.get(code) ?? code).join(', ');
    case 'incoterms':
      return product.incoterms.length === 0 ? null : product.incoterms.join(', ');
    case 'leadTimeDays':
      return product.leadTimeDays === null
        ? null
        : `${product.leadTimeDays} ${product.leadTimeDays === 1 ? 'day' : 'days'}`;
    case 'hsCode':
      return product.hsCode && hsCodeText(product.hsCode);
    case 'grade':
    case 'packaging':
      return product[attribute];
  }
}

/** The attributes a product gives, each with its label and text, in the catalogue's order. */
export const givenAttributes = (
  product: Pick<Product, ProductAttribute>,
  certificationNames: ReadonlyMap<string, string>,
) =>
  PRODUCT_ATTRIBUTES.flatMap((attribute) => {
    const text = attributeText(product, attribute, certificationNames);
    return text === null ? [] : [{ attribute, label: ATTRIBUTE_LABELS[attribute], text }];
  });

/** How a facet's value reads: a country by name, a certification by its name, the rest as it is. */
function facetLabel(facet: ProductFacet, value: string, certificationNames: ReadonlyMap<string, string>) {
  if (facet === 'originCountry') return countryName(value);
  if (facet === 'certifications') return certificationNames.get(value) ?? value;
  return value;
}

/** The facet counts the API answered, as the filter lists show them. */
export const facetGroups = (
  facets: ProductFacets | undefined,
  certificationNames: ReadonlyMap<string, string>,
): FacetGroup[] =>
  PRODUCT_FACETS.map((facet) => ({
    name: facet,
    title: ATTRIBUTE_LABELS[facet],
    options: (facets?.facets[facet] ?? []).map(({ value, count }) => ({
      value,
      label: facetLabel(facet, value, certificationNames),
      // Scaled from a sample of a very large match: said to be about that many.
      count: facets?.estimated ? `≈${count.toLocaleString('en-US')}` : count,
    })),
  }));
