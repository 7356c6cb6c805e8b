import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title, description and an action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <EmptyState
        title="No projects yet"
        description="Create a project to start ordering materials."
        action={<Button onPress={onPress}>Create project</Button>}
      />
    );
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText('Create a project to start ordering materials.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(onPress).toHaveBeenCalled();
  });

  it('can drop the icon and change the heading level', () => {
    const { container } = render(<EmptyState title="Nothing" icon={null} titleLevel={3} />);
    expect(container.querySelector('.mk-empty-state__icon')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing' })).toBeInTheDocument();
  });
});
