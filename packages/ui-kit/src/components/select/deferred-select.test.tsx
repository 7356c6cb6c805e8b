import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectOption } from './select';

const units: SelectOption[] = [
  { value: 'pallet', label: 'Pallet' },
  { value: 'bag', label: 'Bag' },
];

/** A fresh copy of the module each time, whose select has not loaded yet. */
async function freshDeferredSelect() {
  vi.resetModules();
  return (await import('./deferred-select')).DeferredSelect;
}

/** A fresh module loads and evaluates React Aria again: slow on a busy machine. */
const arrival = { timeout: 15_000 };

/** React Aria marks the elements it renders; the stand-in is a plain button. */
const realTrigger = () => document.querySelector('.mk-select__trigger[data-rac]');

describe('DeferredSelect', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('draws a stand-in showing the chosen option, then the real select once the browser is idle', async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const DeferredSelect = await freshDeferredSelect();
    render(<DeferredSelect label="Unit" options={units} value="bag" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Unit: Bag' })).toHaveTextContent('Bag');
    expect(realTrigger()).toBeNull();
    idle!();
    await waitFor(() => expect(realTrigger()).not.toBeNull(), arrival);
    expect(screen.getByRole('button', { name: /Unit/ })).toHaveTextContent('Bag');
  });

  it('opens the list when the stand-in was pressed before the select arrived', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const onChange = vi.fn();
    const DeferredSelect = await freshDeferredSelect();
    const user = userEvent.setup();
    render(<DeferredSelect label="Unit" options={units} placeholder="Choose a unit" onChange={onChange} />);
    // A touch press: no pointer hovers first, so nothing starts the load before the press. (A
    // simulated mouse click hovers first, and the code may then arrive between the hover and the
    // press, swapping the stand-in out from under a click that was already aimed at it.)
    const standIn = screen.getByRole('button', { name: 'Unit: Choose a unit' });
    fireEvent.pointerDown(standIn, { pointerType: 'touch' });
    fireEvent.pointerUp(standIn, { pointerType: 'touch' });
    fireEvent.click(standIn);
    const listbox = await screen.findByRole('listbox', {}, arrival);
    await user.click(within(listbox).getByRole('option', { name: 'Pallet' }));
    expect(onChange).toHaveBeenCalledWith('pallet');
  });

  it('hands the focus to the real select when the stand-in had it', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const DeferredSelect = await freshDeferredSelect();
    const user = userEvent.setup();
    render(<DeferredSelect label="Unit" options={units} onChange={() => {}} />);
    await user.tab();
    await waitFor(() => expect(realTrigger()).not.toBeNull(), arrival);
    await waitFor(() => expect(realTrigger()).toHaveFocus(), arrival);
  });

  it('draws the real select at once when its code has already arrived', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.resetModules();
    const { loadDeferredComponents } = await import('../../lib/deferred-component');
    const { DeferredSelect } = await import('./deferred-select');
    await loadDeferredComponents();
    render(<DeferredSelect label="Unit" options={units} value="pallet" onChange={() => {}} />);
    await waitFor(() => expect(realTrigger()).not.toBeNull(), arrival);
  });
});
