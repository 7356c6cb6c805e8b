import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { Button, EmptyState, ErrorState, Form, FormSelect, FormTextField, Skeleton, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import {
  useCreateOperatorCategoryMutation,
  useDeleteOperatorCategoryMutation,
  useListOperatorCategoriesQuery,
  useRenameOperatorCategoryMutation,
  type OperatorCategoryData,
} from '../../api/operator-catalog-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { categoryFormSchema, type CategoryFormValues } from '../../forms/catalog-name-schema';
import { CatalogEntry } from './catalog-entry';

/** Adds a top-level category, or a sub-category under a top-level one (categories go one level deep). */
function AddCategoryForm({ topLevel }: { topLevel: readonly OperatorCategoryData[] }): ReactElement {
  const flash = useFlash();
  const [create] = useCreateOperatorCategoryMutation();
  const form = useForm<CategoryFormValues>({ resolver: zodResolver(categoryFormSchema), defaultValues: { name: '', parentId: 'none' } });
  const parents = [{ value: 'none', label: 'None: a top-level category' }, ...topLevel.map((category) => ({ value: category.id, label: category.name }))];
  const submit = form.handleSubmit(async ({ name, parentId }) => {
    try {
      const created = await create({ name, ...(parentId && parentId !== 'none' ? { parentId } : {}) }).unwrap();
      flash.success(`${created.name} added.`);
      form.reset({ name: '', parentId });
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { name: 'name', parentId: 'parentId' }, 'We could not add this category. Please try again.'));
    }
  });
  return (
    <Form onSubmit={submit} aria-label="Add a category">
      <Stack direction="horizontal" gap="sm" align="end" wrap>
        <FormTextField control={form.control} name="name" label="Category name" isRequired />
        <FormSelect control={form.control} name="parentId" label="Under" options={parents} />
        <Button type="submit" size="sm" isLoading={form.formState.isSubmitting} loadingLabel="Adding">
          Add category
        </Button>
      </Stack>
    </Form>
  );
}

/** The categories in their order, each with its sub-categories: adding, renaming and deleting each. */
export function CategoriesPanel(): ReactElement {
  const { data, isError, error, refetch, isFetching } = useListOperatorCategoriesQuery();
  const [rename] = useRenameOperatorCategoryMutation();
  const [remove] = useDeleteOperatorCategoryMutation();
  const entry = (category: { id: string; name: string }, children?: ReactElement) => (
    <CatalogEntry key={category.id} name={category.name} kind="category" onRename={(name) => rename({ id: category.id, name }).unwrap()} onDelete={() => remove(category.id).unwrap()}>
      {children}
    </CatalogEntry>
  );
  let list: ReactElement;
  if (isError) list = <ErrorState title="We could not load the categories" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  else if (!data) list = <Skeleton variant="rows" count={4} />;
  else if (data.results.length === 0) list = <EmptyState title="No categories yet" titleLevel={3} />;
  else {
    list = (
      <ul className="mk-console-list" aria-label="Categories">
        {data.results.map((category) =>
          entry(
            category,
            category.subCategories && category.subCategories.length > 0 ? (
              <ul className="mk-console-list mk-console-list--nested" aria-label={`Sub-categories of ${category.name}`}>
                {category.subCategories.map((sub) => entry(sub))}
              </ul>
            ) : undefined,
          ),
        )}
      </ul>
    );
  }
  return (
    <Stack gap="md">
      <AddCategoryForm topLevel={data?.results ?? []} />
      {list}
    </Stack>
  );
}
