import { errorMessage, httpClient } from '@marketplace/api-client';
import { acceptedImageTypes, MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD } from '@marketplace/contracts';
import { Button, FormError, Stack, showFlash } from '@marketplace/ui-kit';
import { useId, useState, type ReactElement } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text, type DropItem } from 'react-aria-components';
import { useDispatch } from 'react-redux';
import { supplierApi, useDeleteVariantImagesMutation, useUpdateVariantMutation, type VariantData, type VariantImagesData } from '../../api/supplier-api';
import '../../styles/supplier-admin.css';

type Image = VariantData['images'][number];

/** Props of {@link ImageManager}. */
export interface ImageManagerProps {
  productId: string;
  variant: { id: string; name: string; sku: string; images: readonly Image[]; optionIds: string[] };
}

/** Moves one item of a list to another index. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The files among dropped items (a dropped link or text is not a picture). */
async function droppedFiles(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
}

const maxMegabytes = MAX_IMAGE_BYTES / 1024 / 1024;

/**
 * A variant's pictures: upload several at once (chosen, or dropped on the drop area) with a progress bar, put them in order by dragging
 * (or with the move buttons, from the keyboard), remove them. The first picture is the one lists
 * and search show. Files are checked here for type and size; the API checks them again from their
 * bytes.
 */
export function ImageManager({ productId, variant }: ImageManagerProps): ReactElement {
  const dispatch = useDispatch();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [updateVariant, reorder] = useUpdateVariantMutation();
  const [deleteImages, removal] = useDeleteVariantImagesMutation();
  const images = variant.images;
  const busy = progress !== null || reorder.isLoading || removal.isLoading;

  async function upload(files: File[]): Promise<void> {
    setProblem(null);
    const refused = files.filter((file) => !(acceptedImageTypes as readonly string[]).includes(file.type) || file.size > MAX_IMAGE_BYTES);
    if (refused.length > 0) {
      setProblem(`${refused.map((file) => file.name).join(', ')}: choose JPEG, PNG or WebP pictures of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
      return;
    }
    if (files.length > MAX_IMAGES_PER_UPLOAD) {
      setProblem(`Choose at most ${MAX_IMAGES_PER_UPLOAD} pictures at once.`);
      return;
    }
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);
    setProgress(0);
    try {
      await httpClient.post<VariantImagesData>(`/api/catalog/variants/${encodeURIComponent(variant.id)}/images/`, body, {
        onUploadProgress: (event) => setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
      dispatch(supplierApi.util.invalidateTags(['Catalog', { type: 'Product', id: productId }]));
      dispatch(showFlash({ message: `${files.length === 1 ? 'Picture' : `${files.length} pictures`} added to ${variant.name}.`, level: 'success' }));
    } catch (error) {
      setProblem(errorMessage(error, 'We could not upload the pictures. Please try again.'));
    } finally {
      setProgress(null);
    }
  }

  async function saveOrder(order: Image[]): Promise<void> {
    try {
      await updateVariant({ id: variant.id, productId, variant: { name: variant.name, sku: variant.sku, optionIds: variant.optionIds, imageOrder: order.map((image) => image.id) } }).unwrap();
    } catch (error) {
      setProblem(errorMessage(error, 'We could not save the new order. Please try again.'));
    }
  }

  async function remove(image: Image): Promise<void> {
    try {
      await deleteImages({ variantId: variant.id, productId, images: [image.id] }).unwrap();
    } catch (error) {
      setProblem(errorMessage(error, 'We could not remove the picture. Please try again.'));
    }
  }

  return (
    <Stack gap="sm">
      {problem ? <FormError title="Pictures" error={problem} /> : null}
      {images.length === 0 ? <p>No pictures yet. Builders see a placeholder until you add one.</p> : null}
      <ol aria-label={`Pictures of ${variant.name}`} className="mk-image-list">
        {images.map((image, index) => (
          <li
            key={image.id}
            className="mk-image-list__item"
            draggable={!busy}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== index) void saveOrder(moved(images, dragged, index));
              setDragged(null);
            }}
          >
            <img src={image.thumbnailUrl} alt={`${variant.name}, picture ${index + 1}`} />
            <Stack direction="horizontal" gap="xs" wrap>
              <Button size="sm" variant="ghost" isDisabled={busy || index === 0} onPress={() => void saveOrder(moved(images, index, index - 1))}>
                Move picture {index + 1} earlier
              </Button>
              <Button size="sm" variant="ghost" isDisabled={busy || index === images.length - 1} onPress={() => void saveOrder(moved(images, index, index + 1))}>
                Move picture {index + 1} later
              </Button>
              <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => void remove(image)}>
                Remove picture {index + 1}
              </Button>
            </Stack>
          </li>
        ))}
      </ol>
      <DropZone
        className="mk-drop-zone"
        aria-label={`Drop pictures of ${variant.name}`}
        isDisabled={busy}
        // Only files can be dropped; which files, upload() checks with a message naming them.
        getDropOperation={(types) => ((acceptedImageTypes as readonly string[]).some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={(event) => {
          void droppedFiles(event.items).then((files) => (files.length > 0 ? upload(files) : undefined));
        }}
      >
        <FileTrigger
          acceptedFileTypes={[...acceptedImageTypes]}
          allowsMultiple
          onSelect={(list) => {
            const files = [...(list ?? [])];
            if (files.length > 0) void upload(files);
          }}
        >
          <Button variant="secondary" isDisabled={busy} aria-describedby={hintId}>
            Add pictures
          </Button>
        </FileTrigger>
        <Text slot="label" id={hintId}>
          Or drop them here. JPEG, PNG or WebP, up to {maxMegabytes} MB each.
        </Text>
      </DropZone>
      {progress !== null ? <progress aria-label="Upload progress" max={100} value={progress} /> : null}
    </Stack>
  );
}
