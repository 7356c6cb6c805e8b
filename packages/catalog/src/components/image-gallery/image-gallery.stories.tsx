import { camelizeKeys } from '@marketplace/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { studOffer } from '../../mocks/fixtures';
import { ImageGallery, type GalleryImage } from './image-gallery';

const images = camelizeKeys(studOffer.images) as GalleryImage[];

const meta = {
  title: 'Catalog/Components/ImageGallery',
  component: ImageGallery,
  args: { images, label: studOffer.variant_name },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}><Story /></div>],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePictures: Story = {};
export const OnePicture: Story = { args: { images: images.slice(0, 1) } };
export const NoPicture: Story = { args: { images: [] } };
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Picture 1' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Picture 2' })).toHaveFocus();
  },
};
