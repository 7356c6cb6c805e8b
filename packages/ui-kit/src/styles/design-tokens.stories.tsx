import type { Meta, StoryObj } from '@storybook/react-vite';

const colors = [
  'bg',
  'surface',
  'surface-muted',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'primary',
  'primary-hover',
  'primary-subtle',
  'danger',
  'danger-subtle',
  'success',
  'success-subtle',
  'warning',
  'warning-subtle',
  'info',
  'info-subtle',
];
const spaces = ['1', '2', '3', '4', '5', '6', '8', '10', '12'];
const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];

/** The custom properties of `@marketplace/ui-kit/styles.css`, for reference when styling features. */
function DesignTokens() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <section>
        <h2 style={{ fontSize: 'var(--mk-font-size-lg)' }}>Colour</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
          {colors.map((name) => (
            <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: 'var(--mk-radius-md)',
                  border: '1px solid var(--mk-color-border)',
                  background: `var(--mk-color-${name})`,
                }}
              />
              <code style={{ fontSize: 'var(--mk-font-size-xs)' }}>--mk-color-{name}</code>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ fontSize: 'var(--mk-font-size-lg)' }}>Spacing</h2>
        {spaces.map((step) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 6 }}>
            <code style={{ width: 120, fontSize: 'var(--mk-font-size-xs)' }}>--mk-space-{step}</code>
            <span style={{ height: 12, width: `var(--mk-space-${step})`, background: 'var(--mk-color-primary)' }} />
          </div>
        ))}
      </section>
      <section>
        <h2 style={{ fontSize: 'var(--mk-font-size-lg)' }}>Type</h2>
        {fontSizes.map((size) => (
          <p key={size} style={{ margin: '4px 0', fontSize: `var(--mk-font-size-${size})` }}>
            --mk-font-size-{size}: Portland cement, 25 kg bag
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Design tokens',
  component: DesignTokens,
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
