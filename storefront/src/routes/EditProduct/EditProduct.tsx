import type { Category, Certification, Me, ProductDetail } from '@rawex/api/contracts';
import { ButtonLink, EmptyState, Loaded, ProductForm, Skeleton } from '@rawex/ui-kit';
import { useNavigate, useParams } from 'react-router-dom';
import { useCategories, useCertifications, useGradeSuggestions, useProduct } from '../../data/catalogue';
import { useState } from 'react';
import { useNotFound } from '../../server-rendering/server-render';
import { PRODUCT_MEDIA, useProductEditor } from '../../data/products';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import {
  alertUser,
  attributeChoices,
  attributeFields,
  readProductForm,
  saveFailed,
  SKU_HINT,
  specificationRows,
  termsFields,
} from '../../products/product-form';
import * as page from '../../styles/page.css';
import { notify } from '../../notices/notify';
import { LoadFailed } from '../../loading/LoadFailed';
import { useProductCurrencies } from '../../products/product-currencies';

function EditForm({ user, productId }: { user: Me; productId: number | null }) {
  const { product, error } = useProduct(productId);
  const { categories } = useCategories();
  const { certifications } = useCertifications();
  const missing = useNotFound(error, productId === null);
  const notYours = (
    <EmptyState
      title="Product not found"
      description="Only your own products can be edited here."
      actions={<ButtonLink href="/vendor-dashboard">Back to the dashboard</ButtonLink>}
    />
  );
  return (
    <Loaded
      data={product && categories && certifications && { product, categories, certifications }}
      failed={missing ? notYours : error && <LoadFailed title="Failed to fetch product" />}
      placeholder={<Skeleton height="480px" />}
    >
      {({ product, categories, certifications }) =>
        product.vendorId === user.companyId || user.role === 'admin' ? (
          <ProductEditor product={product} categories={categories} certifications={certifications} />
        ) : (
          notYours
        )
      }
    </Loaded>
  );
}

function ProductEditor({
  product,
  categories,
  certifications,
}: {
  product: ProductDetail;
  categories: Category[];
  certifications: Certification[];
}) {
  const { update } = useProductEditor();
  const navigate = useNavigate();
  // The form offers top-level categories; a product filed under a child keeps its parent's place.
  const category = categories.find((candidate) => candidate.id === product.categoryId);
  const [categoryId, setCategoryId] = useState(category?.parentId ?? product.categoryId);
  const grades = useGradeSuggestions(categoryId);
  const pricing = useProductCurrencies();
  return (
    <ProductForm
      categories={categories}
      {...pricing}
      attributeChoices={attributeChoices(certifications, grades)}
      onCategoryChange={setCategoryId}
      initialValues={{
        sku: product.sku,
        name: product.name,
        categoryId: category?.parentId ?? product.categoryId,
        description: product.description,
        currency: product.currency,
        price: product.price,
        unit: product.unit,
        availableQuantity: String(product.availableQuantity),
        minimumOrder: String(product.minimumOrder),
        ...termsFields(product),
        images: product.images,
        videos: product.videos,
        ...attributeFields(product),
        specifications: specificationRows(product.specifications),
      }}
      skuHint={SKU_HINT}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      {...PRODUCT_MEDIA}
      onAlert={alertUser}
      onNotify={notify}
      onSubmit={async (values) => {
        const { product: checked, errors } = readProductForm(values);
        if (errors) return errors;
        // Sends what the form edits: a product's listing (isActive) stays as it is.
        const { isActive: _listing, ...changes } = checked;
        if (changes.categoryId === category?.parentId) changes.categoryId = product.categoryId;
        try {
          await update(product.id, changes);
        } catch (failure) {
          return saveFailed(failure, 'Failed to save the product. Please try again.');
        }
        notify({ title: 'Success', description: 'Product saved.', type: 'success' });
        navigate('/vendor-dashboard');
      }}
    />
  );
}

export default function EditProduct() {
  const { id } = useParams();
  usePageTitle('Edit Product');
  const productId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Edit Product</h1>
      <SignedIn role="vendor" companyRoles={MEMBERS_WHO.keepTheCatalogue}>
        {(user) => <EditForm user={user} productId={productId} />}
      </SignedIn>
    </div>
  );
}
