import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageGallery, type GalleryImage } from './image-gallery';

const images: GalleryImage[] = ['front', 'side', 'stack'].map((name) => ({
  id: name,
  url: `/media/${name}.jpg`,
  thumbnailUrl: `/media/${name}-thumb.jpg`,
}));

describe('ImageGallery', () => {
  it('shows the first picture and switches on a thumbnail click', async () => {
    render(<ImageGallery images={images} label="2x4 stud" />);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('src', '/media/front.jpg');
    await userEvent.click(screen.getByRole('tab', { name: 'Picture 2' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('src', '/media/side.jpg');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('2x4 stud, picture 2 of 3');
  });

  it('moves between thumbnails with arrow keys, Home and End', async () => {
    render(<ImageGallery images={images} label="2x4 stud" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Picture 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Picture 3' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('src', '/media/stack.jpg');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Picture 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when there is no picture', () => {
    render(<ImageGallery images={[]} label="2x4 stud" />);
    expect(screen.getByRole('img', { name: 'No picture of 2x4 stud' })).toBeInTheDocument();
  });
});
