import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from the app's folder (apps/web).
const file = (name: string) => path.join(process.cwd(), name);

describe('the page every visit loads', () => {
  it('links the app’s icon, which the build ships, so no browser asks for a missing one', () => {
    const html = readFileSync(file('index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const ico = readFileSync(file('public/favicon.ico'));
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
    expect(readFileSync(file('public/favicon.svg'), 'utf8')).toContain('<svg');
  });
});
