import { Loaded, ProductForm, Skeleton } from '@rawex/ui-kit';
import { useNavigate } from 'react-router-dom';
import { useCategories, useCertifications, useGradeSuggestions } from '../../data/catalogue';
import { useState } from 'react';
import { PRODUCT_MEDIA, useProductEditor } from '../../data/products';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import * as page from '../../styles/page.css';
import {
  alertUser,
  attributeChoices,
  readProductForm,
  saveFailed,
  SKU_HINT,
} from '../../products/product-form';
import { notify } from '../../notices/notify';
import { LoadFailed } from '../../loading/LoadFailed';
import { useProductCurrencies } from '../../products/product-currencies';

function NewProductForm() {
  const { categories, error } = useCategories();
  const { certifications, error: certificationsError } = useCertifications();
  const [categoryId, setCategoryId] = useState(0);
  const grades = useGradeSuggestions(categoryId);
  const pricing = useProductCurrencies();
  const { create } = useProductEditor();
  const navigate = useNavigate();
  return (
    <Loaded
      data={categories && certifications && { categories, certifications }}
      failed={(error || certificationsError) && <LoadFailed title="Failed to load categories" />}
      placeholder={<Skeleton height="480px" />}
    >
      {({ categories, certifications }) => (
        <ProductForm
          categories={categories}
          {...pricing}
          attributeChoices={attributeChoices(certifications, grades)}
          onCategoryChange={setCategoryId}
          skuHint={SKU_HINT}
          {...PRODUCT_MEDIA}
          onAlert={alertUser}
          onNotify={notify}
          onSubmit={async (values) => {
            const { product, errors } = readProductForm(values);
            if (errors) return errors;
            try {
              await create(product);
            } catch (failure) {
              return saveFailed(failure, 'Failed to create product. Please try again.');
            }
            notify({ title: 'Success', description: 'Product created successfully!', type: 'success' });
            navigate('/vendor-dashboard');
          }}
        />
      )}
    </Loaded>
  );
}

export default function AddProduct() {
  usePageTitle('Add New Product');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Add New Product</h1>
      <SignedIn role="vendor" companyRoles={MEMBERS_WHO.keepTheCatalogue}>
        {() => <NewProductForm />}
      </SignedIn>
    </div>
  );
}
